/**
 * Payments: one provider interface (sandbox, Stripe, PayPal), payment attempts, verified provider
 * events, queued refunds, reconciliation, and saved cards (a customer per shopper at Stripe). The
 * orders it pays are the payables the composition root hands to the context (domain/extension-points).
 */
export { definePaymentJobs } from './jobs';
export { chargeSavedCard, paymentClientSecret, savedCardOfSetup, startCardSetup } from './off-session';
export { paymentProviders } from './providers';
export { paymentSubscriptions } from './subscriptions';
export { disputedPaymentIds, isPaymentDisputed, listDisputes } from './dispute-events';
export { listRefunds, refundPayment, requestRefund, type RefundRequest } from './refunds';
export { getPayment, paymentCounts, type Payment } from './service';
export { paymentPersonalData } from './personal-data';
