import { newId } from '../../db/ids';
import type { CreateSupportInput } from '@pedestal/contract';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { PledgeRef } from '../../domain/events';
import { AppError } from '../../platform/errors';
import { getDefaultAddress } from '../address';
import { chargeSavedCard, savedCardOfSetup, startCardSetup } from '../payment';
import { campaignCharacter } from './campaign-character';
import { priceReward } from './charges';
import { crowdfundings, crowdfundingSpecs, crowdfundingSupports } from './schema';
import { placeSupport } from './service';

/**
 * Pledges (decision 040): on a charge-on-success campaign a supporter saves a card (a SetupIntent)
 * and pledges; nothing is charged until the campaign is funded. Then each pledge is charged
 * off-session by its own queued job (an idempotency key per attempt); a declined or
 * authentication-required charge errors the pledge, which is retried and reminded every 48 h and
 * dropped when its 7 days of grace end. A failed campaign cancels its pledges: nothing charged,
 * nothing refunded.
 */

export const PLEDGE_CHARGE_QUEUE = 'crowdfunding.charge-pledge';
export const PLEDGE_RETRY_HOURS = 48;
export const PLEDGE_GRACE_DAYS = 7;
const HOUR = 3_600_000;

type Support = typeof crowdfundingSupports.$inferSelect;

const pledgeRef = (s: Support): PledgeRef => ({ id: s.id, no: s.no, userId: s.userId, amountCents: s.totalCents, diamonds: s.diamond });

const orderOf = (supportId: string, userId: string) => ({ orderType: 'crowdfunding_support' as const, orderId: supportId, userId });

/**
 * Starts a pledge: a pending support of a charge-on-success campaign and a card setup for it. The
 * browser confirms the setup with the card form, then `confirmPledge` makes it a pledge.
 */
export async function startPledge(ctx: AppContext, userId: string, input: CreateSupportInput, idempotencyKey?: string) {
  const supportId = await placeSupport(ctx, userId, input, idempotencyKey, 'on_success');
  const setup = await startCardSetup(ctx, orderOf(supportId, userId));
  await ctx.db
    .update(crowdfundingSupports)
    .set({ pledgeSetupRef: setup.setupRef, updatedAt: ctx.clock.now() })
    .where(and(eq(crowdfundingSupports.id, supportId), eq(crowdfundingSupports.userId, userId)));
  return { supportId, setupRef: setup.setupRef, clientSecret: setup.clientSecret };
}

/** Another card for an errored pledge (or a pledge whose setup was abandoned): a fresh setup. */
export async function startPledgeCard(ctx: AppContext, userId: string, supportId: string) {
  const [support] = await ctx.db
    .select()
    .from(crowdfundingSupports)
    .where(and(eq(crowdfundingSupports.id, supportId), eq(crowdfundingSupports.userId, userId)));
  if (!support || (!support.pledgeSetupRef && !support.pledgeStatus)) throw new AppError('pledge-not-found');
  if (support.pledgeStatus && support.pledgeStatus !== 'errored' && support.pledgeStatus !== 'pledged')
    throw new AppError('pledge-not-fixable');
  const setup = await startCardSetup(ctx, orderOf(supportId, userId));
  await ctx.db
    .update(crowdfundingSupports)
    .set({ pledgeSetupRef: setup.setupRef, updatedAt: ctx.clock.now() })
    .where(eq(crowdfundingSupports.id, supportId));
  return { supportId, setupRef: setup.setupRef, clientSecret: setup.clientSecret };
}

/**
 * The shopper confirmed the card setup: the saved card (checked at the provider: theirs, for this
 * support, succeeded) becomes the pledge's. A new pledge counts toward the campaign's goal at once;
 * an errored pledge given another card is charged again now (within its grace).
 */
