import { centsToDollars, formatPrice, formatShipMonth, shownBreakdown, taxLabel, type MessageKind } from '@pedestal/contract';
import type { Language } from '@pedestal/contract/schemas/auth';
import type { SupportChargesRef } from '../../domain/events';

/** "1 diamond", "3 diamonds" (decision 051: every count with its unit, singular too); Chinese counts them with 颗. */
const diamondsEn = (n: number) => (n === 1 ? '1 diamond' : `${n} diamonds`);

/** What each kind of message says, as values: the texts are written when the message is read, in the reader's language. */
export interface MessageParams {
  character_approved: { name: string };
  character_rejected: { name: string; reason: string };
  vote_target_reached: { name: string };
  vote_reward: { name: string; rank: number; diamonds: number };
  crowdfunding_started: { name: string; days: number; diamonds: number };
  crowdfunding_opened: { name: string; days: number };
  /** `amountCents`: the total charged; `charges` itemises it (messages sent before decision 049's itemising have none). */
  support_paid: { name: string; no: string; amountCents: number; diamonds: number; charges?: SupportChargesRef };
  /** `belowGoal`: funded by an operator below its goal (decision 036): the text never says it reached it. */
  crowdfunding_success: { name: string; diamonds: number; belowGoal?: boolean };
  crowdfunding_reward: { name: string; rank: number; diamonds: number };
  crowdfunding_failed: { name: string };
  figurine_order_paid: { no: string; totalCents: number };
  figurine_order_shipped: { no: string; trackingNo: string };
  figurine_order_tracking_corrected: { no: string; trackingNo: string };
  figurine_order_refunded: { no: string; amountCents: number };
  figurine_order_partly_refunded: { no: string; amountCents: number; refundedCents: number };
  figurine_order_expired: { no: string };
  raffle_win: { characterName: string; specTitle: string };
  raffle_distributed: { characterName: string; specTitle: string };
  lottery_won: { characterName: string; specTitle: string; units: number; hours: number };
  lottery_not_drawn: { characterName: string; specTitle: string };
  lottery_lapsed: { characterName: string; specTitle: string };
  pre_sale_opened: { name: string; preSalePriceCents: number };
  figurine_order_delayed: {
    no: string;
    name: string;
    specTitle: string;
    fromMonth: string;
    toMonth: string;
    reason: string;
    answerBy: string | null;
  };
  figurine_order_cancelled: { no: string; totalCents: number; cause: 'buyer' | 'delay' | 'no-answer' };
  figurine_order_withdrawn: { no: string; at: string; returnBy: string };
  support_delayed: { no: string; name: string; fromMonth: string; toMonth: string; reason: string; answerBy: string | null };
  support_cancelled: { no: string; name: string; amountCents: number; cause: 'buyer' | 'delay' | 'no-answer' };
  support_refunded: { no: string; name: string; amountCents: number; refundedCents: number; full: boolean; diamonds: number };
  pledge_charged: { name: string; no: string; amountCents: number; diamonds: number; charges?: SupportChargesRef };
  pledge_errored: {
    name: string;
    no: string;
    amountCents: number;
    reason: string;
    authentication: boolean;
    /** Not charged: the reward now ships and there is no address (decision 059). */
    address?: boolean;
    graceEndsAt: string;
  };
  pledge_dropped: { name: string; no: string };
}

export interface MessageText {
  title: string;
  body: string;
}

type Texts = { [K in MessageKind]: (p: MessageParams[K]) => MessageText };

const money = (cents: number) => formatPrice(centsToDollars(cents));
/** A date (`2027-03-14`) and a moment (`2027-03-14 09:30`), UTC, the same in both languages. */
const day = (iso: string) => iso.slice(0, 10);
const stamp = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * A support's charges in a sentence, when its reward ships (decision 049): the reward, shipping, tax
 * and total, read by the contract's rule as its email and order pages read them (EU amounts with their
 * VAT in them, "VAT 19% (included)"; sales tax added). Null when there is nothing to itemise.
 */
