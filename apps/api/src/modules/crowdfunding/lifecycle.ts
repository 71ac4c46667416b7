import {
  CROWDFUNDING_DAYS,
  type CampaignDraftGap,
  SUBMITTER_REWARD_DIAMONDS,
  TOP_SUPPORTER_REWARDS,
  dollarsToCents,
} from '@pedestal/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getCharacterRef } from '../character';
import { refreshContributors, topContributors } from '../contributor';
import { requestRefund } from '../payment';
import { getVote, listVoterIds, updateVote } from '../vote';
import { applyLedgerEntry } from '../wallet';
import { campaignCharacter } from './campaign-character';
import { cancelPledges, queuePledgeCharges } from './pledges';
import { crowdfundingContributorSource } from './queries';
import { crowdfundings, crowdfundingSpecs, crowdfundingSupports } from './schema';
import { lockCampaign } from './service';

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
    await openDraft(ctx, tx, adminId, characterId, draft, ctx.clock.now());
  });
}

/** The vote closes (talks succeeded), the submitter earns the starter reward, and the start is told. */
async function announceStart(
  ctx: AppContext,
  tx: Tx,
  adminId: string,
  character: { id: string; userId: string },
  countTarget: number,
  endAt: Date,
) {
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
    countTarget,
    endAt,
    days: Math.max(1, Math.ceil((endAt.getTime() - ctx.clock.now().getTime()) / 86_400_000)),
    submitterReward: SUBMITTER_REWARD_DIAMONDS,
    voterIds: (await listVoterIds(tx, characterId)).filter((id) => id !== character.userId),
    by: adminId,
  });
}

/**
 * Decision 066: the console prepares the campaign as a draft (status inactive, unseen by shoppers)
 * with the default goal and a 60-day end; the operator adds tiers, images and texts, then starts it.
 */
export async function prepareCampaignDraft(ctx: AppContext, adminId: string, characterId: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await startableCharacter(tx, characterId);
    const { defaultCrowdfundingCountTarget } = await ctx.settings.read(tx);
    const made = await tx
      .insert(crowdfundings)
      .values({
        characterId,
        status: 'inactive',
        targetCents: dollarsToCents(defaultCrowdfundingCountTarget),
        endAt: new Date(now.getTime() + CROWDFUNDING_DAYS * 86_400_000),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: crowdfundings.characterId })
      .returning({ id: crowdfundings.id });
    if (made.length === 0) throw new AppError('campaign-draft-exists');
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'crowdfunding.draft',
      target: { type: 'crowdfunding', id: characterId },
      detail: { countTarget: defaultCrowdfundingCountTarget },
    });
  });
}

/** What a draft still lacks (decision 066), in the checklist's order; empty when it can start. */
export async function draftGaps(db: DbOrTx, campaign: typeof crowdfundings.$inferSelect, now: Date): Promise<CampaignDraftGap[]> {
  const texts = await getCharacterRef(db, campaign.characterId);
  const [tiers] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(crowdfundingSpecs)
    .where(and(eq(crowdfundingSpecs.characterId, campaign.characterId), eq(crowdfundingSpecs.status, 'active')));
  const gaps: CampaignDraftGap[] = [];
  if (!tiers?.n) gaps.push('tier');
  if (campaign.images.length === 0) gaps.push('image');
  if (!texts?.name.trim()) gaps.push('title');
  if (!texts?.description?.trim()) gaps.push('description');
  if (!campaign.endAt || campaign.endAt <= now) gaps.push('end-at');
  if (!(campaign.targetCents > 0)) gaps.push('goal');
  return gaps;
}

const GAP_REASONS = {
  tier: 'draft-needs-tier',
  image: 'draft-needs-image',
  title: 'draft-needs-title',
  description: 'draft-needs-description',
  'end-at': 'draft-needs-end-at',
  goal: 'draft-needs-goal',
} as const satisfies Record<CampaignDraftGap, string>;

/** Opens the locked draft as it was prepared, or refuses (409) with each thing it still lacks. */
async function openDraft(
  ctx: AppContext,
  tx: Tx,
  adminId: string,
  characterId: string,
  draft: typeof crowdfundings.$inferSelect,
  now: Date,
) {
  const character = await startableCharacter(tx, characterId);
  const gaps = await draftGaps(tx, draft, now);
  if (gaps.length > 0) {
    throw new AppError('campaign-draft-incomplete', { missing: gaps.join(', ') }).withFields(
      gaps.map((gap) => ({ path: gap, reason: GAP_REASONS[gap] })),
    );
  }
  await tx
    .update(crowdfundings)
    .set({ status: 'active', currentCents: 0, startedAt: now, finishedAt: null, updatedAt: now })
    .where(and(eq(crowdfundings.id, draft.id), eq(crowdfundings.status, 'inactive')));
  await announceStart(ctx, tx, adminId, character, draft.targetCents / 100, draft.endAt!);
}

