import { paths } from '@pedestal/contract';
import { byKind, type DomainSubscription } from '../../domain/events';
import { deleteUserMessages, sendMessages, type NewMessage } from './service';

/** The in-app notices of every event a user hears about, written in the event's transaction. */
export function messageSubscriptions(): DomainSubscription {
  return {
    subscriber: 'message',
    on: {
      CharacterApproved: (tx, { character: c }) =>
        sendMessages(tx, [{ userId: c.submitterId, kind: 'character_approved', params: { name: c.name }, link: paths.voteShow(c.id) }]),

      CharacterRejected: (tx, { character: c, reason }) =>
        sendMessages(tx, [
          { userId: c.submitterId, kind: 'character_rejected', params: { name: c.name, reason }, link: paths.characterEdit(c.id) },
        ]),

      VoteTargetReached: (tx, { character: c, rewards }) =>
        sendMessages(tx, [
          { userId: c.submitterId, kind: 'vote_target_reached', params: { name: c.name }, link: paths.voteShow(c.id) },
          ...rewards.map((r): NewMessage => ({
            userId: r.userId,
            kind: 'vote_reward',
            params: { name: c.name, rank: r.rank, diamonds: r.diamonds },
            link: paths.contributors(c.id),
          })),
        ]),

      CampaignStarted: (tx, { character: c, days, submitterReward, voterIds }) =>
        sendMessages(tx, [
          {
            userId: c.submitterId,
            kind: 'crowdfunding_started',
            params: { name: c.name, days, diamonds: submitterReward },
            link: paths.crowdfundingShow(c.id),
          },
          // The voters who pushed it to its target hear that it now needs backers (a campaign update).
          ...voterIds.map((userId): NewMessage => ({
            userId,
            kind: 'crowdfunding_opened',
            params: { name: c.name, days },
            link: paths.crowdfundingShow(c.id),
          })),
        ]),

      CampaignFunded: (tx, { character: c, supporters, rewards, belowGoal }) =>
        sendMessages(tx, [
          ...supporters.map((s): NewMessage => ({
            userId: s.userId,
            kind: 'crowdfunding_success',
            params: belowGoal ? { name: c.name, diamonds: s.diamonds, belowGoal: true } : { name: c.name, diamonds: s.diamonds },
            link: paths.crowdfundingShow(c.id),
          })),
          ...rewards.map((r): NewMessage => ({
            userId: r.userId,
            kind: 'crowdfunding_reward',
            params: { name: c.name, rank: r.rank, diamonds: r.diamonds },
            link: paths.contributors(c.id),
          })),
        ]),

      PledgeCharged: (tx, { character: c, pledge: p }) =>
        sendMessages(tx, [
          {
            userId: p.userId,
            kind: 'pledge_charged',
            params: { name: c.name, no: p.no, amountCents: p.amountCents, diamonds: p.diamonds, charges: p.charges },
            link: paths.crowdfundingShow(c.id),
          },
        ]),

      // The link fixes it: the pledge's checkout takes the card again with 3-D Secure, or another card.
      PledgeErrored: (tx, { character: c, pledge: p, code, reason, graceEndsAt }) =>
        sendMessages(tx, [
          {
            userId: p.userId,
            kind: 'pledge_errored',
            params: {
              name: c.name,
              no: p.no,
              amountCents: p.amountCents,
              reason,
              authentication: code === 'authentication_required',
              ...(code === 'address_required' ? { address: true } : {}),
              graceEndsAt: graceEndsAt.toISOString(),
            },
            // Waiting for an address (decision 059): the fix is in the address book, not the card.
            link: code === 'address_required' ? paths.addressCreate : paths.checkout(p.id, 'crowdfunding_support'),
          },
        ]),

      PledgeDropped: (tx, { character: c, pledge: p }) =>
        sendMessages(tx, [
          { userId: p.userId, kind: 'pledge_dropped', params: { name: c.name, no: p.no }, link: paths.crowdfundingShow(c.id) },
        ]),

      CampaignFailed: (tx, { character: c, supporters }) =>
        sendMessages(
          tx,
          supporters.map((s): NewMessage => ({
            userId: s.userId,
            kind: 'crowdfunding_failed',
            params: { name: c.name },
            link: paths.orderList,
          })),
        ),

      PreSaleOpened: (tx, { character: c, preSalePriceCents, fanIds }) =>
        sendMessages(
          tx,
          fanIds.map((userId): NewMessage => ({
            userId,
            kind: 'pre_sale_opened',
            params: { name: c.name, preSalePriceCents },
            link: paths.figurineShow(c.id),
          })),
        ),

      OrderPaid: byKind({
        purchase: (tx, { order: o }) =>
          sendMessages(tx, [
            {
              userId: o.userId,
              kind: 'figurine_order_paid',
              params: { no: o.no, totalCents: o.totalCents, releaseMonth: o.releaseMonth ?? null },
              link: paths.orderShow(o.id),
            },
          ]),
        reward: (tx, { character: c, order: s }) =>
          sendMessages(tx, [
            {
              userId: s.userId,
              kind: 'support_paid',
              params: { name: c.name, no: s.no, amountCents: s.amountCents, diamonds: s.diamonds, charges: s.charges },
              link: paths.crowdfundingShow(c.id),
            },
          ]),
      }),

      OrderShipped: (tx, { order: o, trackingNo }) =>
        sendMessages(tx, [
          { userId: o.userId, kind: 'figurine_order_shipped', params: { no: o.no, trackingNo }, link: paths.orderShow(o.id) },
        ]),

      OrderTrackingCorrected: (tx, { order: o, trackingNo }) =>
        sendMessages(tx, [
          { userId: o.userId, kind: 'figurine_order_tracking_corrected', params: { no: o.no, trackingNo }, link: paths.orderShow(o.id) },
        ]),

      OrderRefunded: byKind({
        purchase: (tx, { order: o, refundCents, refundedCents, full }) =>
          sendMessages(tx, [
            full
              ? {
                  userId: o.userId,
                  kind: 'figurine_order_refunded',
                  params: { no: o.no, amountCents: refundCents },
                  link: paths.orderShow(o.id),
                }
              : {
                  userId: o.userId,
                  kind: 'figurine_order_partly_refunded',
                  params: { no: o.no, amountCents: refundCents, refundedCents },
                  link: paths.orderShow(o.id),
                },
          ]),
        // A backer hears of it in words of their own (not a purchase's), with the diamonds it took back.
        reward: (tx, { order: s, character: c, refundCents, refundedCents, full, diamondsTakenBack }) =>
          sendMessages(tx, [
            {
              userId: s.userId,
              kind: 'support_refunded',
              params: { no: s.no, name: c.name, amountCents: refundCents, refundedCents, full, diamonds: diamondsTakenBack },
              link: paths.crowdfundingShow(c.id),
            },
          ]),
      }),

      OrdersExpired: (tx, { orders }) =>
        sendMessages(
          tx,
          orders.map((o): NewMessage => ({
            userId: o.userId,
            kind: 'figurine_order_expired',
            params: { no: o.no },
            link: paths.orderShow(o.id),
          })),
        ),

      OrderDelayed: byKind({
        purchase: (tx, { delay: d, characterName, specTitle, orders }) =>
          sendMessages(
            tx,
            orders.map((o): NewMessage => ({
              userId: o.userId,
              kind: 'figurine_order_delayed',
              params: {
                no: o.no,
                name: characterName,
                specTitle,
                fromMonth: d.fromMonth,
                toMonth: d.toMonth,
                reason: d.reason,
                answerBy: d.answerBy?.toISOString() ?? null,
              },
              link: paths.orderShow(o.id),
            })),
          ),
        reward: (tx, { delay: d, character: c, orders }) =>
          sendMessages(
            tx,
            orders.map((s): NewMessage => ({
              userId: s.userId,
              kind: 'support_delayed',
              params: {
                no: s.no,
                name: c.name,
                fromMonth: d.fromMonth,
                toMonth: d.toMonth,
                reason: d.reason,
                answerBy: d.answerBy?.toISOString() ?? null,
              },
              link: paths.crowdfundingShow(c.id),
            })),
          ),
      }),

      OrderCancelled: byKind({
        purchase: (tx, { order: o, cause }) =>
          sendMessages(tx, [
            {
              userId: o.userId,
              kind: 'figurine_order_cancelled',
              params: { no: o.no, totalCents: o.totalCents, cause },
              link: paths.orderShow(o.id),
            },
          ]),
        reward: (tx, { order: s, character: c, cause }) =>
          sendMessages(tx, [
            {
              userId: s.userId,
              kind: 'support_cancelled',
              params: { no: s.no, name: c.name, amountCents: s.amountCents, cause },
              link: paths.crowdfundingShow(c.id),
            },
          ]),
      }),

      OrderWithdrawn: (tx, { order: o, at, returnBy, returnTo }) =>
        sendMessages(tx, [
          {
            userId: o.userId,
            kind: 'figurine_order_withdrawn',
            params: {
              no: o.no,
              at: at.toISOString(),
              returnBy: returnBy.toISOString(),
              returnAddress: returnTo.address,
              returnInstructions: returnTo.instructions,
            },
            link: paths.orderShow(o.id),
          },
        ]),

      RaffleWon: (tx, e) =>
        sendMessages(tx, [
          {
            userId: e.userId,
            kind: 'raffle_win',
            params: { characterName: e.characterName, specTitle: e.specTitle },
            link: paths.raffleEntry(e.entryId),
          },
        ]),

      RafflePrizeClaimed: (tx, e) =>
        sendMessages(tx, [
          {
            userId: e.userId,
            kind: 'raffle_distributed',
            params: { characterName: e.characterName, specTitle: e.specTitle },
            link: paths.raffleEntry(e.entryId),
          },
        ]),

      LotteryDrawn: (tx, { lottery, winners, others }) =>
        sendMessages(tx, [
          ...winners.map((w): NewMessage => ({
            userId: w.userId,
            kind: 'lottery_won',
            params: { characterName: lottery.characterName, specTitle: lottery.specTitle, units: w.units, hours: lottery.claimHours },
            link: paths.lotteryShow(lottery.lotteryId),
          })),
          ...others.map((o): NewMessage => ({
            userId: o.userId,
            kind: 'lottery_not_drawn',
            params: { characterName: lottery.characterName, specTitle: lottery.specTitle },
            link: paths.lotteryShow(lottery.lotteryId),
          })),
        ]),

      LotteryUnitsPassedOn: (tx, { lottery, lapsed, winners }) =>
        sendMessages(tx, [
          ...lapsed.map((l): NewMessage => ({
            userId: l.userId,
            kind: 'lottery_lapsed',
            params: { characterName: lottery.characterName, specTitle: lottery.specTitle },
            link: paths.lotteryShow(lottery.lotteryId),
          })),
          ...winners.map((w): NewMessage => ({
            userId: w.userId,
            kind: 'lottery_won',
            params: { characterName: lottery.characterName, specTitle: lottery.specTitle, units: w.units, hours: lottery.claimHours },
            link: paths.lotteryShow(lottery.lotteryId),
          })),
        ]),

      // The user's notices go with the account.
      AccountDeleted: (tx, e) => deleteUserMessages(tx, e.userId),
    },
  };
}