function chargesText(charges: SupportChargesRef | undefined, language: Language): string | null {
  if (!charges?.ships) return null;
  const { tax } = charges;
  const shown = shownBreakdown({
    goodsCents: charges.rewardCents,
    shippingCents: charges.shippingCents,
    taxCents: charges.taxCents,
    shippingTaxCents: tax?.shippingTaxCents ?? 0,
    totalCents: charges.rewardCents + charges.shippingCents + charges.taxCents,
    tax,
  });
  const zh = language === 'zh-CN';
  const label = tax ? taxLabel(tax, language) : '';
  const taxPart =
    !tax || !shown.taxLine
      ? []
      : shown.taxLine === 'on-delivery'
        ? [zh ? label : label.charAt(0).toLowerCase() + label.slice(1)]
        : [zh ? `${label} ${money(shown.taxCents)}` : `${label.replace(/^Sales tax/, 'sales tax')} ${money(shown.taxCents)}`];
  const shipping = shown.shippingCents > 0 ? money(shown.shippingCents) : zh ? '免运费' : 'free';
  const parts = zh
    ? [`回报 ${money(shown.goodsCents)}`, `运费 ${shipping}`, ...taxPart, `合计 ${money(shown.totalCents)}`]
    : [`reward ${money(shown.goodsCents)}`, `shipping ${shipping}`, ...taxPart, `total ${money(shown.totalCents)}`];
  return parts.join(zh ? '，' : ', ');
}

