import type { AppContext } from '../../context';
import type { DomainSubscription } from '../../domain/events';
import { retryPledgesAwaitingAddress } from './pledges';

/** A backer's new default address charges their pledges that were waiting for one (decision 059). */
export function crowdfundingSubscriptions(ctx: AppContext): DomainSubscription {
  return {
    subscriber: 'crowdfunding',
    on: { DefaultAddressSet: async (tx, e) => void (await retryPledgesAwaitingAddress(ctx, tx, e.userId)) },
  };
}
