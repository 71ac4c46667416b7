import type { DomainSubscription } from '../../domain/events';
import { deleteUserCommunityData } from './service';

/** A deleted account's likes go (counts follow); its comments stay under the anonymised account. */
export function communitySubscriptions(): DomainSubscription {
  return { subscriber: 'community', on: { AccountDeleted: (tx, e) => deleteUserCommunityData(tx, e.userId) } };
}