/** Decision 066: the console's Start of a prepared draft; only a draft, and only when complete. */
export async function startCampaignDraft(ctx: AppContext, adminId: string, characterId: string) {
  await ctx.db.transaction(async (tx) => {
    const draft = await lockCampaign(tx, characterId);
    if (!draft) throw new AppError('crowdfunding-not-found');
    if (draft.status !== 'inactive') throw new AppError('campaign-not-draft');
    await openDraft(ctx, tx, adminId, characterId, draft, ctx.clock.now());
  });
}

async function lockActiveCampaign(tx: Tx, characterId: string) {
  const [campaign] = await tx
    .select()
    .from(crowdfundings)
    .where(and(eq(crowdfundings.characterId, characterId), eq(crowdfundings.status, 'active')))
    .for('update');
  return campaign ?? null;
}

/** Paid diamonds and money per supporter, in user order so concurrent closes never wait on each other's wallets. */
async function paidByUser(tx: Tx, characterId: string) {
  return tx
    .select({
      userId: crowdfundingSupports.userId,
      // Diamonds a partial refund took back are not the supporter's any more (decision 031).
      diamonds: sql<number>`sum(${crowdfundingSupports.diamond} - ${crowdfundingSupports.diamondsTakenBack})::int`,
      cents: sql<number>`sum(${crowdfundingSupports.amountCents})::int`,
    })
    .from(crowdfundingSupports)
    .where(and(eq(crowdfundingSupports.characterId, characterId), eq(crowdfundingSupports.status, 'success')))
    .groupBy(crowdfundingSupports.userId)
    .orderBy(crowdfundingSupports.userId);
}

/**
 * Funded: the campaign goes to success_pending (production), every supporter's frozen diamonds
 * become available and the top ten supporters earn 500/400/300/200…. Answers false when the
 * campaign was not active (already closed by another run).
 */
async function fundCampaign(
  ctx: AppContext,
  tx: Tx,
  characterId: string,
  now: Date,
  by: string | null,
  belowGoalReason: string | null = null,
): Promise<boolean> {
  const campaign = await lockActiveCampaign(tx, characterId);
  if (!campaign) return false;
  await tx
    .update(crowdfundings)
    .set({ status: 'success_pending', finishedAt: now, updatedAt: now, fundedBelowGoalReason: belowGoalReason })
    .where(eq(crowdfundings.id, campaign.id));
  const ref = { referenceType: 'character', referenceId: characterId };
  const supporters = await paidByUser(tx, characterId);
  for (const s of supporters) {
    await applyLedgerEntry(tx, {
      userId: s.userId,
      currency: 'frozen_diamond',
      delta: -s.diamonds,
      reason: 'crowdfunding_release',
      ...ref,
    });
    await applyLedgerEntry(tx, { userId: s.userId, currency: 'diamond', delta: s.diamonds, reason: 'crowdfunding_release', ...ref });
  }
  // Pledges are charged now, each by its own job (decision 040).
  await queuePledgeCharges(ctx, tx, characterId);
  await refreshContributors(tx, crowdfundingContributorSource, { characterId }, now);
  const top = await topContributors(tx, characterId, 'crowdfunding', TOP_SUPPORTER_REWARDS.length);
  const rewarded = top
    .map((t) => ({ ...t, diamonds: TOP_SUPPORTER_REWARDS[t.rank - 1]! }))
    .sort((a, b) => a.userId.localeCompare(b.userId));
  for (const r of rewarded) {
    await applyLedgerEntry(tx, { userId: r.userId, currency: 'diamond', delta: r.diamonds, reason: 'crowdfunding_reward', ...ref });
  }
  await ctx.events.emit(tx, {
    type: 'CampaignFunded',
    character: await campaignCharacter(tx, characterId),
    supporters: supporters.map(({ userId, diamonds }) => ({ userId, diamonds })),
    rewards: rewarded.map(({ userId, rank, diamonds }) => ({ userId, rank, diamonds })),
    by,
    belowGoal: belowGoalReason ? { reason: belowGoalReason, currentCents: campaign.currentCents, targetCents: campaign.targetCents } : null,
  });
  return true;
}

