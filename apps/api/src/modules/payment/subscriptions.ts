import type { AppContext } from '../../context';
import type { DomainSubscription } from '../../domain/events';
import { forgetPaymentCustomers } from './saved-cards';

/** Saved cards go with the account: the provider customer holding them is deleted (queued). */
export function paymentSubscriptions(ctx: AppContext): DomainSubscription {
  return { subscriber: 'payment', on: { AccountDeleted: (tx, e) => forgetPaymentCustomers(ctx, tx, e.userId) } };
}
