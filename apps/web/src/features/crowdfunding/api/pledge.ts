import type { Pledge, PledgeSetup } from '@pedestal/contract/schemas/crowdfunding';
import { useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { characterKeys, orderKeys } from '@/lib/query-keys';

/** A pledge of a charge-on-success campaign (decision 040): a pending support and a card setup for it. */
export const startPledge = (characterId: string, specId: string, idempotencyKey?: string, userAddressId?: string) =>
  api
    .post<Data<PledgeSetup>>(
      'crowdfunding-pledge',
      { characterId, specId, ...(userAddressId ? { userAddressId } : {}) },
      { idempotencyKey },
    )
    .then((r) => r.data);

/** The card setup confirmed at Stripe: the pledge is made (nothing charged until the campaign succeeds). */
export const confirmPledge = (supportId: string, setupRef: string) =>
  api.post<Data<Pledge>>(`crowdfunding-pledge/${supportId}/confirm`, { setupRef }).then((r) => r.data);

/** After a pledge, the campaign's progress and the shopper's supports are stale. */
export function usePledgeMade(characterId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: characterKeys.crowdfundingShow(characterId) }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' }),
    ]);
}
