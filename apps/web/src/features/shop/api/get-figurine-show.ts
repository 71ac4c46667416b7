import type { FigurineShow } from '@pedestal/contract/schemas/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '@/i18n';
import { api, type Data } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

/** GET figurine/show: character fields, sale, specs, crowdfunding images and the vote illustration. */
export type FigurineDetail = FigurineShow;
export type FigurineSpec = FigurineShow['specs'][number];

export const getFigurineShow = (id: string, signal?: AbortSignal) =>
  api.get<Data<FigurineDetail>>(`figurine/show/${id}`, undefined, signal).then((r) => r.data);

/** Kept per language: the answer carries the description in the language asked for (decision 046). */
export const getFigurineShowQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...characterKeys.figurineShow(id), currentLanguage()], queryFn: ({ signal }) => getFigurineShow(id, signal) });

export const useFigurineShow = (id: string) => useQuery(getFigurineShowQueryOptions(id));
