import { carrierName, carrierOf, centsToDollars, formatPrice, formatShipMonth, paths, trackingLink } from '@pedestal/contract';
import { disputeReasonText } from '@pedestal/contract/rules/dispute-reasons';
import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Text } from '@react-email/text';
import type { NoticeData, NoticeKind } from '../notices';
import { CharacterBanner, OrderSummary, ShipTo, SupportCharges, shipsNothingNote, type Rendered, type Templates } from './emails';
import { Action, Highlight, Label, Lines, P, Pair, Title, absolute, colors, emailImage, type MailSite } from './layout';
import { localizedSubject, verificationSubject } from './subjects';

/**
 * Every email body in 简体中文 (decision 035), chosen by the account's language like the subject
 * (decision 022). Written for a Chinese reader, not word for word: full-width punctuation, dates as
 * 2026年11月24日, the address from the country down to the street; names, numbers, codes and money
 * ($, as charged) stay as they are.
 */
const money = (cents: number) => formatPrice(centsToDollars(cents));
const day = (iso: string) => new Date(iso).toLocaleDateString('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const ROLES_ZH: Record<string, string> = { owner: '所有者', operator: '运营', support: '客服', 'read-only': '只读成员' };
const roleZh = (role: string) => ROLES_ZH[role] ?? role;
const providerZh = (p: string) => ({ stripe: 'Stripe', paypal: 'PayPal', sandbox: '沙盒' })[p] ?? p;
const stamp = (iso: string) => iso.slice(0, 16).replace('T', ' ');

const ACCOUNT = (site: MailSite) => `你收到这封邮件，是因为你在 ${site.appName} 注册了账户`;

const subject = <K extends NoticeKind>(site: MailSite, kind: K, data: NoticeData[K]) => localizedSubject('zh-CN', site, kind, data, '');

export const templatesZhCN: Templates = {
  order_paid: (site, data, name) => ({
    subject: subject(site, 'order_paid', data),
    preview: `我们已收到你支付的 ${money(data.order.totalCents)}，以下是你的收据。`,
    reason: `${ACCOUNT(site)}并下了这笔订单。`,
    body: (
      <>
        <Title>{name}，感谢你的订购！</Title>
        <P>
          我们已收到你支付的 {money(data.order.totalCents)}。
          {data.order.releaseMonth
            ? `手办将于 ${formatShipMonth(data.order.releaseMonth, 'zh-CN')} 发售，届时发货并通知你。`
            : '手办发货后，我们会第一时间通知你。'}
        </P>
        <Action href={absolute(site, paths.orderShow(data.order.id))}>查看订单</Action>
        <OrderSummary site={site} order={data.order} language="zh-CN" />
        <ShipTo address={data.order.address} language="zh-CN" />
      </>
    ),
  }),
  order_shipped: (site, data, name) => ({
    subject: subject(site, 'order_shipped', data),
    preview: `运单号 ${data.trackingNo}，你的手办已在路上。`,
    reason: `${ACCOUNT(site)}并下了这笔订单。`,
    body: (
      <>
        <Title>{name}，你的订单已发货</Title>
        <P>好消息：订单 {data.order.no} 已从仓库发出。</P>
        <Highlight>
          <Label>运单号</Label>
          <Text style={{ fontSize: '20px', lineHeight: '26px', fontWeight: 700, margin: 0, letterSpacing: '0.04em' }}>
            {data.trackingNo}
          </Text>
          {carrierOf(data.carrier) && <Text style={{ margin: '4px 0 0' }}>{carrierName(data.carrier, 'zh-CN')}</Text>}
        </Highlight>
        <P muted>收到包裹后，请在订单中确认收货，让我们知道它已送达。</P>
        {trackingLink(data.carrier, data.trackingNo) ? (
          <Action href={trackingLink(data.carrier, data.trackingNo)!}>查看物流</Action>
        ) : (
          <Action href={absolute(site, paths.orderShow(data.order.id))}>查看订单</Action>
        )}
        <OrderSummary site={site} order={data.order} language="zh-CN" />
        <ShipTo address={data.order.address} language="zh-CN" />
      </>
    ),
  }),
  order_refunded: (site, data, name) => ({
    subject: subject(site, 'order_refunded', data),
    preview: `${money(data.refundCents)} 的退款正在退回你的原支付方式。`,
    reason: `${ACCOUNT(site)}并下了这笔订单。`,
    body: (
      <>
        <Title>退款已发起</Title>
        <P>
          {name}，你好。订单 {data.order.no} 已退款，款项将退回你的原支付方式；视银行处理速度，可能需要 5–10 个工作日到账。
        </P>
        <Highlight>
          <Pair label="退款金额" value={money(data.refundCents)} strong />
        </Highlight>
        <Action href={absolute(site, paths.orderShow(data.order.id))}>查看订单</Action>
        <OrderSummary site={site} order={data.order} language="zh-CN" />
      </>
    ),
  }),
  order_delayed: (site, data, name) => ({
    subject: subject(site, 'order_delayed', data),
    preview: `「${data.characterName}」${data.specTitle} 改为 ${formatShipMonth(data.toMonth, 'zh-CN')} 发货。你可以保留订单，或取消并全额退款。`,
    reason: `${ACCOUNT(site)}并下了这笔订单。`,
    body: (
      <>
        <Title>{name}，你的手办延期了</Title>
        <P>
          订单 {data.order.no} 中的「{data.characterName}」{data.specTitle} 发货时间由 {formatShipMonth(data.fromMonth, 'zh-CN')} 推迟至{' '}
          {formatShipMonth(data.toMonth, 'zh-CN')}。
        </P>
        <Highlight>
          <Pair label="原因" value={data.reason} />
          <Pair label="新的发货月份" value={formatShipMonth(data.toMonth, 'zh-CN')} strong />
        </Highlight>
        {data.answerBy ? (
          <P>这次延期需要你的同意。请在 {day(data.answerBy)} 前答复；逾期未答复，我们将取消订单并全额退款。</P>
        ) : (
          <P>你可以保留订单，也可以现在取消并获得全额退款。</P>
        )}
        <Action href={absolute(site, `${paths.orderShow(data.order.id)}?delay=keep`)}>保留我的订单</Action>
        <Action href={absolute(site, `${paths.orderShow(data.order.id)}?delay=cancel`)}>取消并全额退款</Action>
      </>
    ),
  }),
  order_cancelled: (site, data, name) => ({
    subject: subject(site, 'order_cancelled', data),
    preview: `全额退款 ${money(data.order.totalCents)} 将退回你的原支付方式。`,
    reason: `${ACCOUNT(site)}并下了这笔订单。`,
    body: (
      <>
        <Title>你的订单已取消</Title>
        <P>
          {name}，
          {data.cause === 'no-answer'
            ? `订单 ${data.order.no} 延期后我们未收到你的答复，已按约定于 ${day(data.cancelledAt)} 取消订单。`
            : `我们已按你的要求于 ${day(data.cancelledAt)} 取消订单 ${data.order.no}。`}
          全额退款将退回你的原支付方式，视银行而定，通常需要 5–10 个工作日到账。
        </P>
        <Action href={absolute(site, paths.orderShow(data.order.id))}>查看订单</Action>
        <OrderSummary site={site} order={data.order} language="zh-CN" />
      </>
    ),
  }),
  order_withdrawn: (site, data, name) => ({
    subject: subject(site, 'order_withdrawn', data),
    preview: `受理时间 ${stamp(data.withdrawnAt)}（UTC）。请在 ${day(data.returnBy)} 前寄回商品。`,
    reason: `${ACCOUNT(site)}并下了这笔订单。`,
    body: (
      <>
        <Title>已收到你的撤回申请</Title>
        <P>
          {name}，我们确认已收到你对订单 {data.order.no} 的撤回合同申请。
        </P>
        <Highlight>
          <Pair label="受理时间" value={`${stamp(data.withdrawnAt)}（UTC）`} strong />
          <Pair label="寄回期限" value={day(data.returnBy)} />
        </Highlight>
        {data.returnAddress ? (
          <>
            <P>
              退货方式：请用原包装盒包好商品，在包裹上写明订单号 {data.order.no}，并于 {day(data.returnBy)} 前寄到：
            </P>
            <Highlight>
              <Lines text={data.returnAddress} />
            </Highlight>
          </>
        ) : (
          <P>
            退货方式：请用原包装盒包好商品，在包裹上写明订单号 {data.order.no}，并于 {day(data.returnBy)}{' '}
            前寄到客服在一个工作日内通过邮件告知你的退货地址。
          </P>
        )}
        {data.returnInstructions && <P>{data.returnInstructions}</P>}
        <P>我们收到商品（或你的寄出凭证）后 14 天内，将商品价款和标准运费退回你的原支付方式。</P>
        <Action href={absolute(site, paths.orderShow(data.order.id))}>查看订单</Action>
        <OrderSummary site={site} order={data.order} language="zh-CN" />
      </>
    ),
  }),
  support_delayed: (site, data, name) => ({
    subject: subject(site, 'support_delayed', data),
    preview: `回报改为 ${formatShipMonth(data.toMonth, 'zh-CN')} 发货。你可以保留支持，或取消并全额退款。`,
    reason: `${ACCOUNT(site)}并支持了这个众筹。`,
    body: (
      <>
        <CharacterBanner site={site} character={data.character} />
        <Title>{name}，回报延期了</Title>
        <P>
          「{data.character.name}」的回报（你的支持 {data.supportNo}）发货时间由 {formatShipMonth(data.fromMonth, 'zh-CN')} 推迟至{' '}
          {formatShipMonth(data.toMonth, 'zh-CN')}。
        </P>
        <Highlight>
          <Pair label="原因" value={data.reason} />
          <Pair label="新的发货月份" value={formatShipMonth(data.toMonth, 'zh-CN')} strong />
        </Highlight>
        {data.answerBy ? (
          <P>这次延期需要你的同意。请在 {day(data.answerBy)} 前答复；逾期未答复，我们将取消支持并全额退款。</P>
        ) : (
          <P>你可以保留支持，也可以现在取消并获得全额退款。</P>
        )}
        <Action href={absolute(site, `${paths.orderList}?support=${data.supportNo}`)}>保留或取消我的支持</Action>
      </>
    ),
  }),
  support_refunded: (site, data, name) => ({
    subject: subject(site, 'support_refunded', data),
    preview: `${money(data.refundCents)} 将退回你的原支付方式。`,
    reason: `${ACCOUNT(site)}并支持了这个众筹。`,
    body: (
      <>
        <CharacterBanner site={site} character={data.character} />
        <Title>{data.full ? '你的支持已退款' : '你的支持已部分退款'}</Title>
        <P>
          {name}，你好。你对「{data.character.name}」的支持 {data.supportNo} 已退款 {money(data.refundCents)}
          {data.full ? '' : `（累计退款 ${money(data.refundedCents)}），支持继续有效`}。款项将退回原支付方式，视银行不同，可能需要 5–10
          个工作日到账。
        </P>
        {data.diamondsTakenBack > 0 && <P>本次退款收回了 {data.diamondsTakenBack} 颗钻石。</P>}
        <Action href={absolute(site, paths.crowdfundingShow(data.character.id))}>{`查看「${data.character.name}」`}</Action>
      </>
    ),
  }),
  support_cancelled: (site, data, name) => ({
    subject: subject(site, 'support_cancelled', data),
    preview: `全额退款 ${money(data.amountCents)} 将退回你的原支付方式。`,
    reason: `${ACCOUNT(site)}并支持了这个众筹。`,
    body: (
      <>
        <Title>你的支持已取消</Title>
        <P>
          {name}，
          {data.cause === 'no-answer'
            ? `「${data.character.name}」延期后我们未收到你的答复，已按约定取消你的支持 ${data.supportNo}。`
            : `我们已按你的要求取消你对「${data.character.name}」的支持 ${data.supportNo}。`}
          全额退款 {money(data.amountCents)} 将退回你的原支付方式，视银行而定，通常需要 5–10 个工作日到账。
        </P>
        <Action href={absolute(site, paths.orderList)}>查看我的订单</Action>
      </>
    ),
  }),
  support_paid: (site, data, name) => ({
    subject: subject(site, 'support_paid', data),
    preview: `支持 ${data.supportNo} 已付款：${data.tierTitle}，${money(data.amountCents)}。${data.diamonds} 颗钻石将冻结至众筹成功。`,
    reason: `${ACCOUNT(site)}并支持了这个众筹。`,
    body: (
      <>
        <CharacterBanner site={site} character={data.character} />
        <Title>
          {name}，感谢你支持 {data.character.name}！
        </Title>
        <P>你的支持已付款。每一位支持者都让 {data.character.name} 离成为真正的手办更近一步。</P>
        <Highlight>
          <Pair label="支持编号" value={data.supportNo} />
          {!data.charges && <Pair label="档位" value={data.tierTitle} />}
          <Pair label="冻结钻石" value={String(data.diamonds)} />
          {data.charges ? (
            <SupportCharges charges={data.charges} language="zh-CN" />
          ) : (
            <Pair label="已付款" value={money(data.amountCents)} strong />
          )}
        </Highlight>
        {data.charges && !data.charges.ships && <P muted>{shipsNothingNote('zh-CN')}</P>}
        <P muted>你的 {data.diamonds} 颗钻石将冻结至众筹结束。众筹成功后即可使用；若未成功，我们会全额退还你的付款。</P>
        <Action href={absolute(site, paths.crowdfundingShow(data.character.id))}>关注众筹进展</Action>
        {/* Where the reward ships, last as in an order's email. */}
        <ShipTo address={data.address ?? null} language="zh-CN" />
      </>
    ),
  }),
  campaign_funded: (site, data, name) => ({
    subject: subject(site, 'campaign_funded', data),
    preview: `${data.diamondsReleased} 颗钻石已可使用${data.reward ? `，另获 ${data.reward.diamonds} 颗奖励` : ''}。`,
    reason: `${ACCOUNT(site)}并支持了这个众筹。`,
    body: (
      <>
        <CharacterBanner site={site} character={data.character} />
        <Title>{data.character.name} 即将投产</Title>
        <P>
          {data.belowGoal
            ? `${name}，你好。众筹结束时未达到目标，但我们决定仍然生产 ${data.character.name}，感谢像你这样的支持者。`
            : `${name}，你好。感谢像你这样的支持者，众筹已达成目标。`}
        </P>
        <Highlight>
          <Pair label="解冻钻石" value={String(data.diamondsReleased)} />
          {data.reward && <Pair label={`支持者排行奖励（第 ${data.reward.rank} 名）`} value={`+${data.reward.diamonds}`} />}
          <Pair label="存入钱包" value={`${data.diamondsReleased + (data.reward?.diamonds ?? 0)} 颗钻石`} strong />
        </Highlight>
        <P muted>预售开启时，我们会发邮件通知你。</P>
        <Action href={absolute(site, paths.crowdfundingShow(data.character.id))}>查看众筹</Action>
      </>
    ),
  }),
  campaign_failed: (site, data, name) => ({
    subject: subject(site, 'campaign_failed', data),
    preview: `我们正在将 ${money(data.refundCents)} 退回你的原支付方式。`,
    reason: `${ACCOUNT(site)}并支持了这个众筹。`,
    body: (
      <>
        <Title>{data.character.name} 未达成众筹目标</Title>
        <P>{name}，你好。众筹在达到目标前已结束，因此不会向任何人收费。你的支持款项已退回原支付方式。</P>
        <Highlight>
          <Pair label="扣除冻结钻石" value={String(data.diamondsReturned)} />
          <Pair label="退款金额" value={money(data.refundCents)} strong />
        </Highlight>
        <P muted>视银行处理速度，退款可能需要 5–10 个工作日到账。</P>
        <Action href={absolute(site, paths.campaigns)}>查看我的支持</Action>
      </>
    ),
  }),
  pledge_errored: (site, data, name) =>
    data.address
      ? {
          subject: subject(site, 'pledge_errored', data),
          preview: `${data.character.name} 众筹成功，其回报现在需要寄送：请在 ${day(data.graceEndsAt)} 前添加收货地址以保留你的认捐。`,
          reason: `${ACCOUNT(site)}并认捐了这个众筹。`,
          body: (
            <>
              <CharacterBanner site={site} character={data.character} />
              <Title>你的回报现在需要寄送：请添加收货地址</Title>
              <P>
                {name}，你好。{data.character.name} 已达成众筹目标，其回报现在需要寄送，但你的认捐没有收货地址，因此尚未扣款。
                请添加收货地址并设为默认：我们会立即按该地址的运费和税费扣款。
              </P>
              <Highlight>
                <Pair label="认捐编号" value={data.pledgeNo} />
                <Pair label="添加期限" value={day(data.graceEndsAt)} />
                <Pair label="回报金额" value={money(data.amountCents)} strong />
              </Highlight>
              <P muted>否则我们每 48 小时重试一次。若到期仍没有收货地址，认捐将被取消，不会扣任何款项。</P>
              <Action href={absolute(site, paths.addressCreate)}>添加收货地址</Action>
            </>
          ),
        }
      : {
          subject: subject(site, 'pledge_errored', data),
          preview: `${data.character.name} 众筹成功，但你的 ${money(data.amountCents)} 认捐扣款失败。请在 ${day(data.graceEndsAt)} 前处理。`,
          reason: `${ACCOUNT(site)}并认捐了这个众筹。`,
          body: (
            <>
              <CharacterBanner site={site} character={data.character} />
              <Title>{data.authentication ? '你的银行要求你确认这笔认捐' : '你的认捐扣款失败'}</Title>
              <P>
                {name}，你好。{data.character.name} 已达成众筹目标，但你的认捐扣款失败：
                {data.authentication
                  ? '你的银行要求验证这笔付款。请完成银行的 3D 安全验证以保留你的认捐。'
                  : '你的卡被拒绝了。请换一张卡付款以保留你的认捐。'}
              </P>
              <Highlight>
                <Pair label="认捐编号" value={data.pledgeNo} />
                <Pair label="处理期限" value={day(data.graceEndsAt)} />
                <Pair label="金额" value={money(data.amountCents)} strong />
              </Highlight>
              <P muted>我们每 48 小时重试一次。若到期仍无法扣款，认捐将被取消，不会扣任何款项。</P>
              <Action href={absolute(site, paths.checkout(data.supportId, 'crowdfunding_support'))}>
                {data.authentication ? '确认付款' : '换一张卡'}
              </Action>
            </>
          ),
        },
  pledge_dropped: (site, data, name) => ({
    subject: subject(site, 'pledge_dropped', data),
    preview: `你的 ${money(data.amountCents)} 认捐在 7 天内未能扣款，未扣任何款项。`,
    reason: `${ACCOUNT(site)}并认捐了这个众筹。`,
    body: (
      <>
        <Title>你的认捐已取消</Title>
        <P>
          {name}，你好。你对 {data.character.name} 的认捐 {data.pledgeNo} 在 7 天内未能扣款，已被取消。未扣任何款项，其回报已释放。
        </P>
        <Action href={absolute(site, paths.crowdfundingShow(data.character.id))}>查看众筹</Action>
      </>
    ),
  }),
  raffle_win: (site, data, name) => ({
    subject: subject(site, 'raffle_win', data),
    preview: '请选择收货地址，以便我们寄出你的奖品。',
    reason: `${ACCOUNT(site)}并参与了这次抽奖。`,
    body: (
      <>
        <Title>恭喜你，{name}！你中奖了！</Title>
        <Row style={{ margin: '0 0 16px' }}>
          <Column style={{ width: '92px', verticalAlign: 'top' }}>
            <Img
              src={emailImage(site, data.image ?? '/no-image.png')}
              width="80"
              height="80"
              alt={data.specTitle}
              style={{ borderRadius: '12px' }}
            />
          </Column>
          <Column style={{ verticalAlign: 'middle' }}>
            <Text style={{ fontSize: '16px', lineHeight: '22px', fontWeight: 700, margin: 0 }}>{data.characterName}</Text>
            <Text style={{ fontSize: '14px', lineHeight: '20px', color: colors.muted, margin: '2px 0 0' }}>{data.specTitle}</Text>
          </Column>
        </Row>
        <P>奖品已为你保留。选择收货地址后，我们会在 2–3 个工作日内免费寄出。</P>
        <Action href={absolute(site, paths.raffleEntry(data.entryId))}>选择收货地址</Action>
      </>
    ),
  }),
  crowdfunding_opened: (site, data, name) => ({
    subject: subject(site, 'crowdfunding_opened', data),
    preview: `你投票支持的 ${data.character.name} 开始众筹了，${day(data.endAt)}前可参与支持。`,
    reason: `你收到这封邮件，是因为你在 ${site.appName} 为 ${data.character.name} 投过票，并开启了众筹动态提醒。`,
    body: (
      <>
        <CharacterBanner site={site} character={data.character} />
        <Title>{data.character.name} 开始众筹了</Title>
        <P>
          {name}，你好。你帮助 {data.character.name} 达成了投票目标，它的众筹将开放至 {day(data.endAt)}。
        </P>
        <P>现在支持即可获得钻石，还有机会赢得支持者排行奖励。</P>
        <Action href={absolute(site, paths.crowdfundingShow(data.character.id))}>{`支持 ${data.character.name}`}</Action>
      </>
    ),
  }),
  pre_sale_opening: (site, data, name) => ({
    subject: subject(site, 'pre_sale_opening', data),
    preview: `${day(data.preSaleEndAt)}前以 ${money(data.preSalePriceCents)} 预订 ${data.character.name}。`,
    reason: `你收到这封邮件，是因为你在 ${site.appName} 为 ${data.character.name} 投过票或收藏了它，并开启了预售提醒。`,
    body: (
      <>
        <CharacterBanner site={site} character={data.character} />
        <Title>{data.character.name} 开放预订</Title>
        <P>{name}，你好。你支持过的角色现在成了手办。以预售价抢先预订吧。</P>
        <Highlight>
          <Pair label="正式售价" value={money(data.salePriceCents)} />
          <Pair label={`预售价（截至 ${day(data.preSaleEndAt)}）`} value={money(data.preSalePriceCents)} strong />
        </Highlight>
        <Action href={absolute(site, paths.figurineShow(data.character.id))}>立即预订</Action>
      </>
    ),
  }),
  password_changed: (site, data, name) => ({
    subject: subject(site, 'password_changed', data),
    preview: '如果是你本人操作，无需任何处理。',
    reason: `你收到这条安全通知，是因为你在 ${site.appName} 注册了账户。`,
    body: (
      <>
        <Title>你的密码已修改</Title>
        <P>
          {name}，你好。你的 {site.appName} 账户密码已于 {day(data.changedAt)}（UTC）修改，其他已登录的设备均已退出登录。
        </P>
        <P>如果是你本人操作，无需任何处理；如果不是，请立即用验证码登录并修改密码。</P>
        <Action href={absolute(site, paths.changePassword)}>检查账户</Action>
      </>
    ),
  }),
  admin_invitation: (site, data) => ({
    subject: subject(site, 'admin_invitation', data),
    preview: `${data.invitedBy} 邀请你以${roleZh(data.role)}身份加入团队。`,
    reason: `你收到这封邮件，是因为 ${data.invitedBy} 邀请此地址加入 ${site.appName} 管理后台。`,
    body: (
      <>
        <Title>加入 {site.appName} 管理后台</Title>
        <P>
          {data.invitedBy} 邀请你以{roleZh(data.role)}身份加入 {site.appName}{' '}
          的运营团队。请设置用户名和密码，然后绑定身份验证器应用作为第二重验证。
        </P>
        <P muted>邀请有效期至 {day(data.expiresAt)}（UTC），仅可使用一次。如非预期，请忽略此邮件。</P>
        <Action href={data.url}>接受邀请</Action>
      </>
    ),
  }),
  dispute_opened: (site, data) => ({
    subject: subject(site, 'dispute_opened', data),
    preview: data.evidenceDueBy ? `请在 ${stamp(data.evidenceDueBy)}（UTC）前提交证据。` : '请在截止时间前提交证据。',
    reason: `你收到这封邮件，是因为你是 ${site.appName} 管理后台的所有者或运营。`,
    body: (
      <>
        <Title>一笔付款被拒付</Title>
        <P>
          {data.orderNo ? `订单 ${data.orderNo} 的` : ''}买家向银行拒付了 {money(data.amountCents)}（{providerZh(data.provider)}，原因：
          {disputeReasonText(data.reason, 'zh-CN')}
          ）。该订单已暂停，拒付结案前不能发货。
        </P>
        <Highlight>
          <Pair label="拒付金额" value={money(data.amountCents)} strong />
          <Pair label="证据截止" value={data.evidenceDueBy ? `${stamp(data.evidenceDueBy)}（UTC）` : '未注明'} />
        </Highlight>
        <P>拒付页面已预填证据：订单、地址、物流单号以及发给买家的通知。</P>
        <Action href={absolute(site, `/admin/disputes/${data.disputeId}`)}>查看拒付</Action>
      </>
    ),
  }),
  lottery_won: (site, data, name) => ({
    subject: subject(site, 'lottery_won', data),
    preview: `已为你保留 ${data.units} 件，截止 ${day(data.windowEndsAt)}。`,
    reason: `${ACCOUNT(site)}并报名了这次抽选。`,
    body: (
      <>
        <Title>恭喜你，{name}！你中签了。</Title>
        <P>
          已为你保留「{data.characterName}」{data.specTitle} {data.units} 件，保留至 {day(data.windowEndsAt)}{' '}
          {data.windowEndsAt.slice(11, 16)}（UTC）。请在此之前购买，逾期名额将顺延给下一位中签者。
        </P>
        <Action href={absolute(site, paths.lotteryShow(data.lotteryId))}>立即购买</Action>
      </>
    ),
  }),
  lottery_not_drawn: (site, data, name) => ({
    subject: subject(site, 'lottery_not_drawn', data),
    preview: '这次未中签，你的顺位仍然保留。',
    reason: `${ACCOUNT(site)}并报名了这次抽选。`,
    body: (
      <>
        <Title>这次未中签</Title>
        <P>
          {name}，你好。你在「{data.characterName}」{data.specTitle}{' '}
          的抽选中未中签。你的顺位仍然保留：如有中签者未按时购买，名额将依次顺延，届时我们会发邮件通知你。
        </P>
        <Action href={absolute(site, paths.lotteryShow(data.lotteryId))}>查看抽选</Action>
      </>
    ),
  }),
  account_deleted: (site, data, name) => ({
    subject: subject(site, 'account_deleted', data),
    preview: '你的个人数据已删除。',
    reason: `这是我们就你的 ${site.appName} 账户发往此地址的最后一封邮件。`,
    body: (
      <>
        <Title>你的账户已注销</Title>
        <P>
          {name}，你好。按照你的要求，你的 {site.appName} 账户已于 {day(data.deletedAt)}
          （UTC）注销。你的资料、地址、收藏和消息均已删除；订单仅保留匿名记录以供财务核算。
        </P>
        <P muted>如果这不是你本人的操作，请直接回复这封邮件联系客服。</P>
        <Action href={absolute(site, paths.contactSupport)}>联系客服</Action>
      </>
    ),
  }),
  data_export_ready: (site, data, name) => ({
    subject: subject(site, 'data_export_ready', data),
    preview: '下载链接 24 小时内有效。',
    reason: `你收到这封邮件，是因为你向 ${site.appName} 申请了个人数据副本。`,
    body: (
      <>
        <Title>你的数据已可下载</Title>
        <P>
          {name}，你好。你申请的 {site.appName}{' '}
          数据副本已经生成：包括资料、地址、订单、支付、支持、钻石、投票、评论、消息和通知，以机器可读的格式打包为压缩文件。
        </P>
        <P>链接有效期至 {day(data.expiresAt)}（UTC），即生成后 24 小时。任何拿到链接的人都能下载该文件，请勿转发。</P>
        <Action href={absolute(site, data.url)}>下载我的数据</Action>
        <P muted>如果这不是你本人的申请，请修改密码并联系客服。</P>
      </>
    ),
  }),
};

/** The verification code email in 简体中文. */
export const verificationCodeTemplateZhCN = (site: MailSite, code: string, minutes: number): Rendered => ({
  subject: verificationSubject('zh-CN', site, ''),
  preview: `验证码 ${minutes} 分钟内有效。`,
  reason: `你收到这封邮件，是因为有人在 ${site.appName} 填写了这个邮箱地址。如果不是你本人，请忽略。`,
  body: (
    <>
      <Title>你的验证码</Title>
      <P>请输入以下验证码继续操作，{minutes} 分钟内有效。</P>
      <Highlight>
        <Text style={{ fontSize: '32px', lineHeight: '40px', fontWeight: 700, letterSpacing: '0.3em', margin: 0, textAlign: 'center' }}>
          {code}
        </Text>
      </Highlight>
      <P muted>请勿将验证码告诉任何人，{site.appName} 绝不会向你索要验证码。</P>
    </>
  ),
});
