import type { AppContext } from '../../context';
import type { DomainSubscription } from '../../domain/events';
import { revokeUserSessions } from './sessions';

/** A deleted account is signed out everywhere, on every instance, in the deleting transaction. */
export function authSubscriptions(ctx: AppContext): DomainSubscription {
  return {
    subscriber: 'auth',
    on: {
      AccountDeleted: (tx, e) => revokeUserSessions(tx, ctx.viewers, e.userId, e.at),
    },
  };
}