/** How far the campaign got, in whole percent rounded down (99.9% is not 100%). */
const percentOf = (c: { currentCents: number; targetCents: number }) => Math.floor((c.currentCents * 100) / c.targetCents);

/**
 * Admin: the active campaign is declared funded now, only at or above its goal (decision 036); below
 * it the operator must fund it below its goal with a reason. The goal is judged under the row lock.
 */
export async function finishCampaignAsFunded(ctx: AppContext, adminId: string, characterId: string) {
  await ctx.db.transaction(async (tx) => {
    const campaign = await lockActiveCampaign(tx, characterId);
    if (!campaign) throw new AppError('campaign-not-finishable');
    if (campaign.currentCents < campaign.targetCents) throw new AppError('campaign-below-goal', { percent: percentOf(campaign) });
    await fundCampaign(ctx, tx, characterId, ctx.clock.now(), adminId);
  });
}

/**
 * Admin override: the campaign goes into production although it is below its goal, with a written
 * reason that is audited under the operator. Shoppers are told it goes into production, never that
 * it reached its goal (messages, emails and pages see `belowGoal`).
 */
export async function fundCampaignBelowGoal(ctx: AppContext, adminId: string, characterId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const campaign = await lockActiveCampaign(tx, characterId);
    if (!campaign) throw new AppError('campaign-not-finishable');
    if (campaign.currentCents >= campaign.targetCents) throw new AppError('campaign-not-below-goal');
    await fundCampaign(ctx, tx, characterId, ctx.clock.now(), adminId, reason);
  });
}

/**
 * Admin: the active campaign fails now, whatever its progress: every paid support is refunded
 * through the queue, as when a campaign misses its goal at its end (the same path).
 */
export async function finishCampaignAsFailed(ctx: AppContext, adminId: string, characterId: string) {
  await ctx.db.transaction(async (tx) => {
    if (!(await failCampaign(ctx, tx, characterId, ctx.clock.now(), adminId))) throw new AppError('campaign-not-failable');
  });
}

/**
 * Missed its goal: the campaign fails, paid supports fail with their frozen diamonds removed, and
 * every one of their refunds is queued in the same transaction, so none can be lost to a crash.
 */
async function failCampaign(ctx: AppContext, tx: Tx, characterId: string, now: Date, by: string | null = null): Promise<boolean> {
  const campaign = await lockActiveCampaign(tx, characterId);
  if (!campaign) return false;
  await tx.update(crowdfundings).set({ status: 'failed', finishedAt: now, updatedAt: now }).where(eq(crowdfundings.id, campaign.id));
  const supporters = await paidByUser(tx, characterId);
  for (const s of supporters) {
    await applyLedgerEntry(tx, {
      userId: s.userId,
      currency: 'frozen_diamond',
      delta: -s.diamonds,
      reason: 'crowdfunding_failed',
      referenceType: 'character',
      referenceId: characterId,
    });
  }
  const failed = await tx
    .update(crowdfundingSupports)
    .set({ status: 'failed', refundStatus: 'pending', updatedAt: now })
    .where(and(eq(crowdfundingSupports.characterId, characterId), eq(crowdfundingSupports.status, 'success')))
    .returning({ paymentId: crowdfundingSupports.paymentId });
  for (const { paymentId } of failed) if (paymentId) await requestRefund(ctx, tx, paymentId);
  // Pledges were never charged: canceled, nothing to refund (decision 040).
  await cancelPledges(tx, characterId, now);
  await ctx.events.emit(tx, {
    type: 'CampaignFailed',
    character: await campaignCharacter(tx, characterId),
    supporters,
    by,
    refunds: failed.length,
    progress: { currentCents: campaign.currentCents, targetCents: campaign.targetCents },
  });
  return true;
}

/**
 * Closes every active campaign past its end date: funded when the goal is met, else failed with its
 * refunds queued. The goal is judged under the campaign's row lock, after any payment that got there first.
 */
export async function finishDueCampaigns(ctx: AppContext) {
  const due = await ctx.db
    .select({ characterId: crowdfundings.characterId })
    .from(crowdfundings)
    .where(and(eq(crowdfundings.status, 'active'), lte(crowdfundings.endAt, ctx.clock.now())));
  for (const { characterId } of due) {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const campaign = await lockActiveCampaign(tx, characterId);
      if (!campaign) return;
      if (campaign.currentCents >= campaign.targetCents) await fundCampaign(ctx, tx, characterId, now, null);
      else await failCampaign(ctx, tx, characterId, now);
    });
  }
}
