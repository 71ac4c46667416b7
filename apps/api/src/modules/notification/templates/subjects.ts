import { centsToDollars, formatPrice, formatShipMonth } from '@pedestal/contract';
import type { Language } from '@pedestal/contract/schemas/auth';
import type { NoticeData, NoticeKind } from '../notices';
import type { MailSite } from './layout';

const money = (cents: number) => formatPrice(centsToDollars(cents));

/**
 * The subjects of the emails in 简体中文 (decision 022): the subject is what a recipient reads in
 * the inbox list, so it follows their language, as the body does (emails-zh.tsx, decision 035).
 */
const zhCN: { [K in NoticeKind]: (site: MailSite, data: NoticeData[K]) => string } = {
  order_paid: (_, { order }) => `订单 ${order.no} 已确认`,
  order_shipped: (_, { order }) => `订单 ${order.no} 已发货`,
  order_refunded: (_, { order, refundCents, full }) =>
    full === false ? `订单 ${order.no} 已部分退款 ${money(refundCents)}` : `订单 ${order.no} 已退款 ${money(refundCents)}`,
  support_paid: (_, { character }) => `你已支持 ${character.name}`,
  campaign_funded: (_, { character, belowGoal }) => (belowGoal ? `${character.name} 即将投产` : `${character.name} 众筹成功！`),
  campaign_failed: (_, { character, refundCents }) => `${character.name} 未达成众筹目标：退款 ${money(refundCents)}`,
  pledge_errored: (_, { character, authentication, address, attempt }) =>
    `${attempt > 1 ? '提醒：' : ''}${
      address
        ? `请为你对 ${character.name} 的认捐添加收货地址`
        : authentication
          ? `请确认你对 ${character.name} 的认捐`
          : `你对 ${character.name} 的认捐扣款失败`
    }`,
  pledge_dropped: (_, { character }) => `你对 ${character.name} 的认捐已取消`,
  raffle_win: (_, { characterName, specTitle }) => `你抽中了 ${characterName} — ${specTitle}！`,
  lottery_won: (_, { characterName, specTitle }) => `你在 ${characterName} — ${specTitle} 的抽选中中签了`,
  lottery_not_drawn: (_, { characterName, specTitle }) => `${characterName} — ${specTitle} 抽选结果：这次未中签`,
  crowdfunding_opened: (_, { character }) => `${character.name} 开始众筹了`,
  pre_sale_opening: (_, { character, preSalePriceCents }) => `预售开启：${character.name} ${money(preSalePriceCents)} 起`,
  order_delayed: (_, { characterName, toMonth }) => `「${characterName}」延期至 ${formatShipMonth(toMonth, 'zh-CN')}：请确认是否保留订单`,
  order_cancelled: (_, { order }) => `订单 ${order.no} 已取消，全额退款处理中`,
  order_withdrawn: (_, { order }) => `已收到订单 ${order.no} 的撤回申请`,
  support_delayed: (_, { character, toMonth }) =>
    `「${character.name}」回报延期至 ${formatShipMonth(toMonth, 'zh-CN')}：请确认是否保留支持`,
  support_refunded: (_, { supportNo, refundCents, full }) =>
    full ? `支持 ${supportNo} 已退款 ${money(refundCents)}` : `支持 ${supportNo} 已部分退款 ${money(refundCents)}`,
  support_cancelled: (_, { character, amountCents }) => `你对「${character.name}」的支持已取消：全额退款 ${money(amountCents)}`,
  password_changed: (site) => `你的 ${site.appName} 密码已修改`,
  account_deleted: (site) => `你的 ${site.appName} 账户已删除`,
  data_export_ready: (site) => `你的 ${site.appName} 数据副本已可下载`,
  admin_invitation: (site) => `邀请你加入 ${site.appName} 管理后台`,
  dispute_opened: (_, { orderNo, amountCents }) => `付款被拒付：${orderNo ? `订单 ${orderNo}` : '一笔付款'}（${money(amountCents)}）`,
};

/** The subject in the recipient's language, or the English one of the template. */
export function localizedSubject<K extends NoticeKind>(language: Language, site: MailSite, kind: K, data: NoticeData[K], english: string) {
  return language === 'zh-CN' ? zhCN[kind](site, data) : english;
}

export const verificationSubject = (language: Language, site: MailSite, english: string) =>
  language === 'zh-CN' ? `你的 ${site.appName} 验证码` : english;

/** The code by text message (no subject on a phone). */
export const verificationSms = (language: Language, appName: string, code: string, minutes: number) =>
  language === 'zh-CN'
    ? `你的 ${appName} 验证码是 ${code}，${minutes} 分钟内有效。`
    : `Your ${appName} verification code is ${code}. It expires in ${minutes} minutes.`;
