import type { CrowdfundingShow } from '@pedestal/contract/schemas/crowdfunding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

/** The character detail with the signed-in viewer's own supports of the campaign (empty for a visitor). */
export type CrowdfundingDetail = CrowdfundingShow;

export const getCrowdfundingShow = (id: string, signal?: AbortSignal) =>
  api.get<Data<CrowdfundingDetail>>(`crowdfunding/show/${id}`, undefined, signal).then((r) => r.data);

export const getCrowdfundingShowQueryOptions = (id: string) =>
  queryOptions({ queryKey: characterKeys.crowdfundingShow(id), queryFn: ({ signal }) => getCrowdfundingShow(id, signal) });

export const useCrowdfundingShow = (id: string) => useQuery(getCrowdfundingShowQueryOptions(id));