export async function confirmPledge(ctx: AppContext, userId: string, supportId: string, setupRef: string): Promise<Support> {
  const cardRef = await savedCardOfSetup(ctx, orderOf(supportId, userId), setupRef);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [head] = await tx
      .select({ characterId: crowdfundingSupports.characterId, userId: crowdfundingSupports.userId })
      .from(crowdfundingSupports)
      .where(eq(crowdfundingSupports.id, supportId));
    if (!head || head.userId !== userId) throw new AppError('pledge-not-found');
    // Campaign first, then the support: the order the campaign-end job locks them in.
    const [campaign] = await tx.select().from(crowdfundings).where(eq(crowdfundings.characterId, head.characterId)).for('update');
    const [support] = await tx.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, supportId)).for('update');
    if (!campaign || !support) throw new AppError('pledge-not-found');
    if (support.pledgeStatus === 'errored') {
      const [updated] = await tx
        .update(crowdfundingSupports)
        .set({ pledgeCardRef: cardRef, pledgeRetryAt: null, updatedAt: now })
        .where(eq(crowdfundingSupports.id, supportId))
        .returning();
      await ctx.jobs.enqueue(tx, PLEDGE_CHARGE_QUEUE, { supportId });
      return updated!;
    }
    if (support.pledgeStatus === 'pledged') {
      const [updated] = await tx
        .update(crowdfundingSupports)
        .set({ pledgeCardRef: cardRef, updatedAt: now })
        .where(eq(crowdfundingSupports.id, supportId))
        .returning();
      return updated!;
    }
    if (support.pledgeStatus) throw new AppError('pledge-not-fixable');
    if (support.status !== 'pending') throw new AppError('support-not-awaiting-payment');
    if (support.expiresAt <= now) throw new AppError('support-expired');
    if (campaign.status !== 'active' || (campaign.endAt && campaign.endAt <= now)) throw new AppError('campaign-closed');
    const [pledged] = await tx
      .update(crowdfundingSupports)
      .set({ pledgeStatus: 'pledged', pledgeCardRef: cardRef, updatedAt: now })
      .where(eq(crowdfundingSupports.id, supportId))
      .returning();
    await tx
      .update(crowdfundings)
      .set({ currentCents: sql`${crowdfundings.currentCents} + ${support.amountCents}`, updatedAt: now })
      .where(eq(crowdfundings.id, campaign.id));
    return pledged!;
  });
}

/** The funded campaign's pledges, each charged by its own job (queued in the funding transaction). */
export async function queuePledgeCharges(ctx: AppContext, tx: Tx, characterId: string): Promise<number> {
  const pledged = await tx
    .select({ id: crowdfundingSupports.id })
    .from(crowdfundingSupports)
    .where(and(eq(crowdfundingSupports.characterId, characterId), eq(crowdfundingSupports.pledgeStatus, 'pledged')))
    .orderBy(asc(crowdfundingSupports.id));
  for (const { id } of pledged) await ctx.jobs.enqueue(tx, PLEDGE_CHARGE_QUEUE, { supportId: id });
  return pledged.length;
}

/** The failed campaign's pledges are canceled: nothing was charged, so nothing is refunded. */
export async function cancelPledges(tx: Tx, characterId: string, now: Date): Promise<number> {
  const canceled = await tx
    .update(crowdfundingSupports)
    .set({ status: 'canceled', pledgeStatus: 'canceled', pledgeRetryAt: null, updatedAt: now })
    .where(
      and(
        eq(crowdfundingSupports.characterId, characterId),
        inArray(crowdfundingSupports.pledgeStatus, ['pledged', 'charging', 'errored']),
      ),
    )
    .returning({ id: crowdfundingSupports.id });
  return canceled.length;
}

/** What an errored pledge that waits for an address was told (decision 059); the texts say it in each language. */
export const PLEDGE_ADDRESS_REASON = 'Its reward now ships, and there is no address to ship it to.';

/**
 * A pledge's shipping and tax when it is charged (decision 049): the reward priced for the address
 * it was pledged with, by the store's zones and taxes of the day. An address the store no longer
 * serves keeps the price the backer was shown when pledging (the store accepted that parcel then);
 * a tier switched to ship nothing since drops the pledge's shipping and tax. A pledge without an
 * address on a tier that now ships (decision 059) is priced for the backer's default address, which
 * it then ships to; with none the store serves, it is not charged (`needsAddress`).
 */
