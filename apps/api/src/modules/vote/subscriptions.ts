import type { AppContext } from '../../context';
import type { DomainSubscription } from '../../domain/events';
import { openVote } from './service';

/** Approval opens the character's vote, with the default target, in the approving transaction. */
export function voteSubscriptions(ctx: AppContext): DomainSubscription {
  return {
    subscriber: 'vote',
    on: {
      CharacterApproved: (tx, e) => openVote(ctx, tx, e.character.id),
    },
  };
}
