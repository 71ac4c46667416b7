import { centsToDollars, formatPrice } from '@pedestal/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { byKind, type CharacterRef, type DomainSubscription, type LotteryRef, type LotteryWinner } from '../../domain/events';
import type { MailCharacter, Notice } from './notices';
import { forgetUserEmails, queueEmails } from './service';

const mailCharacter = (c: CharacterRef): MailCharacter => ({ id: c.id, name: c.name, image: c.image });

/**
 * The emails of every event a user hears about by email: outbox rows (with their delivery jobs)
 * written in the event's transaction, keyed so the same event mails each user once.
 */
/** The email of a drawn applicant with units held for them. */
const lotteryWon = (lottery: LotteryRef, w: LotteryWinner): Notice => ({
  kind: 'lottery_won',
  userId: w.userId,
  about: w.applicationId,
  data: {
    lotteryId: lottery.lotteryId,
    characterName: lottery.characterName,
    specTitle: lottery.specTitle,
    image: lottery.image,
    units: w.units,
    windowEndsAt: w.windowEndsAt.toISOString(),
  },
});

export function notificationSubscriptions(ctx: AppContext): DomainSubscription {
  const queue = async (tx: Tx, notices: Notice[]) => {
    await queueEmails(ctx, tx, notices);
  };
  return {
    subscriber: 'notification',
    on: {
      CampaignStarted: (tx, { character: c, endAt, voterIds }) =>
        queue(
          tx,
          voterIds.map((userId): Notice => ({
            kind: 'crowdfunding_opened',
            userId,
            about: `${c.id}@${ctx.clock.now().toISOString()}`,
            data: { character: mailCharacter(c), endAt: endAt.toISOString() },
          })),
        ),

      CampaignFunded: (tx, { character: c, supporters, rewards, belowGoal }) => {
        const rewardOf = new Map(rewards.map((r) => [r.userId, { rank: r.rank, diamonds: r.diamonds }]));
        return queue(
          tx,
          supporters.map((s): Notice => ({
            kind: 'campaign_funded',
            userId: s.userId,
            about: c.id,
            data: {
              character: mailCharacter(c),
              diamondsReleased: s.diamonds,
              reward: rewardOf.get(s.userId) ?? null,
              ...(belowGoal ? { belowGoal: true } : {}),
            },
          })),
        );
      },

      CampaignFailed: (tx, { character: c, supporters }) =>
        queue(
          tx,
          supporters.map((s): Notice => ({
            kind: 'campaign_failed',
            userId: s.userId,
            about: c.id,
            data: { character: mailCharacter(c), refundCents: s.cents, diamondsReturned: s.diamonds },
          })),
        ),

      // The first failure and each reminder (one per attempt) mail once each.
      PledgeErrored: (tx, { character: c, pledge: p, code, reason, attempt, graceEndsAt }) =>
        queue(tx, [
          {
            kind: 'pledge_errored',
            userId: p.userId,
            about: `${p.id}#${attempt}`,
            data: {
              character: mailCharacter(c),
              supportId: p.id,
              pledgeNo: p.no,
              amountCents: p.amountCents,
              reason,
              authentication: code === 'authentication_required',
              ...(code === 'address_required' ? { address: true } : {}),
              attempt,
              graceEndsAt: graceEndsAt.toISOString(),
            },
          },
        ]),

      PledgeDropped: (tx, { character: c, pledge: p }) =>
        queue(tx, [
          {
            kind: 'pledge_dropped',
            userId: p.userId,
            about: p.id,
            data: { character: mailCharacter(c), pledgeNo: p.no, amountCents: p.amountCents },
          },
        ]),

      PreSaleOpened: (tx, e) =>
        queue(
          tx,
          e.fanIds.map((userId): Notice => ({
            kind: 'pre_sale_opening',
            userId,
            about: `${e.character.id}@${ctx.clock.now().toISOString()}`,
            data: {
              character: mailCharacter(e.character),
              preSalePriceCents: e.preSalePriceCents,
              salePriceCents: e.salePriceCents,
              preSaleEndAt: e.preSaleEndAt.toISOString(),
            },
          })),
        ),

      OrderPaid: byKind({
        purchase: (tx, { order }) => queue(tx, [{ kind: 'order_paid', userId: order.userId, about: order.id, data: { order } }]),
        reward: (tx, { character: c, order: s }) =>
          queue(tx, [
            {
              kind: 'support_paid',
              userId: s.userId,
              about: s.id,
              data: {
                character: mailCharacter(c),
                supportNo: s.no,
                tierTitle: `${formatPrice(centsToDollars(s.amountCents))} · ${s.diamonds} diamonds`,
                amountCents: s.amountCents,
                diamonds: s.diamonds,
                charges: s.charges,
                address: s.address,
              },
            },
          ]),
      }),

      OrderShipped: (tx, { order, trackingNo, carrier }) =>
        queue(tx, [{ kind: 'order_shipped', userId: order.userId, about: order.id, data: { order, trackingNo, carrier } }]),

      // One email per refund (a second partial refund is news of its own); a backer's in words of their own.
      OrderRefunded: byKind({
        purchase: (tx, { order, refundId, refundCents, refundedCents, full }) =>
          queue(tx, [{ kind: 'order_refunded', userId: order.userId, about: refundId, data: { order, refundCents, refundedCents, full } }]),
        reward: (tx, { order: s, character: c, refundId, refundCents, refundedCents, full, diamondsTakenBack }) =>
          queue(tx, [
            {
              kind: 'support_refunded',
              userId: s.userId,
              about: refundId,
              data: { character: mailCharacter(c), supportNo: s.no, refundCents, refundedCents, full, diamondsTakenBack },
            },
          ]),
      }),

      // Issue 29: one email per delay and order (its id in the key), another for a cancellation and a withdrawal.
      OrderDelayed: byKind({
        purchase: (tx, { delay: d, characterName, specTitle, orders }) =>
          queue(
            tx,
            orders.map((o): Notice => ({
              kind: 'order_delayed',
              userId: o.userId,
              about: `${d.id}:${o.id}`,
              data: {
                order: { id: o.id, no: o.no },
                characterName,
                specTitle,
                fromMonth: d.fromMonth,
                toMonth: d.toMonth,
                reason: d.reason,
                answerBy: d.answerBy?.toISOString() ?? null,
              },
            })),
          ),
        reward: (tx, { delay: d, character: c, orders }) =>
          queue(
            tx,
            orders.map((s): Notice => ({
              kind: 'support_delayed',
              userId: s.userId,
              about: `${d.id}:${s.id}`,
              data: {
                character: mailCharacter(c),
                supportNo: s.no,
                fromMonth: d.fromMonth,
                toMonth: d.toMonth,
                reason: d.reason,
                answerBy: d.answerBy?.toISOString() ?? null,
              },
            })),
          ),
      }),

      OrderCancelled: byKind({
        purchase: (tx, { order, cause, at }) =>
          queue(tx, [
            { kind: 'order_cancelled', userId: order.userId, about: order.id, data: { order, cause, cancelledAt: at.toISOString() } },
          ]),
        reward: (tx, { order: s, character: c, cause }) =>
          queue(tx, [
            {
              kind: 'support_cancelled',
              userId: s.userId,
              about: s.id,
              data: { character: mailCharacter(c), supportNo: s.no, amountCents: s.amountCents, cause },
            },
          ]),
      }),

      OrderWithdrawn: (tx, { order, at, returnBy, returnTo }) =>
        queue(tx, [
          {
            kind: 'order_withdrawn',
            userId: order.userId,
            about: order.id,
            data: {
              order,
              withdrawnAt: at.toISOString(),
              returnBy: returnBy.toISOString(),
              returnAddress: returnTo.address,
              returnInstructions: returnTo.instructions,
            },
          },
        ]),

      RaffleWon: (tx, e) =>
        queue(tx, [
          {
            kind: 'raffle_win',
            userId: e.userId,
            about: e.entryId,
            data: { entryId: e.entryId, characterName: e.characterName, specTitle: e.specTitle, image: e.image },
          },
        ]),

      // Lottery drops: the drawn (and those handed units later) get an email; so do the others, once, at the draw.
      LotteryDrawn: (tx, { lottery, winners, others }) =>
        queue(tx, [
          ...winners.map((w) => lotteryWon(lottery, w)),
          ...others.map((o) => ({
            kind: 'lottery_not_drawn' as const,
            userId: o.userId,
            about: o.applicationId,
            data: { lotteryId: lottery.lotteryId, characterName: lottery.characterName, specTitle: lottery.specTitle },
          })),
        ]),

      LotteryUnitsPassedOn: (tx, { lottery, winners }) =>
        queue(
          tx,
          winners.map((w) => lotteryWon(lottery, w)),
        ),

      PasswordChanged: (tx, e) =>
        queue(tx, [{ kind: 'password_changed', userId: e.userId, about: e.at.toISOString(), data: { changedAt: e.at.toISOString() } }]),

      DataExportReady: (tx, e) =>
        queue(tx, [
          {
            kind: 'data_export_ready',
            userId: e.userId,
            about: e.exportId,
            data: { url: e.url, expiresAt: e.expiresAt.toISOString() },
          },
        ]),

      // The farewell is written first, while the account still has its address (the outbox keeps a copy).
      AccountDeleted: async (tx, e) => {
        await forgetUserEmails(tx, e.userId);
        await queue(tx, [{ kind: 'account_deleted', userId: e.userId, about: e.userId, data: { deletedAt: e.at.toISOString() } }]);
      },
    },
  };
}
