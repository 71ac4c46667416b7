import { paths } from '@pedestal/contract';
import type { AppContext } from '../context';
import { recordAudit } from '../modules/audit';
import { markApproved, refreshCharacterPhase } from '../modules/character';
import { getSettings } from '../modules/content';
import { sendMessages } from '../modules/message';
import { openVote } from '../modules/vote';

/**
 * An admin approves a submission: it becomes approved, its vote opens with the default target,
 * it enters the vote list, its submitter is told, and the change is audited — one transaction.
 */
export async function approveCharacter(ctx: AppContext, adminId: string, characterId: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const character = await markApproved(tx, characterId, now);
    const { defaultVoteCountTarget } = await getSettings(tx);
    await openVote(tx, characterId, defaultVoteCountTarget, now);
    await refreshCharacterPhase(tx, characterId, now);
    await sendMessages(tx, [
      {
        userId: character.userId,
        kind: 'character_approved',
        title: `${character.name} was approved`,
        body: `${character.name} passed review and its vote is open. Share it so fans can vote!`,
        link: paths.voteShow(characterId),
      },
    ]);
    await recordAudit(tx, adminId, {
      action: 'character.approve',
      targetType: 'character',
      targetId: characterId,
      detail: { countTarget: defaultVoteCountTarget },
    });
  });
}
