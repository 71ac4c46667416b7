import type { Lottery, LotteryDrawRecord } from '@pedestal/contract/schemas/lottery';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { randomKey } from '@/lib/idempotency';

/** Lottery drops (issue 25): one lottery with the shopper's own application, its public draw record. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  show: (id: string) => [...lotteryKeys.all, 'show', id] as const,
  ofSpec: (specId: string) => [...lotteryKeys.all, 'of-spec', specId] as const,
  draw: (id: string) => [...lotteryKeys.all, 'draw', id] as const,
};

export const getLottery = (id: string, signal?: AbortSignal) =>
  api.get<Data<Lottery>>(`lottery/${id}`, undefined, signal).then((r) => r.data);

export const useLottery = (id: string) =>
  useQuery(queryOptions({ queryKey: lotteryKeys.show(id), queryFn: ({ signal }) => getLottery(id, signal) }));

export const useLotteryDraw = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: lotteryKeys.draw(id),
    queryFn: ({ signal }) => api.get<Data<LotteryDrawRecord>>(`lottery/${id}/draw`, undefined, signal).then((r) => r.data),
    enabled,
  });

export function useApplyToLottery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quantity: number) =>
      api.post<Data<{ applicationId: string }>>(`lottery/${id}/apply`, { quantity }).then((r) => r.data.applicationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}

/** The winner's purchase: an unpaid order of the held units (the usual checkout follows). */
export function useBuyLotteryUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      api
        .post<Data<{ characterSaleOrderId: string }>>(`lottery/application/${applicationId}/buy`, undefined, {
          idempotencyKey: randomKey(),
        })
        .then((r) => r.data.characterSaleOrderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}
