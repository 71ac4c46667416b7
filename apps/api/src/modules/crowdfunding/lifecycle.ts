import { CROWDFUNDING_DAYS, SUBMITTER_REWARD_DIAMONDS, TOP_SUPPORTER_REWARDS, dollarsToCents } from '@pedestal/contract';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getCharacterDetail } from '../character/detail-queries';
import { refreshCharacterPhase } from '../character/phase';
import { getSettings } from '../content/service';
import { refreshContributors, topContributors } from '../contributor/service';
import { sendMessages, type NewMessage } from '../message/service';
import { getPayment, refundPayment } from '../payment/service';
import { updateVote } from '../vote/service';
import { applyLedgerEntry } from '../wallet/service';
import { crowdfundings, crowdfundingSupports } from './schema';

/**
 * Admin start: the approved character's vote must have reached its target (talks not failed). The vote is closed
 * (talks succeeded), the campaign opens for 60 days with the default target, and the submitter
 * earns the starter reward.
 */
export async function startCrowdfunding(ctx: AppContext, tx: DbOrTx, characterId: string) {
  const now = ctx.clock.now();
  const c = await getCharacterDetail(tx, characterId, { userId: null, isAdmin: true }, now);
  if (!c) throw AppError.notFound('Character not found');
  if (c.status !== 'approved' || !c.vote || c.vote.countCurrent < c.vote.countTarget || c.vote.negotiation === 'failed') {
    throw AppError.rejected('Only an approved character whose vote reached its target can start crowdfunding');
  }
  await updateVote(tx, characterId, { status: 'ended', negotiation: 'succeeded' }, now);
  const { defaultCrowdfundingCountTarget } = await getSettings(tx);
  const endAt = new Date(now.getTime() + CROWDFUNDING_DAYS * 86_400_000);
  const values = { status: 'active' as const, targetCents: dollarsToCents(defaultCrowdfundingCountTarget), currentCents: 0, startedAt: now, endAt, finishedAt: null, updatedAt: now };
  // A seeded or admin-prepared campaign may exist while still inactive; anything further is refused.
  const opened = await tx
    .insert(crowdfundings)
    .values({ characterId, ...values })
    .onConflictDoUpdate({ target: crowdfundings.characterId, set: values, setWhere: eq(crowdfundings.status, 'inactive') })
    .returning({ id: crowdfundings.id });
  if (opened.length === 0) throw AppError.rejected('This character has already been crowdfunded');
  await refreshCharacterPhase(tx, characterId, now);
  await applyLedgerEntry(tx, { userId: c.user.id, currency: 'diamond', delta: SUBMITTER_REWARD_DIAMONDS, reason: 'crowdfunding_started', referenceType: 'character', referenceId: characterId });
  await sendMessages(tx, [
    {
      userId: c.user.id,
      kind: 'crowdfunding_started',
      title: `${c.name} is now crowdfunding`,
      body: `${c.name} moved to crowdfunding for ${CROWDFUNDING_DAYS} days. As its submitter you earned ${SUBMITTER_REWARD_DIAMONDS} diamonds.`,
      link: `/crowdfunding/show/${characterId}`,
    },
  ]);
  return { countTarget: defaultCrowdfundingCountTarget, endAt: endAt.toISOString() };
}

async function lockActiveCampaign(tx: Tx, characterId: string) {
  const [campaign] = await tx
    .select()
    .from(crowdfundings)
    .where(and(eq(crowdfundings.characterId, characterId), eq(crowdfundings.status, 'active')))
    .for('update');
  return campaign ?? null;
}

