import type { PaymentOrderType } from '@pedestal/contract/enums';
import { queryOptions } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import type { AttemptStatus } from '../lib/payment-outcome';
import { paymentKeys } from './get-sandbox-info';

export interface PaymentState {
  status: AttemptStatus;
  message: string | null;
}

/** GET pay/state/{type}/{id}: the shopper's latest attempt to pay the order. */
export const getPaymentState = (type: PaymentOrderType, id: string, signal?: AbortSignal) =>
  api.get<Data<PaymentState>>(`pay/state/${type}/${id}`, undefined, signal).then((r) => r.data);

export const getPaymentStateQueryOptions = (type: PaymentOrderType, id: string) =>
  queryOptions({ queryKey: [...paymentKeys.all, 'state', type, id] as const, queryFn: ({ signal }) => getPaymentState(type, id, signal) });
