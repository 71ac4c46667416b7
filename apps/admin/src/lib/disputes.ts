import type { AdminDispute, AdminDisputeDetail, DisputeEvidenceFields, DisputeSummary } from '@pedestal/contract';
import { disputeReasonText } from '@pedestal/contract/rules/dispute-reasons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@admin/lib/api';

export const disputesKey = ['admin', 'disputes'] as const;

/** Open disputes and the nearest deadline: the console's banner and the nav's count (refreshed every minute). */
export const useDisputeSummary = () =>
  useQuery({
    queryKey: [...disputesKey, 'summary'],
    queryFn: () => api.get<DisputeSummary>('admin/payment/disputes/summary'),
    refetchInterval: 60_000,
  });

export const useDisputes = (status: 'open' | 'closed') =>
  useQuery({ queryKey: [...disputesKey, 'list', status], queryFn: () => api.get<AdminDispute[]>('admin/payment/disputes', { status }) });

/** One dispute; read again every few seconds while its evidence is on its way to the provider. */
export const useDispute = (id: string) =>
  useQuery({
    queryKey: [...disputesKey, 'detail', id],
    queryFn: () => api.get<AdminDisputeDetail>(`admin/payment/disputes/${id}`),
    refetchInterval: (q) => (q.state.data?.submission.status === 'submitting' ? 3_000 : false),
  });

/** "Submit evidence" (decision 056): the answer is the dispute as it now stands (submitting). */
export function useSubmitEvidence(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: DisputeEvidenceFields) => api.post<AdminDisputeDetail>(`admin/payment/disputes/${id}/evidence`, { fields }),
    onSuccess: (detail) => {
      client.setQueryData([...disputesKey, 'detail', id], detail);
      void client.invalidateQueries({ queryKey: [...disputesKey, 'list'] });
    },
  });
}

/** Stripe's and PayPal's reason codes, as an operator reads them (the contract's words, decision 051; the console is in English). */
export const disputeReason = (code: string) => disputeReasonText(code, 'en');

export const PROVIDERS: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal', sandbox: 'Sandbox' };

/** Whole days left until a deadline (negative: past). */
export const daysLeft = (iso: string, now = Date.now()) => Math.ceil((Date.parse(iso) - now) / 86_400_000);
