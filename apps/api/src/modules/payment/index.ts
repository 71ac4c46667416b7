/**
 * Payments: one provider interface (sandbox, Stripe, PayPal), payment attempts, verified provider
 * events, queued refunds, reconciliation, and saved cards (a customer per shopper at Stripe). The
 * orders it pays are the payables the composition root hands to the context (domain/extension-points).
 */
export { definePaymentJobs } from './jobs';
export { paymentProviders } from './providers';
export { paymentSubscriptions } from './subscriptions';
export {
  disputedPaymentIds,
  getPayment,
  isPaymentDisputed,
  listDisputes,
  listRefunds,
  paymentCounts,
  refundPayment,
  requestRefund,
  type Payment,
  type RefundRequest,
} from './service';
export { paymentPersonalData } from './personal-data';
