import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { DomainSubscription } from '../../domain/events';
import { refreshCharacterPhase } from './phase';
import { deleteUserCharacterData } from './service';

/**
 * A character's stored phase follows its stages: every event that moves a vote, a campaign or a
 * sale places the character again, in the transaction of the move.
 */
export function characterSubscriptions(ctx: AppContext): DomainSubscription {
  const refresh = (tx: Tx, characterId: string) => refreshCharacterPhase(tx, ctx.phaseSources, characterId, ctx.clock.now());
  return {
    subscriber: 'character',
    on: {
      VoteOpened: (tx, e) => refresh(tx, e.characterId),
      VoteChanged: (tx, e) => refresh(tx, e.characterId),
      VoteTargetReached: (tx, e) => refresh(tx, e.character.id),
      CampaignStarted: (tx, e) => refresh(tx, e.character.id),
      CampaignChanged: (tx, e) => refresh(tx, e.characterId),
      CampaignAmended: (tx, e) => refresh(tx, e.characterId),
      CampaignFunded: (tx, e) => refresh(tx, e.character.id),
      CampaignFailed: (tx, e) => refresh(tx, e.character.id),
      PreSaleOpened: (tx, e) => refresh(tx, e.character.id),
      SaleChanged: (tx, e) => refresh(tx, e.characterId),
      // Submissions in review, and the collection, go with the account (approved characters stay).
      AccountDeleted: (tx, e) => deleteUserCharacterData(ctx, tx, e.userId),
    },
  };
}
