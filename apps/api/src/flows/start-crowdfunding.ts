/**
 * The stage change "start crowdfunding", across the modules it moves: the character's vote closes
 * with its talks succeeded (vote), the campaign opens (crowdfunding), the submitter earns the starter
 * reward (wallet), and the start is told to the submitter and the voters. One transaction.
 */
import { SUBMITTER_REWARD_DIAMONDS } from '@pedestal/contract';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { getCharacterRef } from '../modules/character';
import { campaignCharacter, insertCampaignDraft, lockCampaign, openCampaignDraft, type OpenedCampaign } from '../modules/crowdfunding';
import { getVote, listVoterIds, updateVote } from '../modules/vote';
import { applyLedgerEntry } from '../modules/wallet';
import { AppError } from '../platform/errors';

/** The character may move to crowdfunding: approved, its vote at its target, the talks not failed. */
async function startableCharacter(tx: Tx, characterId: string) {
  const character = await getCharacterRef(tx, characterId);
  if (!character) throw new AppError('character-not-found');
  const vote = await getVote(tx, characterId);
  if (character.status !== 'approved' || !vote || vote.countCurrent < vote.countTarget || vote.negotiation === 'failed') {
    throw new AppError('crowdfunding-not-startable');
  }
  return character;
}

/** The vote closes (talks succeeded), the submitter earns the starter reward, and the start is told. */
async function announceStart(ctx: AppContext, tx: Tx, adminId: string, character: { id: string; userId: string }, opened: OpenedCampaign) {
  const characterId = character.id;
  await updateVote(ctx, tx, characterId, { status: 'ended', negotiation: 'succeeded' }, null);
  await applyLedgerEntry(tx, {
    userId: character.userId,
    currency: 'diamond',
    delta: SUBMITTER_REWARD_DIAMONDS,
    reason: 'crowdfunding_started',
    referenceType: 'character',
    referenceId: characterId,
  });
  await ctx.events.emit(tx, {
    type: 'CampaignStarted',
    character: await campaignCharacter(tx, characterId),
    countTarget: opened.countTarget,
    endAt: opened.endAt,
    days: Math.max(1, Math.ceil((opened.endAt.getTime() - ctx.clock.now().getTime()) / 86_400_000)),
    submitterReward: SUBMITTER_REWARD_DIAMONDS,
    voterIds: (await listVoterIds(tx, characterId)).filter((id) => id !== character.userId),
    by: adminId,
  });
}

/**
 * The legacy start (SPEC §7's `GET …/start-crowdfunding/{id}`): it opens a prepared draft when that
 * is complete, as Start does (decision 066); with no draft it refuses (409 `campaign-draft-required`),
 * so no campaign ever opens without tiers, images and texts (decision 072).
 */
export async function startCrowdfunding(ctx: AppContext, adminId: string, characterId: string) {
  await ctx.db.transaction(async (tx) => {
    const draft = await lockCampaign(tx, characterId);
    if (!draft) {
      await startableCharacter(tx, characterId);
      throw new AppError('campaign-draft-required');
    }
    if (draft.status !== 'inactive') throw new AppError('already-crowdfunded');
    const character = await startableCharacter(tx, characterId);
    await announceStart(ctx, tx, adminId, character, await openCampaignDraft(tx, draft, ctx.clock.now()));
  });
}

/** Decision 066: the console prepares a draft of the campaign, for a character that may start. */
export async function prepareCampaignDraft(ctx: AppContext, adminId: string, characterId: string) {
  await ctx.db.transaction(async (tx) => {
    await startableCharacter(tx, characterId);
    await insertCampaignDraft(ctx, tx, adminId, characterId, ctx.clock.now());
  });
}

/** Decision 066: the console's Start of a prepared draft; only a draft, and only when complete. */
export async function startCampaignDraft(ctx: AppContext, adminId: string, characterId: string) {
  await ctx.db.transaction(async (tx) => {
    const draft = await lockCampaign(tx, characterId);
    if (!draft) throw new AppError('crowdfunding-not-found');
    if (draft.status !== 'inactive') throw new AppError('campaign-not-draft');
    const character = await startableCharacter(tx, characterId);
    await announceStart(ctx, tx, adminId, character, await openCampaignDraft(tx, draft, ctx.clock.now()));
  });
}