async function repricedAtCharge(
  ctx: AppContext,
  tx: Tx,
  support: Support,
): Promise<{ needsAddress: true } | { needsAddress?: false; set: Partial<Support> }> {
  const [tier] = await tx.select().from(crowdfundingSpecs).where(eq(crowdfundingSpecs.id, support.specId));
  if (!tier) return { set: {} };
  const settings = await ctx.settings.read(tx);
  const reward = { ...tier, priceCents: support.amountCents };
  if (!support.address) {
    if (!tier.ships) return { set: {} };
    const price = priceReward(settings, reward, await getDefaultAddress(tx, support.userId));
    if (price.kind !== 'served') return { needsAddress: true };
    return {
      set: { address: price.address, shippingCents: price.shippingCents, taxCents: price.taxCents, charges: price.charges },
    };
  }
  const price = priceReward(settings, reward, support.address);
  // The operator switched the tier to ship nothing since the pledge: no parcel, so no shipping or tax.
  if (price.kind === 'digital') return { set: { shippingCents: 0, taxCents: 0, charges: null } };
  if (price.kind !== 'served') return { set: {} };
  return { set: { shippingCents: price.shippingCents, taxCents: price.taxCents, charges: price.charges } };
}

/**
 * One charge attempt of a pledge (the queue's job; it may run again after a crash, or twice).
 * The attempt is claimed under the support's row lock: a pledge being charged keeps its attempt,
 * so a rerun sends the same idempotency key and the provider answers its first charge. A charged,
 * dropped or canceled pledge is left alone. A pledge whose reward needs an address it lacks is not
 * charged: it errors (`address_required`) and is retried like a declined card (decision 059).
 */
export async function chargePledge(ctx: AppContext, supportId: string): Promise<void> {
  const claim = await ctx.db.transaction(async (tx) => {
    const [support] = await tx.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, supportId)).for('update');
    if (!support || !support.pledgeCardRef) return null;
    if (support.pledgeStatus === 'charging') return support;
    if (support.pledgeStatus !== 'pledged' && support.pledgeStatus !== 'errored') return null;
    // The first charge prices the reward's shipping and tax as they are now (decision 049); retries
    // keep that price, except a pledge still waiting for its address (decision 059).
    const priced =
      support.pledgeStatus === 'pledged' || support.pledgeErrorCode === 'address_required'
        ? await repricedAtCharge(ctx, tx, support)
        : { set: {} };
    if (priced.needsAddress) {
      await pledgeNeedsAddress(ctx, tx, support);
      return null;
    }
    const [claimed] = await tx
      .update(crowdfundingSupports)
      .set({
        ...priced.set,
        pledgeStatus: 'charging',
        pledgeAttempts: support.pledgeAttempts + 1,
        pledgePaymentId: newId(),
        pledgeRetryAt: null,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(crowdfundingSupports.id, supportId))
      .returning();
    return claimed!;
  });
  if (!claim) return;
  const charge = await chargeSavedCard(ctx, {
    ...orderOf(claim.id, claim.userId),
    paymentId: claim.pledgePaymentId!,
    cardRef: claim.pledgeCardRef!,
    amountCents: claim.totalCents,
    description: `Crowdfunding pledge ${claim.no}`,
    idempotencyKey: `pledge-${claim.id}-${claim.pledgeAttempts}`,
  });
  if (charge.outcome === 'succeeded' || charge.outcome === 'pending') return;
  await ctx.db.transaction((tx) =>
    erroredPledge(ctx, tx, claim.id, claim.pledgePaymentId!, {
      code: charge.outcome === 'authentication_required' ? 'authentication_required' : 'declined',
      reason: charge.failureMessage ?? 'Payment failed',
    }),
  );
}

