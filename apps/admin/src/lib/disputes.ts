import type { AdminDispute, AdminDisputeDetail, DisputeSummary } from '@pedestal/contract';
import { useQuery } from '@tanstack/react-query';
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

export const useDispute = (id: string) =>
  useQuery({ queryKey: [...disputesKey, 'detail', id], queryFn: () => api.get<AdminDisputeDetail>(`admin/payment/disputes/${id}`) });

/** Stripe's and PayPal's reason codes, as an operator reads them. */
const REASONS: Record<string, string> = {
  product_not_received: 'Product not received',
  fraudulent: 'Fraudulent (card used without permission)',
  duplicate: 'Duplicate charge',
  subscription_canceled: 'Subscription cancelled',
  product_unacceptable: 'Product unacceptable',
  credit_not_processed: 'Refund not processed',
  unrecognized: 'Charge not recognised',
  general: 'General',
  MERCHANDISE_OR_SERVICE_NOT_RECEIVED: 'Product not received',
  MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED: 'Not as described',
  UNAUTHORISED: 'Unauthorised payment',
  CREDIT_NOT_PROCESSED: 'Refund not processed',
  DUPLICATE_TRANSACTION: 'Duplicate charge',
};
export const disputeReason = (code: string) =>
  REASONS[code] ??
  code
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/^\w/, (c) => c.toUpperCase());

export const PROVIDERS: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal', sandbox: 'Sandbox' };

/** Whole days left until a deadline (negative: past). */
export const daysLeft = (iso: string, now = Date.now()) => Math.ceil((Date.parse(iso) - now) / 86_400_000);
