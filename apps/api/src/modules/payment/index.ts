/**
 * Payments: one provider interface (sandbox, Stripe, PayPal), payment attempts, verified provider
 * events, queued refunds, reconciliation, and saved cards (a customer per shopper at Stripe). The
 * orders it pays are the payables the composition root hands to the context (domain/extension-points).
 */

import type { ModuleDefinition } from '../../module-definition';
import paymentAdminRoutes from './admin-routes';
import { paymentJobs } from './jobs';
import { paymentPersonalData } from './personal-data';
import { paymentProviders } from './providers';
import paymentRoutes from './routes';
import { paymentSubscriptions } from './subscriptions';
export { chargeSavedCard, paymentClientSecret, savedCardOfSetup, startCardSetup } from './off-session';
export { disputedPaymentIds, isPaymentDisputed, listDisputes } from './dispute-events';
export { listRefunds, refundPayment, requestRefund, type RefundRequest } from './refunds';
export { getPayment, paymentCounts, type Payment } from './service';

export const paymentModule: ModuleDefinition = {
  name: 'payment',
  routes: [paymentRoutes, paymentAdminRoutes],
  subscriptions: paymentSubscriptions,
  jobs: paymentJobs,
  personalData: paymentPersonalData,
  // Fails at boot, not at the first checkout, when the configured provider lacks credentials.
  checkAtBoot: (ctx) => void paymentProviders(ctx),
};
