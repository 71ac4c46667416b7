import type { OrderBy } from '@pedestal/contract/enums';
import type { CharacterCard } from '@pedestal/contract/schemas/character';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

/** The three catalogue lists the home page previews (first page only). */
export type Section = 'vote' | 'crowdfunding' | 'figurine';

export interface SectionFilters {
  orderBy: OrderBy;
  genre?: string;
  status?: string;
}

export const getSectionCards = (section: Section, filters: SectionFilters, pageSize: number, signal?: AbortSignal) =>
  api.get<Data<CharacterCard[]>>(`${section}/page-list`, { ...filters, page: 1, pageSize }, signal).then((r) => r.data);

export const getSectionCardsQueryOptions = (section: Section, filters: SectionFilters, pageSize: number) =>
  queryOptions({
    queryKey: characterKeys.home(section, filters, pageSize),
    queryFn: ({ signal }) => getSectionCards(section, filters, pageSize, signal),
  });

/** Keeps the previous cards on screen while another filter loads. */
export const useSectionCards = (section: Section, filters: SectionFilters, pageSize: number) =>
  useQuery({ ...getSectionCardsQueryOptions(section, filters, pageSize), placeholderData: keepPreviousData });
