/** The in-app messages in English. */
import { formatShipMonth } from '@pedestal/contract';
import type { Texts } from './message-params';
import { chargesText, day, diamondsEn, money, oneLine, stamp } from './text-helpers';

export const en: Texts = {
  support_delayed: ({ no, name, fromMonth, toMonth, reason, answerBy }) => ({
    title: `${name} rewards are delayed to ${formatShipMonth(toMonth)}`,
    body:
      `The rewards of ${name} (your support ${no}) now ship in ${formatShipMonth(toMonth)} instead of ${formatShipMonth(fromMonth)}. Reason: ${reason}. ` +
      (answerBy
        ? `Please tell us by ${day(answerBy)} whether to keep your support; without your answer we cancel it and refund it in full.`
        : 'You may keep your support or cancel it for a full refund.'),
  }),
  support_cancelled: ({ no, name, amountCents, cause }) => ({
    title: 'Support cancelled',
    body:
      cause === 'no-answer'
        ? `We did not hear from you about the delay of ${name}, so we cancelled your support ${no}. Your full refund of ${money(amountCents)} is on its way.`
        : `Your support ${no} of ${name} is cancelled. Your full refund of ${money(amountCents)} is on its way.`,
  }),
  figurine_order_delayed: ({ no, name, specTitle, fromMonth, toMonth, reason, answerBy }) => ({
    title: `${name} is delayed to ${formatShipMonth(toMonth)}`,
    body:
      `${name} — ${specTitle} in your order ${no} now ships in ${formatShipMonth(toMonth)} instead of ${formatShipMonth(fromMonth)}. Reason: ${reason}. ` +
      (answerBy
        ? `Please tell us by ${day(answerBy)} whether to keep your order; without your answer we cancel it and refund it in full.`
        : 'You may keep your order or cancel it for a full refund.'),
  }),
  figurine_order_cancelled: ({ no, totalCents, cause }) => ({
    title: 'Order cancelled',
    body:
      cause === 'no-answer'
        ? `We did not hear from you about the delay of order ${no}, so we cancelled it. Your full refund of ${money(totalCents)} is on its way.`
        : `Your order ${no} is cancelled. Your full refund of ${money(totalCents)} is on its way.`,
  }),
  figurine_order_withdrawn: ({ no, at, returnBy, returnAddress, returnInstructions }) => ({
    title: 'Withdrawal received',
    body:
      `We received your withdrawal from order ${no} on ${stamp(at)} (UTC). ` +
      (returnAddress
        ? `Send the items back by ${day(returnBy)} to: ${oneLine(returnAddress)}. Write the order number ${no} on the parcel. `
        : `Send the items back by ${day(returnBy)} to the returns address our support team emails you within one business day. `) +
      (returnInstructions ? `${returnInstructions} ` : '') +
      'We refund you within 14 days of receiving them.',
  }),
  character_approved: ({ name }) => ({
    title: `${name} was approved`,
    body: `${name} passed review and its vote is open. Share it so fans can vote!`,
  }),
  character_rejected: ({ name, reason }) => ({
    title: `${name} was not approved`,
    body: `Reason: ${reason}. You can edit the submission and send it for review again.`,
  }),
  vote_target_reached: ({ name }) => ({
    title: `${name} reached its vote target`,
    body: `Thanks to its voters, ${name} reached 100% of its vote target. We are now talking with the creator about the copyright.`,
  }),
  vote_reward: ({ name, rank, diamonds }) => ({
    title: `You earned ${diamondsEn(diamonds)}`,
    body: `${name} reached its vote target and you ranked #${rank} among its voters. ${diamondsEn(diamonds)} ${diamonds === 1 ? 'was' : 'were'} added to your wallet.`,
  }),
  crowdfunding_started: ({ name, days, diamonds }) => ({
    title: `${name} is now crowdfunding`,
    body: `${name} moved to crowdfunding for ${days} days. As its submitter you earned ${diamondsEn(diamonds)}.`,
  }),
  crowdfunding_opened: ({ name, days }) => ({
    title: `${name} is now crowdfunding`,
    body: `You voted for ${name} and it reached its target. Back its campaign before it ends in ${days} days.`,
  }),
  support_paid: ({ name, no, amountCents, diamonds, charges }) => {
    const itemised = chargesText(charges, 'en');
    return {
      title: `Support paid: ${name}`,
      body: `${itemised ? `Your support (${no}) is paid: ${itemised}.` : `Your ${money(amountCents)} support (${no}) is paid.`} ${diamondsEn(diamonds)} ${diamonds === 1 ? 'is' : 'are'} frozen until the campaign is funded.`,
    };
  },
  crowdfunding_success: ({ name, diamonds, belowGoal }) =>
    belowGoal
      ? {
          title: `${name} goes into production`,
          body: `${name} ended below its goal, and we decided to produce it anyway. Your ${diamondsEn(diamonds)} ${diamonds === 1 ? 'is' : 'are'} now available.`,
        }
      : {
          title: `${name} was funded!`,
          body: `${name} reached its goal and goes into production. Your ${diamondsEn(diamonds)} ${diamonds === 1 ? 'is' : 'are'} now available.`,
        },
  crowdfunding_reward: ({ name, rank, diamonds }) => ({
    title: `You earned ${diamondsEn(diamonds)}`,
    body: `You ranked #${rank} among the supporters of ${name}. ${diamondsEn(diamonds)} ${diamonds === 1 ? 'was' : 'were'} added to your wallet.`,
  }),
  crowdfunding_failed: ({ name }) => ({
    title: `${name}: campaign failed and refunded`,
    body: `${name} did not reach its goal in time. Your support is refunded to your original payment method.`,
  }),
  figurine_order_paid: ({ no, totalCents, releaseMonth }) => ({
    title: 'Order paid',
    body: releaseMonth
      ? `Your ${money(totalCents)} pre-order ${no} is paid. The figure releases in ${formatShipMonth(releaseMonth)} and ships then.`
      : `Your ${money(totalCents)} order ${no} is paid and will ship soon.`,
  }),
  figurine_order_shipped: ({ no, trackingNo }) => ({
    title: 'Order shipped',
    body: `Your order ${no} has shipped (tracking number ${trackingNo}).`,
  }),
  figurine_order_tracking_corrected: ({ no, trackingNo }) => ({
    title: 'New tracking number',
    body: `The tracking number of your order ${no} was corrected: it is now ${trackingNo}. The old one will not show your parcel.`,
  }),
  figurine_order_refunded: ({ no, amountCents }) => ({
    title: 'Order refunded',
    body: `Your order ${no} has been refunded (${money(amountCents)}).`,
  }),
  figurine_order_partly_refunded: ({ no, amountCents, refundedCents }) => ({
    title: 'Part of your order refunded',
    body: `We refunded ${money(amountCents)} of your order ${no} (${money(refundedCents)} refunded in all). The rest of the order goes on as before.`,
  }),
  figurine_order_expired: ({ no }) => ({
    title: 'Order expired',
    body: `Your order ${no} was not paid in time and has been cancelled. Its items are back in your cart.`,
  }),
  raffle_win: ({ characterName, specTitle }) => ({
    title: 'You won a raffle',
    body: `You won ${characterName} — ${specTitle}. Choose a shipping address to receive it.`,
  }),
  raffle_distributed: ({ characterName, specTitle }) => ({
    title: 'Your raffle prize is on its way',
    body: `${characterName} — ${specTitle} ships in 2-3 business days.`,
  }),
  lottery_won: ({ characterName, specTitle, units, hours }) => ({
    title: 'You were drawn',
    body: `You were drawn in the lottery for ${characterName} — ${specTitle}. ${units === 1 ? 'One unit is' : `${units} units are`} held for you: buy within ${hours} hours or they go to the next drawn.`,
  }),
  lottery_not_drawn: ({ characterName, specTitle }) => ({
    title: 'Not drawn this time',
    body: `You were not drawn in the lottery for ${characterName} — ${specTitle}. You keep your place: if a winner does not buy, their units go to the next drawn and we will tell you.`,
  }),
  lottery_lapsed: ({ characterName, specTitle }) => ({
    title: 'Your purchase window closed',
    body: `Your window to buy ${characterName} — ${specTitle} passed, so its units went to the next drawn.`,
  }),
  pre_sale_opened: ({ name, preSalePriceCents }) => ({
    title: `${name} is open for pre-order`,
    body: `A character you supported is now a figurine. Pre-order it at ${money(preSalePriceCents)} before the pre-sale ends.`,
  }),
  support_refunded: ({ no, name, amountCents, refundedCents, full, diamonds }) => ({
    title: full ? 'Support refunded' : 'Part of your support refunded',
    body: full
      ? `Your support ${no} of ${name} has been refunded (${money(amountCents)}) to your original payment method.${diamonds > 0 ? ` ${diamondsEn(diamonds)} of its reward ${diamonds === 1 ? 'was' : 'were'} taken back.` : ''}`
      : `We refunded ${money(amountCents)} of your support ${no} of ${name} (${money(refundedCents)} refunded in all). Your backing goes on.${diamonds > 0 ? ` ${diamondsEn(diamonds)} of its reward ${diamonds === 1 ? 'was' : 'were'} taken back.` : ''}`,
  }),
  pledge_charged: ({ name, no, amountCents, diamonds, charges }) => {
    const itemised = chargesText(charges, 'en');
    return {
      title: `Pledge charged: ${name}`,
      body: `${itemised ? `${name} was funded and your pledge (${no}) is charged: ${itemised}.` : `${name} was funded and your ${money(amountCents)} pledge (${no}) is charged.`} Your ${diamondsEn(diamonds)} ${diamonds === 1 ? 'is' : 'are'} now available.`,
    };
  },
  pledge_errored: ({ name, no, amountCents, reason, authentication, address, graceEndsAt }) =>
    address
      ? {
          title: `Add an address for your pledge to ${name}`,
          body: `${name} was funded and its reward now ships, but your pledge (${no}) has no address to ship it to, so it was not charged. Add an address and make it your default before ${graceEndsAt.slice(0, 10)}: we charge the pledge at once, with the shipping and tax for that address. Otherwise we try again every 48 hours, and the pledge is dropped after that day.`,
        }
      : {
          title: authentication ? `Confirm your pledge to ${name}` : `Your pledge to ${name} could not be charged`,
          body: `${name} was funded, but your ${money(amountCents)} pledge (${no}) could not be charged: ${reason} ${
            authentication ? 'Your bank asks you to confirm it (3-D Secure).' : 'Please use another card.'
          } Fix it before ${graceEndsAt.slice(0, 10)} or the pledge is dropped; we try again every 48 hours.`,
        },
  pledge_dropped: ({ name, no }) => ({
    title: `Pledge dropped: ${name}`,
    body: `Your pledge (${no}) could not be charged within 7 days, so it was dropped. Nothing was charged.`,
  }),
};