/** Paid diamonds per supporter, in user order so concurrent closes never wait on each other's wallets. */
async function paidByUser(tx: Tx, characterId: string) {
  return tx
    .select({ userId: crowdfundingSupports.userId, diamonds: sql<number>`sum(${crowdfundingSupports.diamond})::int` })
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
export async function finishCampaignSuccess(ctx: AppContext, tx: Tx, characterId: string): Promise<boolean> {
  const now = ctx.clock.now();
  const campaign = await lockActiveCampaign(tx, characterId);
  if (!campaign) return false;
  await tx.update(crowdfundings).set({ status: 'success_pending', finishedAt: now, updatedAt: now }).where(eq(crowdfundings.id, campaign.id));
  await refreshCharacterPhase(tx, characterId, now);
  const ref = { referenceType: 'character', referenceId: characterId };
  const supporters = await paidByUser(tx, characterId);
  for (const s of supporters) {
    await applyLedgerEntry(tx, { userId: s.userId, currency: 'frozen_diamond', delta: -s.diamonds, reason: 'crowdfunding_release', ...ref });
    await applyLedgerEntry(tx, { userId: s.userId, currency: 'diamond', delta: s.diamonds, reason: 'crowdfunding_release', ...ref });
  }
  await refreshContributors(tx, 'crowdfunding', { characterId }, now);
  const top = await topContributors(tx, characterId, 'crowdfunding', TOP_SUPPORTER_REWARDS.length);
  const rewarded = top.map((t) => ({ ...t, diamonds: TOP_SUPPORTER_REWARDS[t.rank - 1]! })).sort((a, b) => a.userId.localeCompare(b.userId));
  for (const r of rewarded) {
    await applyLedgerEntry(tx, { userId: r.userId, currency: 'diamond', delta: r.diamonds, reason: 'crowdfunding_reward', ...ref });
  }
  const name = (await getCharacterDetail(tx, characterId, { userId: null, isAdmin: true }, now))?.name ?? 'The campaign';
  const link = `/crowdfunding/show/${characterId}`;
  await sendMessages(tx, [
    ...supporters.map((s): NewMessage => ({
      userId: s.userId,
      kind: 'crowdfunding_success',
      title: `${name} was funded!`,
      body: `${name} reached its goal and goes into production. Your ${s.diamonds} diamonds are now available.`,
      link,
    })),
    ...rewarded.map((r): NewMessage => ({
      userId: r.userId,
      kind: 'crowdfunding_reward',
      title: `You earned ${r.diamonds} diamonds`,
      body: `You ranked #${r.rank} among the supporters of ${name}. ${r.diamonds} diamonds were added to your wallet.`,
      link: `/contributors/${characterId}`,
    })),
  ]);
  return true;
}

/**
 * Missed its goal: the campaign fails, paid supports fail with their frozen diamonds removed and
 * a refund pending. Answers the payments to refund (after this transaction commits).
 */
async function failCampaign(ctx: AppContext, tx: Tx, characterId: string): Promise<string[] | null> {
  const now = ctx.clock.now();
  const campaign = await lockActiveCampaign(tx, characterId);
  if (!campaign) return null;
  await tx.update(crowdfundings).set({ status: 'failed', finishedAt: now, updatedAt: now }).where(eq(crowdfundings.id, campaign.id));
  await refreshCharacterPhase(tx, characterId, now);
  const supporters = await paidByUser(tx, characterId);
  for (const s of supporters) {
    await applyLedgerEntry(tx, { userId: s.userId, currency: 'frozen_diamond', delta: -s.diamonds, reason: 'crowdfunding_failed', referenceType: 'character', referenceId: characterId });
  }
  const failed = await tx
    .update(crowdfundingSupports)
    .set({ status: 'failed', refundStatus: 'pending', updatedAt: now })
    .where(and(eq(crowdfundingSupports.characterId, characterId), eq(crowdfundingSupports.status, 'success')))
    .returning({ paymentId: crowdfundingSupports.paymentId });
  const name = (await getCharacterDetail(tx, characterId, { userId: null, isAdmin: true }, now))?.name ?? 'The campaign';
  await sendMessages(
    tx,
    supporters.map((s) => ({
      userId: s.userId,
      kind: 'crowdfunding_failed' as const,
      title: `${name}: campaign failed and refunded`,
      body: `${name} did not reach its goal in time. Your support is refunded to your original payment method.`,
      link: '/order/list',
    })),
  );
  return failed.flatMap((f) => (f.paymentId ? [f.paymentId] : []));
}

/** Refunds through the provider; the support mirrors the payment's refund status (a failed one is retried by the job). */
async function refundSupports(ctx: AppContext, paymentIds: string[]) {
  for (const paymentId of paymentIds) {
    const payment = await refundPayment(ctx, paymentId).catch(async (err: unknown) => {
      ctx.log.error({ err, paymentId }, 'crowdfunding refund failed');
      return getPayment(ctx.db, paymentId);
    });
    await ctx.db
      .update(crowdfundingSupports)
      .set({ refundStatus: payment?.refundStatus ?? 'failed', updatedAt: ctx.clock.now() })
      .where(and(eq(crowdfundingSupports.paymentId, paymentId), inArray(crowdfundingSupports.refundStatus, ['pending', 'failed'])));
  }
}

/**
 * Closes every active campaign past its end date: funded when the goal is met, else failed and
 * refunded. The goal is judged under the campaign's row lock, after any payment that got there first.
 */
export async function finishDueCampaigns(ctx: AppContext) {
  const due = await ctx.db
    .select({ characterId: crowdfundings.characterId })
    .from(crowdfundings)
    .where(and(eq(crowdfundings.status, 'active'), lte(crowdfundings.endAt, ctx.clock.now())));
  for (const { characterId } of due) {
    const toRefund = await ctx.db.transaction(async (tx) => {
      const campaign = await lockActiveCampaign(tx, characterId);
      if (!campaign) return [];
      if (campaign.currentCents >= campaign.targetCents) {
        await finishCampaignSuccess(ctx, tx, characterId);
        return [];
      }
      return (await failCampaign(ctx, tx, characterId)) ?? [];
    });
    await refundSupports(ctx, toRefund);
  }
  const retry = await ctx.db
    .select({ paymentId: crowdfundingSupports.paymentId })
    .from(crowdfundingSupports)
    .where(and(eq(crowdfundingSupports.status, 'failed'), eq(crowdfundingSupports.refundStatus, 'failed')));
  await refundSupports(ctx, retry.flatMap((r) => (r.paymentId ? [r.paymentId] : [])));
}
