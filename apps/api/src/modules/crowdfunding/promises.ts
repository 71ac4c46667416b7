import {
  DELAY_ANSWER_DAYS,
  delayNeedsConsent,
  shipMonthAfter,
  storeRules,
  type DelayAnswer,
  type RecordDelayInput,
} from '@pedestal/contract';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { CharacterRef, OrderCancelCause } from '../../domain/events';
import { AppError } from '../../platform/errors';
import { idempotent } from '../../platform/idempotency/keys';
import { getCharacterRef } from '../character';
import { requestRefund } from '../payment';
import { campaignDelays, crowdfundings, crowdfundingSupports, supportDelayNotices } from './schema';

/**
 * Issue 29 for campaigns: the estimated ship month of a campaign's rewards, its delays told to
 * every paid support, the backer's answer (keep, or cancel for a full refund through the refund
 * queue) and the job refunding the unanswered ones that needed a yes. The rules are the
 * contract's (rules/promises), as for figurine orders (shop/promises.ts).
 */

const DAY = 86_400_000;

async function characterOf(tx: DbOrTx, characterId: string): Promise<CharacterRef> {
  const c = await getCharacterRef(tx, characterId);
  return { id: characterId, name: c?.name ?? 'the campaign', image: c?.illustration ?? null, submitterId: c?.userId ?? '' };
}

const lockCampaignRow = async (tx: Tx, characterId: string) =>
  (await tx.select().from(crowdfundings).where(eq(crowdfundings.characterId, characterId)).for('update'))[0];

/** Sets the first estimated ship month of a campaign's rewards; once set, only a delay moves it. */
export async function setCampaignShipMonth(ctx: AppContext, adminId: string, characterId: string, shipMonth: string) {
  await ctx.db.transaction(async (tx) => {
    const campaign = await lockCampaignRow(tx, characterId);
    if (!campaign) throw new AppError('crowdfunding-not-found');
    if (campaign.shipMonth && campaign.shipMonth !== shipMonth) throw new AppError('ship-month-set');
    await tx.update(crowdfundings).set({ shipMonth, updatedAt: ctx.clock.now() }).where(eq(crowdfundings.characterId, characterId));
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'crowdfunding.ship_month',
      target: { type: 'crowdfunding', id: characterId },
      detail: { shipMonth },
    });
  });
}

/** Paid supports whose money is not all back: the backers a delay is told to. */
const paidSupports = (characterId: string) =>
  and(
    eq(crowdfundingSupports.characterId, characterId),
    eq(crowdfundingSupports.status, 'success'),
    or(isNull(crowdfundingSupports.refundStatus), eq(crowdfundingSupports.refundStatus, 'failed')),
  );

/** The operator moves the rewards' ship month later; every paid support gets a notice (message and email by subscribers). */
export async function recordCampaignDelay(ctx: AppContext, adminId: string, characterId: string, input: RecordDelayInput) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const campaign = await lockCampaignRow(tx, characterId);
    if (!campaign) throw new AppError('crowdfunding-not-found');
    const fromMonth = campaign.shipMonth;
    if (!fromMonth) throw new AppError('ship-month-missing');
    if (!shipMonthAfter(input.shipMonth, fromMonth)) throw new AppError('delay-not-later');
    const before = await tx
      .select()
      .from(campaignDelays)
      .where(eq(campaignDelays.characterId, characterId))
      .orderBy(asc(campaignDelays.createdAt));
    const rules = storeRules((await ctx.settings.read(tx)).storeRegions);
    const needsConsent = delayNeedsConsent(rules, before[0]?.fromMonth ?? fromMonth, input.shipMonth, before.length);
    const answerBy = needsConsent ? new Date(now.getTime() + DELAY_ANSWER_DAYS * DAY) : null;
    const [delay] = await tx
      .insert(campaignDelays)
      .values({ characterId, fromMonth, toMonth: input.shipMonth, reason: input.reason, needsConsent, createdBy: adminId, createdAt: now })
      .returning();
    await tx.update(crowdfundings).set({ shipMonth: input.shipMonth, updatedAt: now }).where(eq(crowdfundings.characterId, characterId));
    const supports = await tx
      .select({ id: crowdfundingSupports.id, no: crowdfundingSupports.no, userId: crowdfundingSupports.userId })
      .from(crowdfundingSupports)
      .where(paidSupports(characterId))
      .orderBy(crowdfundingSupports.id);
    if (supports.length > 0)
      await tx
        .insert(supportDelayNotices)
        .values(supports.map((s) => ({ delayId: delay!.id, supportId: s.id, needsConsent, answerBy, createdAt: now })));
    await ctx.events.emit(tx, {
      type: 'OrderDelayed',
      kind: 'reward',
      delay: { id: delay!.id, fromMonth, toMonth: input.shipMonth, reason: input.reason, needsConsent, answerBy },
      character: await characterOf(tx, characterId),
      orders: supports,
      by: adminId,
    });
  });
}

/**
 * Cancels a paid support for a full refund, in the caller's transaction: one guarded UPDATE marks
 * its refund pending (of two racing cancels, one matches), and payments queues the refund; the
 * support's diamonds follow the money when the provider confirms (decision 031).
 */