/**
 * The pledge cannot be charged until it has an address (decision 059): nothing is charged, the
 * pledge errors as a declined card does (same grace, same 48 h retries, the backer told each time
 * by message and email), and it is charged as soon as the backer sets a default address.
 */
async function pledgeNeedsAddress(ctx: AppContext, tx: Tx, support: Support): Promise<void> {
  const now = ctx.clock.now();
  const [errored] = await tx
    .update(crowdfundingSupports)
    .set({
      pledgeStatus: 'errored',
      pledgeError: PLEDGE_ADDRESS_REASON,
      pledgeErrorCode: 'address_required',
      pledgeErroredAt: support.pledgeErroredAt ?? now,
      // Counted as an attempt, so each reminder is its own notice.
      pledgeAttempts: support.pledgeAttempts + 1,
      pledgeRetryAt: new Date(now.getTime() + PLEDGE_RETRY_HOURS * HOUR),
      updatedAt: now,
    })
    .where(eq(crowdfundingSupports.id, support.id))
    .returning();
  await ctx.events.emit(tx, {
    type: 'PledgeErrored',
    character: await campaignCharacter(tx, errored!.characterId),
    pledge: pledgeRef(errored!),
    code: 'address_required',
    reason: PLEDGE_ADDRESS_REASON,
    attempt: errored!.pledgeAttempts,
    graceEndsAt: graceEnd(errored!.pledgeErroredAt!),
  });
}

/**
 * The backer set a default address (decision 059): their pledges waiting for one are charged now
 * rather than at the next 48 h retry.
 */
export async function retryPledgesAwaitingAddress(ctx: AppContext, tx: Tx, userId: string): Promise<number> {
  const waiting = await tx
    .update(crowdfundingSupports)
    .set({ pledgeRetryAt: null, updatedAt: ctx.clock.now() })
    .where(
      and(
        eq(crowdfundingSupports.userId, userId),
        eq(crowdfundingSupports.pledgeStatus, 'errored'),
        eq(crowdfundingSupports.pledgeErrorCode, 'address_required'),
        isNotNull(crowdfundingSupports.pledgeRetryAt),
      ),
    )
    .returning({ id: crowdfundingSupports.id });
  for (const { id } of waiting) await ctx.jobs.enqueue(tx, PLEDGE_CHARGE_QUEUE, { supportId: id });
  return waiting.length;
}

/**
 * A pledge's charge attempt failed: at once (the provider refused the call) or later (a charge
 * that was processing failed by webhook). Only the attempt being charged is errored, so a late
 * failure of an older attempt changes nothing; the reminder and the 48 h retry start here.
 */
export async function erroredPledge(
  ctx: AppContext,
  tx: Tx,
  supportId: string,
  paymentId: string,
  failure: { code: 'authentication_required' | 'declined'; reason: string },
): Promise<void> {
  const now = ctx.clock.now();
  const [errored] = await tx
    .update(crowdfundingSupports)
    .set({
      pledgeStatus: 'errored',
      pledgeError: failure.reason,
      pledgeErrorCode: failure.code,
      pledgeErroredAt: sql`coalesce(${crowdfundingSupports.pledgeErroredAt}, ${now.toISOString()}::timestamptz)`,
      pledgeRetryAt: new Date(now.getTime() + PLEDGE_RETRY_HOURS * HOUR),
      updatedAt: now,
    })
    .where(
      and(
        eq(crowdfundingSupports.id, supportId),
        eq(crowdfundingSupports.pledgeStatus, 'charging'),
        eq(crowdfundingSupports.pledgePaymentId, paymentId),
      ),
    )
    .returning();
  if (!errored) return;
  await ctx.events.emit(tx, {
    type: 'PledgeErrored',
    character: await campaignCharacter(tx, errored.characterId),
    pledge: pledgeRef(errored),
    code: errored.pledgeErrorCode!,
    reason: errored.pledgeError!,
    attempt: errored.pledgeAttempts,
    graceEndsAt: graceEnd(errored.pledgeErroredAt!),
  });
}

