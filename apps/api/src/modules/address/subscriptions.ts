import type { DomainSubscription } from '../../domain/events';
import { deleteUserAddresses } from './service';

/** Addresses are personal data: they go with the account (orders keep their own copy). */
export function addressSubscriptions(): DomainSubscription {
  return { subscriber: 'address', on: { AccountDeleted: (tx, e) => deleteUserAddresses(tx, e.userId) } };
}
