import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { currentLanguage } from '@/i18n';
import { contentKeys } from '../query-keys';

/** An FAQ article (shown on Home and on /faq); content is staff-written HTML, sanitized before rendering. */
export interface FaqArticle {
  id: string;
  title: string;
  content: string;
}

export const getFaq = () => api.get<Data<FaqArticle[]>>('article/faq').then((r) => r.data);

/** Per language: the server answers the articles written in the shopper's language (decision 035). */
export const getFaqQueryOptions = () =>
  queryOptions({ queryKey: [...contentKeys.faq(), currentLanguage()], queryFn: getFaq, staleTime: 5 * 60_000 });

export const useFaq = () => useQuery(getFaqQueryOptions());

/** GET article/legal/:doc: a legal page written in the console, in the shopper's language; null: the built-in text. */
export const getLegalArticleQueryOptions = (doc: string) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'legal', doc, currentLanguage()],
    queryFn: () => api.get<Data<FaqArticle | null>>(`article/legal/${doc}`).then((r) => r.data),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useLegalArticle = (doc: string, enabled: boolean) => useQuery({ ...getLegalArticleQueryOptions(doc), enabled });
