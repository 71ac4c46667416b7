/**
 * Payments: one provider interface (sandbox, Stripe, PayPal), payment attempts, verified provider
 * events, queued refunds, reconciliation, and saved cards (a customer per shopper at Stripe). A
 * domain whose orders can be paid registers a payable.
 */
export { definePaymentJobs } from './jobs';
export { registerPayable, type Payable, type PayableOrder } from './payables';
export { paymentProviders } from './providers';
export { forgetPaymentCustomers } from './saved-cards';
export { getPayment, refundPayment, requestRefund, type Payment } from './service';