export const graceEnd = (erroredAt: Date) => new Date(erroredAt.getTime() + PLEDGE_GRACE_DAYS * 24 * HOUR);

/**
 * The errored pledges' clock (a scheduled job): a pledge whose grace is over is dropped (nothing
 * charged, its reward released); one whose 48 h are up is charged again, and reminded if that fails.
 */
export async function tendErroredPledges(ctx: AppContext): Promise<{ retried: number; dropped: number }> {
  const now = ctx.clock.now();
  const graceStart = new Date(now.getTime() - PLEDGE_GRACE_DAYS * 24 * HOUR);
  const due = await ctx.db
    .select({ id: crowdfundingSupports.id })
    .from(crowdfundingSupports)
    .where(
      and(
        eq(crowdfundingSupports.pledgeStatus, 'errored'),
        isNotNull(crowdfundingSupports.pledgeRetryAt),
        lte(crowdfundingSupports.pledgeRetryAt, now),
      ),
    );
  const expired = await ctx.db
    .select({ id: crowdfundingSupports.id })
    .from(crowdfundingSupports)
    .where(and(eq(crowdfundingSupports.pledgeStatus, 'errored'), lte(crowdfundingSupports.pledgeErroredAt, graceStart)));
  let dropped = 0;
  for (const { id } of expired) {
    await ctx.db.transaction(async (tx) => {
      const [gone] = await tx
        .update(crowdfundingSupports)
        .set({ status: 'failed', pledgeStatus: 'dropped', pledgeRetryAt: null, updatedAt: now })
        .where(
          and(
            eq(crowdfundingSupports.id, id),
            eq(crowdfundingSupports.pledgeStatus, 'errored'),
            lte(crowdfundingSupports.pledgeErroredAt, graceStart),
          ),
        )
        .returning();
      if (!gone) return;
      dropped++;
      await ctx.events.emit(tx, {
        type: 'PledgeDropped',
        character: await campaignCharacter(tx, gone.characterId),
        pledge: pledgeRef(gone),
        reason: gone.pledgeError ?? 'Payment failed',
      });
    });
  }
  const droppedIds = new Set(expired.map((e) => e.id));
  let retried = 0;
  for (const { id } of due) {
    if (droppedIds.has(id)) continue;
    await ctx.db.transaction(async (tx) => {
      // Taken off the clock with its job queued, so a second run does not queue it again.
      const [taken] = await tx
        .update(crowdfundingSupports)
        .set({ pledgeRetryAt: null, updatedAt: now })
        .where(
          and(
            eq(crowdfundingSupports.id, id),
            eq(crowdfundingSupports.pledgeStatus, 'errored'),
            lte(crowdfundingSupports.pledgeRetryAt, now),
          ),
        )
        .returning({ id: crowdfundingSupports.id });
      if (!taken) return;
      retried++;
      await ctx.jobs.enqueue(tx, PLEDGE_CHARGE_QUEUE, { supportId: id });
    });
  }
  return { retried, dropped };
}

/** The pledge the shopper opens from the reminder: where it stands and what fixing it takes. */
export async function getPledge(ctx: AppContext, userId: string, supportId: string) {
  const [support] = await ctx.db
    .select()
    .from(crowdfundingSupports)
    .where(
      and(eq(crowdfundingSupports.id, supportId), eq(crowdfundingSupports.userId, userId), isNotNull(crowdfundingSupports.pledgeStatus)),
    );
  if (!support) throw new AppError('pledge-not-found');
  return {
    id: support.id,
    no: support.no,
    characterId: support.characterId,
    status: support.pledgeStatus!,
    amountCents: support.totalCents,
    diamonds: support.diamond,
    error: support.pledgeError,
    errorCode: support.pledgeErrorCode,
    graceEndsAt: support.pledgeErroredAt ? graceEnd(support.pledgeErroredAt).toISOString() : null,
    nextRetryAt: support.pledgeRetryAt?.toISOString() ?? null,
  };
}
