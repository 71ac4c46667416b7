import type { PaymentMethod, PaymentOrderType } from '@pedestal/contract/enums';
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
  /** PayPal: the order the JS SDK buttons approve and the client id that loads the SDK. */
  walletOrderId?: string;
  paypalClientId?: string;
}

export interface ConfirmResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  message: string;
}

const createPath: Record<PaymentOrderType, string> = {
  crowdfunding_support: 'pay/crowdfunding/create',
  figurine: 'pay/figurine/create',
};

export const createPayment = (type: PaymentOrderType, id: string, paymentMethod: PaymentMethod, idempotencyKey?: string) =>
  api.post<Data<PaymentCheckout>>(createPath[type], { id, paymentMethod }, { idempotencyKey }).then((r) => r.data);

export const confirmSandboxCard = (clientSecret: string, card: CardFields) =>
  api.post<Data<ConfirmResult>>('pay/sandbox/confirm', { clientSecret, ...card }).then((r) => r.data);

export const authenticateSandbox = (clientSecret: string, approve: boolean) =>
  api.post<Data<ConfirmResult>>('pay/sandbox/authenticate', { clientSecret, approve }).then((r) => r.data);

/** The JS SDK's onApprove: the server captures the approved PayPal order (status is PayPal's, null when PayPal could not be asked). */
export const capturePayPalOrder = (orderId: string) =>
  api.post<Data<{ paid: boolean; status: string | null }>>('pay/paypal/capture', { orderId }).then((r) => r.data);
