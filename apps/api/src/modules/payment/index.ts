/**
 * Payments: one provider interface (sandbox, Stripe, PayPal), payment attempts, verified provider
 * events, queued refunds and reconciliation. A domain whose orders can be paid registers a payable.
 */
export { definePaymentJobs } from './jobs';
export { registerPayable, type Payable, type PayableOrder } from './payables';
export { paymentProviders } from './providers';
export { getPayment, refundPayment, requestRefund, type Payment } from './service';