const en: Texts = {
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
  figurine_order_withdrawn: ({ no, at, returnBy }) => ({
    title: 'Withdrawal received',
    body: `We received your withdrawal from order ${no} on ${stamp(at)} (UTC). Send the items back by ${day(returnBy)}; we refund you within 14 days of receiving them.`,
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
  figurine_order_paid: ({ no, totalCents }) => ({
    title: 'Order paid',
    body: `Your ${money(totalCents)} order ${no} is paid and will ship soon.`,
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

const zhCN: Texts = {
  support_delayed: ({ no, name, fromMonth, toMonth, reason, answerBy }) => ({
    title: `「${name}」回报延期至 ${formatShipMonth(toMonth, 'zh-CN')}`,
    body:
      `「${name}」的回报（你的支持 ${no}）发货时间由 ${formatShipMonth(fromMonth, 'zh-CN')} 推迟至 ${formatShipMonth(toMonth, 'zh-CN')}。原因：${reason}。` +
      (answerBy
        ? `请在 ${day(answerBy)} 前告诉我们是否保留支持；逾期未答复，我们将取消并全额退款。`
        : '你可以保留支持，也可以取消并获得全额退款。'),
  }),
  support_cancelled: ({ no, name, amountCents, cause }) => ({
    title: '支持已取消',
    body:
      cause === 'no-answer'
        ? `「${name}」延期后我们未收到你的答复，已取消你的支持 ${no}，全额退款 ${money(amountCents)} 正在退回。`
        : `你对「${name}」的支持 ${no} 已取消，全额退款 ${money(amountCents)} 正在退回。`,
  }),
  figurine_order_delayed: ({ no, name, specTitle, fromMonth, toMonth, reason, answerBy }) => ({
    title: `「${name}」延期至 ${formatShipMonth(toMonth, 'zh-CN')}`,
    body:
      `你的订单 ${no} 中的「${name}」${specTitle} 发货时间由 ${formatShipMonth(fromMonth, 'zh-CN')} 推迟至 ${formatShipMonth(toMonth, 'zh-CN')}。原因：${reason}。` +
      (answerBy
        ? `请在 ${day(answerBy)} 前告诉我们是否保留订单；逾期未答复，我们将取消订单并全额退款。`
        : '你可以保留订单，也可以取消订单并获得全额退款。'),
  }),
  figurine_order_cancelled: ({ no, totalCents, cause }) => ({
    title: '订单已取消',
    body:
      cause === 'no-answer'
        ? `订单 ${no} 延期后我们未收到你的答复，已为你取消订单，全额退款 ${money(totalCents)} 正在退回。`
        : `你的订单 ${no} 已取消，全额退款 ${money(totalCents)} 正在退回。`,
  }),
  figurine_order_withdrawn: ({ no, at, returnBy }) => ({
    title: '已收到你的撤回申请',
    body: `我们已于 ${stamp(at)}（UTC）收到你对订单 ${no} 的撤回申请。请在 ${day(returnBy)} 前寄回商品；收到商品后 14 天内为你退款。`,
  }),
  character_approved: ({ name }) => ({
    title: `「${name}」已通过审核`,
    body: `「${name}」已通过审核，投票已开启。快分享给同好，邀请大家来投票吧！`,
  }),
  character_rejected: ({ name, reason }) => ({
    title: `「${name}」未通过审核`,
    body: `原因：${reason}。你可以修改投稿后重新提交审核。`,
  }),
  vote_target_reached: ({ name }) => ({
    title: `「${name}」已达成投票目标`,
    body: `感谢每一位投票者，「${name}」的投票已达成 100%。我们正在与原作者洽谈版权。`,
  }),
  vote_reward: ({ name, rank, diamonds }) => ({
    title: `你获得了 ${diamonds} 颗钻石`,
    body: `「${name}」已达成投票目标，你在投票者中排名第 ${rank}，${diamonds} 颗钻石已存入你的钱包。`,
  }),
  crowdfunding_started: ({ name, days, diamonds }) => ({
    title: `「${name}」开始众筹了`,
    body: `「${name}」已进入为期 ${days} 天的众筹。作为投稿人，你获得了 ${diamonds} 颗钻石。`,
  }),
  crowdfunding_opened: ({ name, days }) => ({
    title: `「${name}」开始众筹了`,
    body: `你投票支持的「${name}」已达成目标，众筹将在 ${days} 天后结束，快来支持吧。`,
  }),
  support_paid: ({ name, no, amountCents, diamonds, charges }) => {
    const itemised = chargesText(charges, 'zh-CN');
    return {
      title: `支持已付款：${name}`,
      body: `${itemised ? `你的支持（${no}）已付款：${itemised}。` : `你的 ${money(amountCents)} 支持（${no}）已付款。`}${diamonds} 颗钻石将冻结至众筹成功。`,
    };
  },
  crowdfunding_success: ({ name, diamonds, belowGoal }) =>
    belowGoal
      ? {
          title: `「${name}」即将投产`,
          body: `「${name}」的众筹未达到目标，但我们决定仍然生产。你的 ${diamonds} 颗钻石现已可用。`,
        }
      : {
          title: `「${name}」众筹成功！`,
          body: `「${name}」已达成众筹目标，即将投入生产。你的 ${diamonds} 颗钻石现已可用。`,
        },
  crowdfunding_reward: ({ name, rank, diamonds }) => ({
    title: `你获得了 ${diamonds} 颗钻石`,
    body: `你在「${name}」的支持者中排名第 ${rank}，${diamonds} 颗钻石已存入你的钱包。`,
  }),
  crowdfunding_failed: ({ name }) => ({
    title: `「${name}」众筹失败，款项已退回`,
    body: `「${name}」未能在期限内达成目标，你的支持款项将原路退回。`,
  }),
  figurine_order_paid: ({ no, totalCents }) => ({
    title: '订单已付款',
    body: `你的订单 ${no}（${money(totalCents)}）已付款，我们会尽快发货。`,
  }),
  figurine_order_shipped: ({ no, trackingNo }) => ({
    title: '订单已发货',
    body: `你的订单 ${no} 已发货，运单号 ${trackingNo}。`,
  }),
  figurine_order_tracking_corrected: ({ no, trackingNo }) => ({
    title: '运单号已更新',
    body: `你的订单 ${no} 的运单号已更正为 ${trackingNo}，原运单号查不到你的包裹。`,
  }),
  figurine_order_refunded: ({ no, amountCents }) => ({
    title: '订单已退款',
    body: `你的订单 ${no} 已退款（${money(amountCents)}）。`,
  }),
  figurine_order_partly_refunded: ({ no, amountCents, refundedCents }) => ({
    title: '订单已部分退款',
    body: `你的订单 ${no} 已退款 ${money(amountCents)}（累计退款 ${money(refundedCents)}），订单其余部分照常进行。`,
  }),
  figurine_order_expired: ({ no }) => ({
    title: '订单已过期',
    body: `你的订单 ${no} 未在规定时间内付款，已自动取消，商品已放回购物车。`,
  }),
  raffle_win: ({ characterName, specTitle }) => ({
    title: '恭喜你抽中了奖品',
    body: `你抽中了「${characterName}」${specTitle}。请选择收货地址以便我们寄出。`,
  }),
  raffle_distributed: ({ characterName, specTitle }) => ({
    title: '你的奖品即将寄出',
    body: `「${characterName}」${specTitle} 将在 2–3 个工作日内发货。`,
  }),
  lottery_won: ({ characterName, specTitle, units, hours }) => ({
    title: '你中签了',
    body: `你在「${characterName}」${specTitle} 的抽选中中签，已为你保留 ${units} 件：请在 ${hours} 小时内购买，逾期将顺延给下一位中签者。`,
  }),
  lottery_not_drawn: ({ characterName, specTitle }) => ({
    title: '这次未中签',
    body: `你在「${characterName}」${specTitle} 的抽选中未中签。你的顺位仍然保留：如有中签者未购买，名额将依次顺延，届时我们会通知你。`,
  }),
  lottery_lapsed: ({ characterName, specTitle }) => ({
    title: '你的购买期限已过',
    body: `你购买「${characterName}」${specTitle} 的期限已过，名额已顺延给下一位中签者。`,
  }),
  pre_sale_opened: ({ name, preSalePriceCents }) => ({
    title: `「${name}」开放预订了`,
    body: `你支持过的角色已制成手办。预售期内以 ${money(preSalePriceCents)} 即可预订。`,
  }),
  support_refunded: ({ no, name, amountCents, refundedCents, full, diamonds }) => ({
    title: full ? '支持已退款' : '支持已部分退款',
    body: full
      ? `你对「${name}」的支持 ${no} 已退款（${money(amountCents)}），款项退回原支付方式。${diamonds > 0 ? `已收回 ${diamonds} 颗钻石。` : ''}`
      : `你对「${name}」的支持 ${no} 已退款 ${money(amountCents)}（累计退款 ${money(refundedCents)}），支持继续有效。${diamonds > 0 ? `已收回 ${diamonds} 颗钻石。` : ''}`,
  }),
  pledge_charged: ({ name, no, amountCents, diamonds, charges }) => {
    const itemised = chargesText(charges, 'zh-CN');
    return {
      title: `认捐已扣款：${name}`,
      body: `${itemised ? `「${name}」众筹成功，你的认捐（${no}）已扣款：${itemised}。` : `「${name}」众筹成功，你的 ${money(amountCents)} 认捐（${no}）已扣款。`}你的 ${diamonds} 颗钻石现已可用。`,
    };
  },
  pledge_errored: ({ name, no, amountCents, authentication, address, graceEndsAt }) =>
    address
      ? {
          title: `请为你对「${name}」的认捐添加收货地址`,
          body: `「${name}」众筹成功，其回报现在需要寄送，但你的认捐（${no}）没有收货地址，因此尚未扣款。请在 ${graceEndsAt.slice(0, 10)} 前添加收货地址并设为默认：我们会立即按该地址的运费和税费扣款。否则我们每 48 小时重试一次，到期后认捐将被取消。`,
        }
      : {
          title: authentication ? `请确认你对「${name}」的认捐` : `你对「${name}」的认捐扣款失败`,
          body: `「${name}」众筹成功，但你的 ${money(amountCents)} 认捐（${no}）扣款失败：${
            authentication ? '你的银行要求验证这笔付款，请完成 3D 安全验证。' : '你的卡被拒绝了，请换一张卡。'
          }请在 ${graceEndsAt.slice(0, 10)} 前处理，否则认捐将被取消；我们每 48 小时重试一次。`,
        },
  pledge_dropped: ({ name, no }) => ({
    title: `认捐已取消：${name}`,
    body: `你的认捐（${no}）在 7 天内未能扣款，已被取消，未扣任何款项。`,
  }),
};

const TEXTS: Record<Language, Texts> = { en, 'zh-CN': zhCN };

/** A message's title and body in `language`, from its kind and values. */
export function messageText<K extends MessageKind>(language: Language, kind: K, params: MessageParams[K]): MessageText {
  return (TEXTS[language][kind] as (p: MessageParams[K]) => MessageText)(params);
}
