import { paths } from '@pedestal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Payable } from '../../domain/extension-points';
import { applyLedgerEntry, getBalances } from '../wallet';
import { campaignCharacter } from './campaign-character';
import { supportAddressRef, supportChargesRef } from './charges';
import { erroredPledge } from './pledges';
import { crowdfundings, crowdfundingSpecs, crowdfundingSupports } from './schema';

/**
 * Locks the campaign row, then the support row (the campaign-end job takes them in the same
 * order): a payment landing while the campaign closes either counts before the close or is
 * refused and refunded by payments, never counted on a closed campaign.
 */
async function lockSupport(tx: Tx, supportId: string) {
  const [head] = await tx
    .select({ characterId: crowdfundingSupports.characterId })
    .from(crowdfundingSupports)
    .where(eq(crowdfundingSupports.id, supportId));
  if (!head) return null;
  const [campaign] = await tx.select().from(crowdfundings).where(eq(crowdfundings.characterId, head.characterId)).for('update');
  const [support] = await tx.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, supportId)).for('update');
  return campaign && support ? { campaign, support } : null;
}

/**
 * A pledge's charge arrived (decision 040): its campaign is funded already, so the pledge is
 * charged and its diamonds are the backer's at once (the raised amount counted it when pledged).
 * Answers false for a support paid at once.
 */
async function chargedPledge(ctx: AppContext, tx: Tx, supportId: string, paymentId: string): Promise<boolean> {
  const now = ctx.clock.now();
  const [support] = await tx
    .update(crowdfundingSupports)
    .set({ status: 'success', paidAt: now, paymentId, pledgeStatus: 'charged', pledgeRetryAt: null, updatedAt: now })
    .where(
      and(
        eq(crowdfundingSupports.id, supportId),
        eq(crowdfundingSupports.status, 'pending'),
        inArray(crowdfundingSupports.pledgeStatus, ['charging', 'errored']),
      ),
    )
    .returning();
  if (!support) return false;
  await applyLedgerEntry(tx, {
    userId: support.userId,
    currency: 'diamond',
    delta: support.diamond,
    reason: 'crowdfunding_support',
    referenceType: 'crowdfunding_support',
    referenceId: support.id,
  });
  await ctx.events.emit(tx, {
    type: 'PledgeCharged',
    character: await campaignCharacter(tx, support.characterId),
    pledge: {
      id: support.id,
      no: support.no,
      userId: support.userId,
      amountCents: support.totalCents,
      diamonds: support.diamond,
      charges: supportChargesRef(support),
    },
  });
  return true;
}

/**
 * The reward's share of what has been refunded (decision 049): a refund gives back the reward, its
 * shipping and its tax in proportion, so the campaign's raised amount (rewards only) drops by the
 * reward's part; the full refund gives back exactly the reward's price.
 */
const rewardShare = (s: { amountCents: number; totalCents: number }, refundedCents: number) =>
  Math.floor((Math.min(refundedCents, s.totalCents) * s.amountCents) / s.totalCents);