async function cancelSupport(ctx: AppContext, tx: Tx, supportId: string, cause: OrderCancelCause, userId?: string) {
  const now = ctx.clock.now();
  const [support] = await tx
    .update(crowdfundingSupports)
    .set({ refundStatus: 'pending', updatedAt: now })
    .where(
      and(
        eq(crowdfundingSupports.id, supportId),
        eq(crowdfundingSupports.status, 'success'),
        or(isNull(crowdfundingSupports.refundStatus), eq(crowdfundingSupports.refundStatus, 'failed')),
        userId ? eq(crowdfundingSupports.userId, userId) : undefined,
      ),
    )
    .returning();
  if (!support?.paymentId) return false;
  const reason =
    cause === 'delay' ? 'Cancelled after a delay' : cause === 'no-answer' ? 'No answer to a delay notice' : 'Cancelled by the backer';
  if (!(await requestRefund(ctx, tx, support.paymentId, { reason, source: 'system' }))) throw new AppError('support-not-cancellable');
  await ctx.events.emit(tx, {
    type: 'OrderCancelled',
    kind: 'reward',
    order: { id: support.id, no: support.no, userId: support.userId, amountCents: support.totalCents - support.refundedCents },
    character: await characterOf(tx, support.characterId),
    cause,
    at: now,
  });
  return true;
}

/** The backer answers the open delay notices of a support: keep it, or cancel it for a full refund. */
export async function answerSupportDelay(ctx: AppContext, userId: string, supportId: string, answer: DelayAnswer, idempotencyKey?: string) {
  await ctx.db.transaction(async (tx) => {
    // Issue 41: a double confirm with one key is one answer (one refund), answered as the first.
    const claim = { userId, scope: 'support.delay-answer', key: idempotencyKey, request: { supportId, answer } };
    await idempotent(tx, claim, ctx.clock.now(), async () => {
      const [support] = await tx
        .select({ id: crowdfundingSupports.id })
        .from(crowdfundingSupports)
        .where(and(eq(crowdfundingSupports.id, supportId), eq(crowdfundingSupports.userId, userId)))
        .for('update');
      if (!support) throw new AppError('support-not-found');
      const answered = await tx
        .update(supportDelayNotices)
        .set({ answer, answeredAt: ctx.clock.now() })
        .where(and(eq(supportDelayNotices.supportId, supportId), isNull(supportDelayNotices.answer)))
        .returning({ id: supportDelayNotices.id });
      if (answered.length === 0) throw new AppError('delay-answer-not-open');
      if (answer === 'cancel' && !(await cancelSupport(ctx, tx, supportId, 'delay', userId))) throw new AppError('support-not-cancellable');
      return true;
    });
  });
}

/** Every hour: a campaign delay that needed the backer's yes, unanswered by its date, refunds the support. */
export async function refundUnansweredSupportDelays(ctx: AppContext, now: Date): Promise<number> {
  const due = await ctx.db
    .selectDistinct({ supportId: supportDelayNotices.supportId })
    .from(supportDelayNotices)
    .where(and(isNull(supportDelayNotices.answer), eq(supportDelayNotices.needsConsent, true), lte(supportDelayNotices.answerBy, now)));
  let refunded = 0;
  for (const { supportId } of due) if (await ctx.db.transaction((tx) => cancelSupport(ctx, tx, supportId, 'no-answer'))) refunded++;
  return refunded;
}

const toDelay = (d: typeof campaignDelays.$inferSelect) => ({
  id: d.id,
  fromMonth: d.fromMonth,
  toMonth: d.toMonth,
  reason: d.reason,
  needsConsent: d.needsConsent,
  createdAt: d.createdAt.toISOString(),
});

/** A campaign's ship month and its delays, oldest first (the console). */
export async function campaignShipping(db: DbOrTx, characterId: string) {
  const [campaign] = await db
    .select({ shipMonth: crowdfundings.shipMonth })
    .from(crowdfundings)
    .where(eq(crowdfundings.characterId, characterId));
  if (!campaign) throw new AppError('crowdfunding-not-found');
  const delays = await db
    .select()
    .from(campaignDelays)
    .where(eq(campaignDelays.characterId, characterId))
    .orderBy(asc(campaignDelays.createdAt), asc(campaignDelays.id));
  return { shipMonth: campaign.shipMonth, delays: delays.map(toDelay) };
}

/** The delays each support heard of, with the backer's answers (`specTitle` names the campaign). */
export async function delaysOfSupports(db: DbOrTx, supportIds: string[], names: Map<string, string>) {
  const bySupport = new Map<
    string,
    (ReturnType<typeof toDelay> & { specTitle: string; answer: DelayAnswer | null; answeredAt: string | null; answerBy: string | null })[]
  >();
  if (supportIds.length === 0) return bySupport;
  const rows = await db
    .select({ notice: supportDelayNotices, delay: campaignDelays })
    .from(supportDelayNotices)
    .innerJoin(campaignDelays, eq(campaignDelays.id, supportDelayNotices.delayId))
    .where(inArray(supportDelayNotices.supportId, supportIds))
    .orderBy(asc(campaignDelays.createdAt));
  for (const { notice: n, delay } of rows)
    bySupport.set(n.supportId, [
      ...(bySupport.get(n.supportId) ?? []),
      {
        ...toDelay(delay),
        specTitle: names.get(n.supportId) ?? '',
        answer: n.answer,
        answeredAt: n.answeredAt?.toISOString() ?? null,
        answerBy: n.answerBy?.toISOString() ?? null,
      },
    ]);
  return bySupport;
}
