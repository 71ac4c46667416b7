import type { PaymentMethod, PaymentOrderType } from '@pedestal/contract/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import type { CardFields } from '../lib/card';

/** POST pay/{kind}/create answer: what the dialog needs to complete the payment. */
export interface PaymentCheckout {
  paymentId: string;
  amount: number;
  provider: 'sandbox' | 'stripe' | 'paypal';
  clientSecret?: string;
  redirectUrl?: string;
  publishableKey?: string;
}

export interface ConfirmResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  message: string;
}

export interface SandboxInfo {
  sandbox: boolean;
  provider: string;
  testCards: { number: string; outcome: string; label: string }[];
}

const createPath: Record<PaymentOrderType, string> = {
  crowdfunding_support: 'pay/crowdfunding/create',
  figurine: 'pay/figurine/create',
};

export const createPayment = (type: PaymentOrderType, id: string, paymentMethod: PaymentMethod) =>
  api.post<Data<PaymentCheckout>>(createPath[type], { id, paymentMethod }).then((r) => r.data);

export const confirmSandboxCard = (clientSecret: string, card: CardFields) =>
  api.post<Data<ConfirmResult>>('pay/sandbox/confirm', { clientSecret, ...card }).then((r) => r.data);

export const authenticateSandbox = (clientSecret: string, approve: boolean) =>
  api.post<Data<ConfirmResult>>('pay/sandbox/authenticate', { clientSecret, approve }).then((r) => r.data);

/** Only a sandbox server has this route; elsewhere it is a 404 and the hint stays hidden. */
export const sandboxInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['payment', 'sandbox-info'],
    queryFn: ({ signal }) => api.get<Data<SandboxInfo>>('pay/sandbox/info', undefined, signal).then((r) => r.data),
    staleTime: Infinity,
  });

export const useSandboxInfo = (enabled: boolean) => useQuery({ ...sandboxInfoQueryOptions(), enabled });