/** Plugs crowdfunding supports into payments: the amount is the support's, copied from its spec. */
export function crowdfundingPayable(ctx: AppContext): Payable {
  return {
    /** A disputed support's evidence: the tier backed and its amount; nothing ships yet, so no parcel. */
    async evidence(db, orderId) {
      const [row] = await db
        .select({ support: crowdfundingSupports, tier: crowdfundingSpecs })
        .from(crowdfundingSupports)
        .innerJoin(crowdfundingSpecs, eq(crowdfundingSpecs.id, crowdfundingSupports.specId))
        .where(eq(crowdfundingSupports.id, orderId));
      if (!row) return null;
      const { support, tier } = row;
      const character = await campaignCharacter(db, support.characterId);
      return {
        no: support.no,
        status: support.status,
        lines: [{ title: `${character.name} — ${tier.name || 'Support'}`, quantity: 1, unitPriceCents: support.amountCents }],
        subtotalCents: support.amountCents,
        shippingFeeCents: support.shippingCents,
        taxCents: support.taxCents,
        totalCents: support.totalCents,
        refundedCents: support.refundedCents,
        address: support.address ?? null,
        carrier: null,
        trackingNo: null,
        shippedAt: null,
        receivedAt: null,
        link: paths.crowdfundingShow(support.characterId),
      };
    },

    async load(tx, orderId, userId) {
      const found = await lockSupport(tx, orderId);
      if (!found || found.support.userId !== userId) return null;
      const { campaign, support } = found;
      const now = ctx.clock.now();
      const description = `Crowdfunding support ${support.no}`;
      // A pledge is paid once its campaign is funded: off-session, or by the backer fixing an errored one.
      if (support.pledgeStatus) {
        const due = support.status === 'pending' && (support.pledgeStatus === 'charging' || support.pledgeStatus === 'errored');
        return { amountCents: support.totalCents, description, payable: due, reason: due ? undefined : 'support-not-awaiting-payment' };
      }
      const reason =
        support.status !== 'pending'
          ? 'support-not-awaiting-payment'
          : support.expiresAt <= now
            ? 'support-expired'
            : campaign.status !== 'active' || (campaign.endAt && campaign.endAt <= now)
              ? 'campaign-closed'
              : campaign.chargeMode === 'on_success'
                ? 'pledge-required'
                : undefined;
      // The reward, its shipping and its tax (decision 049).
      return { amountCents: support.totalCents, description, payable: !reason, reason };
    },

    async onPaid(tx, orderId, paymentId) {
      const now = ctx.clock.now();
      if (await chargedPledge(ctx, tx, orderId, paymentId)) return;
      const [support] = await tx
        .update(crowdfundingSupports)
        .set({ status: 'success', paidAt: now, paymentId, updatedAt: now })
        .where(and(eq(crowdfundingSupports.id, orderId), eq(crowdfundingSupports.status, 'pending')))
        .returning();
      if (!support) throw new Error(`Support ${orderId} was paid but is not pending`);
      await tx
        .update(crowdfundings)
        .set({ currentCents: sql`${crowdfundings.currentCents} + ${support.amountCents}`, updatedAt: now })
        .where(eq(crowdfundings.characterId, support.characterId));
      // Diamonds stay frozen until the campaign is funded; a failed campaign takes them back.
      await applyLedgerEntry(tx, {
        userId: support.userId,
        currency: 'frozen_diamond',
        delta: support.diamond,
        reason: 'crowdfunding_support',
        referenceType: 'crowdfunding_support',
        referenceId: support.id,
      });
      await ctx.events.emit(tx, {
        type: 'OrderPaid',
        kind: 'reward',
        character: await campaignCharacter(tx, support.characterId),
        order: {
          id: support.id,
          no: support.no,
          userId: support.userId,
          amountCents: support.totalCents,
          diamonds: support.diamond,
          charges: supportChargesRef(support),
          address: supportAddressRef(support),
        },
      });
    },

    /**
     * A refund of the support's payment succeeded (decision 031): the support mirrors it (amount,
     * status when full), the campaign's raised amount drops by it, and the diamonds follow the money —
     * the supporter keeps floor(diamonds × what stays paid / what was paid). They are taken back from
     * the frozen diamonds while the campaign runs, from the diamonds once released; never below
     * zero (diamonds already spent stay spent, and the row says what was taken).
     */
    /** A pledge's off-session charge that was processing failed later (by webhook): errored, like a refusal at once. */
    async onFailed(tx, orderId, failure) {
      await erroredPledge(ctx, tx, orderId, failure.paymentId, { code: 'declined', reason: failure.message });
    },

    async onRefunded(tx, orderId, refund) {
      const now = ctx.clock.now();
      const [support] = await tx.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, orderId)).for('update');
      if (!support) return;
      let taken = 0;
      // A failed support lost all its (frozen) diamonds with its campaign already.
      if (support.status === 'success') {
        // The money paid is the reward, its shipping and its tax (decision 049): diamonds follow all of it.
        const kept = Math.floor((support.diamond * Math.max(0, support.totalCents - refund.refundedCents)) / support.totalCents);
        const due = Math.max(0, support.diamond - kept - support.diamondsTakenBack);
        const [campaign] = await tx
          .select({ status: crowdfundings.status })
          .from(crowdfundings)
          .where(eq(crowdfundings.characterId, support.characterId));
        const currency = campaign?.status === 'active' ? 'frozen_diamond' : 'diamond';
        const balances = await getBalances(tx, support.userId);
        taken = Math.min(due, currency === 'frozen_diamond' ? balances.frozenDiamonds : balances.diamonds);
        if (taken > 0) {
          await applyLedgerEntry(tx, {
            userId: support.userId,
            currency,
            delta: -taken,
            reason: 'crowdfunding_refund',
            referenceType: 'crowdfunding_support',
            referenceId: support.id,
          });
        }
        await tx
          .update(crowdfundings)
          .set({
            currentCents: sql`greatest(${crowdfundings.currentCents} - ${rewardShare(support, refund.refundedCents) - rewardShare(support, support.refundedCents)}, 0)`,
            updatedAt: now,
          })
          .where(eq(crowdfundings.characterId, support.characterId));
      }
      await tx
        .update(crowdfundingSupports)
        .set({
          refundedCents: refund.refundedCents,
          diamondsTakenBack: support.diamondsTakenBack + taken,
          ...(refund.full ? { refundStatus: 'succeeded' as const } : {}),
          updatedAt: now,
        })
        .where(eq(crowdfundingSupports.id, orderId));
      await ctx.events.emit(tx, {
        type: 'OrderRefunded',
        kind: 'reward',
        order: { id: support.id, no: support.no, userId: support.userId, amountCents: support.totalCents },
        character: await campaignCharacter(tx, support.characterId),
        refundId: refund.refundId,
        refundCents: refund.amountCents,
        refundedCents: refund.refundedCents,
        full: refund.full,
        diamondsTakenBack: taken,
      });
    },

    async onRefundFailed(tx, orderId, refund) {
      // A failed partial refund leaves the support as it was.
      if (refund.amountCents + refund.refundedCents < refund.capturedCents) return;
      await tx
        .update(crowdfundingSupports)
        .set({ refundStatus: 'failed', updatedAt: ctx.clock.now() })
        .where(eq(crowdfundingSupports.id, orderId));
    },
  };
}
