import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

/** The character detail with the signed-in viewer's own supports of the campaign (empty for a visitor). */
export type CrowdfundingDetail = CharacterDetail & { mySupports: SupportOrder[] };

export const getCrowdfundingShow = (id: string, signal?: AbortSignal) =>
  api.get<Data<CrowdfundingDetail>>(`crowdfunding/show/${id}`, undefined, signal).then((r) => r.data);

export const crowdfundingShowQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['characters', 'crowdfunding-show', id], queryFn: ({ signal }) => getCrowdfundingShow(id, signal) });

export const useCrowdfundingShow = (id: string) => useQuery(crowdfundingShowQueryOptions(id));
