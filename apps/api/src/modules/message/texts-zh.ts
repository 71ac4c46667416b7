/** The in-app messages in Simplified Chinese. */
import { formatShipMonth } from '@pedestal/contract';
import type { Texts } from './message-params';
import { chargesText, day, money, oneLine, stamp } from './text-helpers';

export const zhCN: Texts = {
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
  figurine_order_withdrawn: ({ no, at, returnBy, returnAddress, returnInstructions }) => ({
    title: '已收到你的撤回申请',
    body:
      `我们已于 ${stamp(at)}（UTC）收到你对订单 ${no} 的撤回申请。` +
      (returnAddress
        ? `请在 ${day(returnBy)} 前将商品寄到：${oneLine(returnAddress)}，并在包裹上写明订单号 ${no}。`
        : `请在 ${day(returnBy)} 前寄回商品，退货地址由客服在一个工作日内通过邮件告知你。`) +
      (returnInstructions ? `${returnInstructions} ` : '') +
      '收到商品后 14 天内为你退款。',
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
  figurine_order_paid: ({ no, totalCents, releaseMonth }) => ({
    title: '订单已付款',
    body: releaseMonth
      ? `你的预订单 ${no}（${money(totalCents)}）已付款。手办将于 ${formatShipMonth(releaseMonth, 'zh-CN')} 发售，届时发货。`
      : `你的订单 ${no}（${money(totalCents)}）已付款，我们会尽快发货。`,
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
