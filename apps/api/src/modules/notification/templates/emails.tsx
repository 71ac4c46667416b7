import {
  ADMIN_ROLE_LABELS,
  carrierOf,
  centsToDollars,
  formatPrice,
  formatShipMonth,
  paths,
  shownBreakdown,
  shownCents,
  taxLabel,
  trackingLink,
  type AdminRole,
} from '@pedestal/contract';
import { addressLines } from '@pedestal/contract/rules/address';
import { disputeReasonText } from '@pedestal/contract/rules/dispute-reasons';
import type { Language } from '@pedestal/contract/schemas/auth';
import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactElement } from 'react';
import type { MailAddress, MailCharacter, MailOrder, MailSupportCharges, MailTax, NoticeData, NoticeKind } from '../notices';
import { Action, Divider, Highlight, Label, Layout, Lines, P, Pair, Title, absolute, colors, emailImage, type MailSite } from './layout';

const money = (cents: number) => formatPrice(centsToDollars(cents));
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const roleLabel = (role: string) => ADMIN_ROLE_LABELS[role as AdminRole] ?? role;
/** A moment to the minute, UTC: the acknowledgement's timestamp. */
const stamp = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const providerName = (p: string) => ({ stripe: 'Stripe', paypal: 'PayPal', sandbox: 'Sandbox' })[p] ?? p;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The words of the order summary, a support's charges and the address block in each language (decision 035). */
const summaryWords: Record<
  Language,
  { order: string; subtotal: string; reward: string; shipping: string; free: string; total: string; shipTo: string; shipsNothing: string }
> = {
  en: {
    order: 'Order',
    subtotal: 'Subtotal',
    reward: 'Reward',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    shipTo: 'Ship to',
    shipsNothing: 'This tier ships nothing: no shipping or tax was added.',
  },
  'zh-CN': {
    order: '订单',
    subtotal: '小计',
    reward: '回报',
    shipping: '运费',
    free: '免运费',
    total: '合计',
    shipTo: '收货地址',
    shipsNothing: '此档位无实物寄送：未加收运费和税费。',
  },
};

/**
 * A parcel's money as its buyer reads it — goods (an order's subtotal, a support's reward), shipping,
 * the tax line, the total and the IOSS number — by the contract's one rule (`shownBreakdown`): EU
 * amounts carry their VAT and the VAT line says "included"; sales tax is added. Orders and supports
 * share it, in both languages. `ships: false` (a tier that ships nothing) has no shipping line.
 */
export function Charges({
  goodsLabel,
  goodsCents,
  shippingCents,
  taxCents,
  totalCents,
  tax,
  ships = true,
  language = 'en',
}: {
  goodsLabel: string;
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  tax: MailTax | null | undefined;
  ships?: boolean;
  language?: Language;
}) {
  const words = summaryWords[language];
  const shown = shownBreakdown({
    goodsCents,
    shippingCents,
    taxCents,
    shippingTaxCents: tax?.shippingTaxCents ?? 0,
    totalCents,
    tax: tax ?? null,
  });
  return (
    <>
      <Pair label={goodsLabel} value={money(shown.goodsCents)} />
      {ships && <Pair label={words.shipping} value={shown.shippingCents > 0 ? money(shown.shippingCents) : words.free} />}
      {tax && shown.taxLine ? (
        <Pair label={taxLabel(tax, language)} value={shown.taxLine === 'on-delivery' ? '—' : money(shown.taxCents)} />
      ) : null}
      <Pair label={words.total} value={money(shown.totalCents)} strong />
      {tax?.iossNumber ? <Pair label="IOSS" value={tax.iossNumber} /> : null}
    </>
  );
}

/** A support's charges (decision 049): the reward, its parcel's shipping, the tax and the total; a tier that ships nothing says so. */
export function SupportCharges({ charges, language = 'en' }: { charges: MailSupportCharges; language?: Language }) {
  return (
    <Charges
      goodsLabel={summaryWords[language].reward}
      goodsCents={charges.rewardCents}
      shippingCents={charges.shippingCents}
      taxCents={charges.taxCents}
      totalCents={charges.rewardCents + charges.shippingCents + charges.taxCents}
      tax={charges.tax}
      ships={charges.ships}
      language={language}
    />
  );
}

/** The note under a support's charges when its tier ships nothing. */
export const shipsNothingNote = (language: Language) => summaryWords[language].shipsNothing;

/** The order's lines and totals as the order detail shows them: image, character, spec, price × quantity. */
export function OrderSummary({ site, order, language = 'en' }: { site: MailSite; order: MailOrder; language?: Language }) {
  const words = summaryWords[language];
  // A unit as the order page shows it: with its VAT in it where prices hold their VAT.
  const shownUnit = (line: MailOrder['lines'][number]) =>
    shownCents(line.unitPriceCents, line.unitTaxCents ?? 0, { inclusive: !!order.tax?.inclusive });
  return (
    <>
      <Label>
        {words.order} {order.no}
      </Label>
      {order.lines.map((line, i) => (
        <Row key={i} style={{ marginBottom: '12px' }}>
          <Column style={{ width: '68px', verticalAlign: 'top' }}>
            <Img
              src={emailImage(site, line.image ?? '/no-image.png')}
              width="56"
              height="56"
              alt={line.specTitle}
              style={{ borderRadius: '10px', objectFit: 'cover', backgroundColor: colors.brandSoft }}
            />
          </Column>
          <Column style={{ verticalAlign: 'top' }}>
            <Text style={{ fontSize: '15px', lineHeight: '20px', fontWeight: 600, margin: 0 }}>{line.characterName}</Text>
            <Text style={{ fontSize: '13px', lineHeight: '18px', color: colors.muted, margin: '2px 0 0' }}>{line.specTitle}</Text>
            <Text style={{ fontSize: '13px', lineHeight: '18px', color: colors.muted, margin: '2px 0 0' }}>
              {money(shownUnit(line))} × {line.quantity}
            </Text>
          </Column>
          <Column align="right" style={{ verticalAlign: 'top', width: '90px', fontSize: '14px', fontWeight: 600 }}>
            {money(shownUnit(line) * line.quantity)}
          </Column>
        </Row>
      ))}
      <Divider />
      <Charges
        goodsLabel={words.subtotal}
        goodsCents={order.subtotalCents}
        shippingCents={order.shippingFeeCents}
        taxCents={order.taxCents ?? 0}
        totalCents={order.totalCents}
        tax={order.tax}
        language={language}
      />
    </>
  );
}

/** The address in the reader's order (decision 035: 国家 省 市, then 区 and street, for a Chinese reader). */
export function ShipTo({ address, language = 'en' }: { address: MailAddress | null; language?: Language }) {
  if (!address) return null;
  return (
    <>
      <Divider />
      <Label>{summaryWords[language].shipTo}</Label>
      <Text style={{ fontSize: '14px', lineHeight: '21px', margin: 0 }}>
        <strong>{address.name}</strong> · {address.phone}
        {addressLines(address, language).map((l) => (
          <span key={l}>
            <br />
            {l}
          </span>
        ))}
      </Text>
    </>
  );
}

export function CharacterBanner({ site, character }: { site: MailSite; character: MailCharacter }) {
  if (!character.image) return null;
  return (
    <Section style={{ margin: '0 0 18px', textAlign: 'center' }}>
      <Img
        src={emailImage(site, character.image)}
        width="200"
        alt={character.name}
        style={{ width: '200px', maxWidth: '100%', height: 'auto', borderRadius: '14px', margin: '0 auto' }}
      />
    </Section>
  );
}

export interface Rendered {
  subject: string;
  preview: string;
  /** Why the shopper got it (the footer). */
  reason: string;
  body: ReactElement;
}

const ACCOUNT = 'You receive this email because you have an account at';

export type Templates = { [K in NoticeKind]: (site: MailSite, data: NoticeData[K], name: string) => Rendered };

/** Every notice's subject and body. `name` is how the shopper is greeted (their nickname). */
/** A pledge not charged because its reward now ships and the backer has no address (decision 059). */
function pledgeNeedsAddress(site: MailSite, data: NoticeData['pledge_errored'], name: string): Rendered {
  const { character, pledgeNo, amountCents, attempt, graceEndsAt } = data;
  return {
    subject: `${attempt > 1 ? 'Reminder: ' : ''}Add an address for your pledge to ${character.name}`,
    preview: `${character.name} was funded and its reward now ships: add an address by ${day(graceEndsAt)} to keep your pledge.`,
    reason: `${ACCOUNT} ${site.appName} and pledged to this campaign.`,
    body: (
      <>
        <CharacterBanner site={site} character={character} />
        <Title>Your reward now ships: add an address</Title>
        <P>
          Hi {name}, {character.name} reached its goal and its reward now ships, but your pledge has no address to ship it to, so it was not
          charged. Add an address and make it your default: we charge the pledge at once, with the shipping and tax for that address.
        </P>
        <Highlight>
          <Pair label="Pledge" value={pledgeNo} />
          <Pair label="Add it by" value={day(graceEndsAt)} />
          <Pair label="Reward" value={money(amountCents)} strong />
        </Highlight>
        <P muted>
          Otherwise we try again every 48 hours. If there is still no address by then, the pledge is dropped and nothing is charged.
        </P>
        <Action href={absolute(site, paths.addressCreate)}>Add an address</Action>
      </>
    ),
  };
}

export const templates: Templates = {
  order_paid: (site, { order }, name) => ({
    subject: `Order ${order.no} is confirmed`,
    preview: `We received your payment of ${money(order.totalCents)}. Here is your receipt.`,
    reason: `${ACCOUNT} ${site.appName} and placed this order.`,
    body: (
      <>
        <Title>Thanks for your order, {name}!</Title>
        <P>
          We received your payment of {money(order.totalCents)}.{' '}
          {order.releaseMonth
            ? `Your figurine releases in ${formatShipMonth(order.releaseMonth)}: we ship it then and let you know.`
            : 'We will let you know as soon as your figurine ships.'}
        </P>
        <Action href={absolute(site, paths.orderShow(order.id))}>View your order</Action>
        <OrderSummary site={site} order={order} />
        <ShipTo address={order.address} />
      </>
    ),
  }),
  order_shipped: (site, { order, trackingNo, carrier }, name) => ({
    subject: `Order ${order.no} has shipped`,
    preview: `Tracking number ${trackingNo}. Your figurine is on its way.`,
    reason: `${ACCOUNT} ${site.appName} and placed this order.`,
    body: (
      <>
        <Title>Your order is on its way, {name}</Title>
        <P>Good news: order {order.no} has left our warehouse.</P>
        <Highlight>
          <Label>Tracking number</Label>
          <Text style={{ fontSize: '20px', lineHeight: '26px', fontWeight: 700, margin: 0, letterSpacing: '0.04em' }}>{trackingNo}</Text>
          {carrierOf(carrier) && <Text style={{ margin: '4px 0 0' }}>{carrierOf(carrier)!.name}</Text>}
        </Highlight>
        <P muted>When it arrives, confirm receipt on the order so we know it reached you.</P>
        {trackingLink(carrier, trackingNo) ? (
          <Action href={trackingLink(carrier, trackingNo)!}>Track your parcel</Action>
        ) : (
          <Action href={absolute(site, paths.orderShow(order.id))}>Track your order</Action>
        )}
        <OrderSummary site={site} order={order} />
        <ShipTo address={order.address} />
      </>
    ),
  }),
  order_refunded: (site, { order, refundCents, refundedCents, full }, name) => ({
    subject:
      full === false
        ? `Partial refund of ${money(refundCents)} for order ${order.no}`
        : `Refund of ${money(refundCents)} for order ${order.no}`,
    preview: `Your refund of ${money(refundCents)} is on its way to your original payment method.`,
    reason: `${ACCOUNT} ${site.appName} and placed this order.`,
    body: (
      <>
        <Title>Your refund is on its way</Title>
        <P>
          Hi {name}, we refunded{' '}
          {full === false ? `${money(refundCents)} of order ${order.no}; the rest of the order goes on as before` : `order ${order.no}`}.
          The money goes back to your original payment method; depending on your bank it can take 5–10 business days to show.
        </P>
        <Highlight>
          <Pair label="Refunded" value={money(refundCents)} strong />
          {full === false && refundedCents !== undefined ? <Pair label="Refunded in all" value={money(refundedCents)} /> : null}
        </Highlight>
        <Action href={absolute(site, paths.orderShow(order.id))}>View the order</Action>
        <OrderSummary site={site} order={order} />
      </>
    ),
  }),
  order_delayed: (site, { order, characterName, specTitle, fromMonth, toMonth, reason, answerBy }, name) => ({
    subject: `${characterName} is delayed to ${formatShipMonth(toMonth)}: keep or cancel order ${order.no}`,
    preview: `${characterName} — ${specTitle} now ships in ${formatShipMonth(toMonth)}. Keep your order or cancel it for a full refund.`,
    reason: `${ACCOUNT} ${site.appName} and placed this order.`,
    body: (
      <>
        <Title>Your figurine is delayed, {name}</Title>
        <P>
          {characterName} — {specTitle} in order {order.no} now ships in {formatShipMonth(toMonth)} instead of {formatShipMonth(fromMonth)}.
        </P>
        <Highlight>
          <Pair label="Reason" value={reason} />
          <Pair label="New ship month" value={formatShipMonth(toMonth)} strong />
        </Highlight>
        {answerBy ? (
          <P>
            This delay needs your consent. Please answer by {day(answerBy)}: if we do not hear from you, we cancel the order and refund it
            in full.
          </P>
        ) : (
          <P>You may keep your order, or cancel it now for a full refund.</P>
        )}
        <Action href={absolute(site, `${paths.orderShow(order.id)}?delay=keep`)}>Keep my order</Action>
        <Action href={absolute(site, `${paths.orderShow(order.id)}?delay=cancel`)}>Cancel for a full refund</Action>
      </>
    ),
  }),
  order_cancelled: (site, { order, cause, cancelledAt }, name) => ({
    subject: `Order ${order.no} is cancelled: full refund on its way`,
    preview: `Your full refund of ${money(order.totalCents)} goes back to your original payment method.`,
    reason: `${ACCOUNT} ${site.appName} and placed this order.`,
    body: (
      <>
        <Title>Your order is cancelled</Title>
        <P>
          Hi {name},{' '}
          {cause === 'no-answer'
            ? `we did not hear from you about the delay of order ${order.no}, so we cancelled it as promised`
            : `we cancelled order ${order.no} as you asked`}{' '}
          on {day(cancelledAt)}. Your full refund goes back to your original payment method; depending on your bank it can take 5–10
          business days to show.
        </P>
        <Action href={absolute(site, paths.orderShow(order.id))}>View the order</Action>
        <OrderSummary site={site} order={order} />
      </>
    ),
  }),
  order_withdrawn: (site, { order, withdrawnAt, returnBy, returnAddress, returnInstructions }, name) => ({
    subject: `We received your withdrawal from order ${order.no}`,
    preview: `Received ${stamp(withdrawnAt)} UTC. Send the items back by ${day(returnBy)}.`,
    reason: `${ACCOUNT} ${site.appName} and placed this order.`,
    body: (
      <>
        <Title>Withdrawal received</Title>
        <P>
          Hi {name}, this confirms that we received your withdrawal from the contract for order {order.no}.
        </P>
        <Highlight>
          <Pair label="Received" value={`${stamp(withdrawnAt)} UTC`} strong />
          <Pair label="Send back by" value={day(returnBy)} />
        </Highlight>
        {returnAddress ? (
          <>
            <P>
              How to return: pack the items in their original box, write the order number {order.no} on the parcel, and send it by{' '}
              {day(returnBy)} to:
            </P>
            <Highlight>
              <Lines text={returnAddress} />
            </Highlight>
          </>
        ) : (
          <P>
            How to return: pack the items in their original box, write the order number {order.no} on the parcel, and send it by{' '}
            {day(returnBy)} to the returns address our support team emails you within one business day.
          </P>
        )}
        {returnInstructions && <P>{returnInstructions}</P>}
        <P>
          We refund the price and the standard shipping within 14 days of receiving the items (or your proof of sending them), to your
          original payment method.
        </P>
        <Action href={absolute(site, paths.orderShow(order.id))}>View the order</Action>
        <OrderSummary site={site} order={order} />
      </>
    ),
  }),
  support_delayed: (site, { character, supportNo, fromMonth, toMonth, reason, answerBy }, name) => ({
    subject: `${character.name} rewards are delayed to ${formatShipMonth(toMonth)}: keep or cancel support ${supportNo}`,
    preview: `The rewards now ship in ${formatShipMonth(toMonth)}. Keep your support or cancel it for a full refund.`,
    reason: `${ACCOUNT} ${site.appName} and backed this campaign.`,
    body: (
      <>
        <CharacterBanner site={site} character={character} />
        <Title>The rewards are delayed, {name}</Title>
        <P>
          The rewards of {character.name} (your support {supportNo}) now ship in {formatShipMonth(toMonth)} instead of{' '}
          {formatShipMonth(fromMonth)}.
        </P>
        <Highlight>
          <Pair label="Reason" value={reason} />
          <Pair label="New ship month" value={formatShipMonth(toMonth)} strong />
        </Highlight>
        {answerBy ? (
          <P>
            This delay needs your consent. Please answer by {day(answerBy)}: if we do not hear from you, we cancel the support and refund it
            in full.
          </P>
        ) : (
          <P>You may keep your support, or cancel it now for a full refund.</P>
        )}
        <Action href={absolute(site, `${paths.orderList}?support=${supportNo}`)}>Keep or cancel my support</Action>
      </>
    ),
  }),
  support_refunded: (site, { character, supportNo, refundCents, refundedCents, full, diamondsTakenBack }, name) => ({
    subject: full ? `Support ${supportNo} refunded: ${money(refundCents)}` : `Part of support ${supportNo} refunded: ${money(refundCents)}`,
    preview: `${money(refundCents)} goes back to your original payment method.`,
    reason: `${ACCOUNT} ${site.appName} and backed this campaign.`,
    body: (
      <>
        <CharacterBanner site={site} character={character} />
        <Title>{full ? 'Your support is refunded' : 'Part of your support is refunded'}</Title>
        <P>
          Hi {name}, we refunded {money(refundCents)} of your support {supportNo} of {character.name}
          {full ? '' : ` (${money(refundedCents)} refunded in all); your backing goes on`}. The money goes back to your original payment
          method; depending on your bank it can take 5–10 business days to show.
        </P>
        {diamondsTakenBack > 0 && <P>{plural(diamondsTakenBack, 'diamond')} of this support were taken back with the refund.</P>}
        <Action href={absolute(site, paths.crowdfundingShow(character.id))}>{`View ${character.name}`}</Action>
      </>
    ),
  }),
  support_cancelled: (site, { character, supportNo, amountCents, cause }, name) => ({
    subject: `Support ${supportNo} is cancelled: full refund of ${money(amountCents)} on its way`,
    preview: `Your full refund of ${money(amountCents)} goes back to your original payment method.`,
    reason: `${ACCOUNT} ${site.appName} and backed this campaign.`,
    body: (
      <>
        <Title>Your support is cancelled</Title>
        <P>
          Hi {name},{' '}
          {cause === 'no-answer'
            ? `we did not hear from you about the delay of ${character.name}, so we cancelled your support ${supportNo} as promised`
            : `we cancelled your support ${supportNo} of ${character.name} as you asked`}
          . Your full refund of {money(amountCents)} goes back to your original payment method; depending on your bank it can take 5–10
          business days to show.
        </P>
        <Action href={absolute(site, paths.orderList)}>View my orders</Action>
      </>
    ),
  }),
  support_paid: (site, { character, supportNo, tierTitle, amountCents, diamonds, charges, address }, name) => ({
    subject: `You backed ${character.name}`,
    preview: `Support ${supportNo} is paid: ${tierTitle}, ${money(amountCents)}. ${plural(diamonds, 'diamond')} frozen until the campaign is funded.`,
    reason: `${ACCOUNT} ${site.appName} and backed this campaign.`,
    body: (
      <>
        <CharacterBanner site={site} character={character} />
        <Title>
          Thank you for backing {character.name}, {name}!
        </Title>
        <P>Your support is paid. Every backer brings {character.name} closer to becoming a real figurine.</P>
        <Highlight>
          <Pair label="Support" value={supportNo} />
          {!charges && <Pair label="Tier" value={tierTitle} />}
          <Pair label="Diamonds frozen" value={String(diamonds)} />
          {/* Decision 049: what was paid, itemised as an order's (emails queued before it name the total). */}
          {charges ? <SupportCharges charges={charges} /> : <Pair label="Paid" value={money(amountCents)} strong />}
        </Highlight>
        {charges && !charges.ships && <P muted>{shipsNothingNote('en')}</P>}
        <P muted>
          Your {plural(diamonds, 'diamond')} stay frozen until the campaign ends. If it is funded they are yours to spend; if it is not, we
          refund your payment in full.
        </P>
        <Action href={absolute(site, paths.crowdfundingShow(character.id))}>Follow the campaign</Action>
        {/* Where the reward ships, last as in an order's email. */}
        <ShipTo address={address ?? null} />
      </>
    ),
  }),
  campaign_funded: (site, { character, diamondsReleased, reward, belowGoal }, name) => ({
    subject: belowGoal ? `${character.name} goes into production` : `${character.name} was funded!`,
    preview: `${plural(diamondsReleased, 'diamond')} are now available${reward ? ` and you earned ${reward.diamonds} more` : ''}.`,
    reason: `${ACCOUNT} ${site.appName} and backed this campaign.`,
    body: (
      <>
        <CharacterBanner site={site} character={character} />
        <Title>{character.name} is going into production</Title>
        <P>
          {belowGoal
            ? `Hi ${name}, the campaign ended below its goal, and we decided to produce ${character.name} anyway, thanks to backers like you.`
            : `Hi ${name}, the campaign reached its goal thanks to backers like you.`}
        </P>
        <Highlight>
          <Pair label="Diamonds released" value={String(diamondsReleased)} />
          {reward && <Pair label={`Top backer reward (#${reward.rank})`} value={`+${reward.diamonds}`} />}
          <Pair label="Added to your wallet" value={`${diamondsReleased + (reward?.diamonds ?? 0)} diamonds`} strong />
        </Highlight>
        <P muted>We will email you when its pre-sale opens.</P>
        <Action href={absolute(site, paths.crowdfundingShow(character.id))}>See the campaign</Action>
      </>
    ),
  }),
  campaign_failed: (site, { character, refundCents, diamondsReturned }, name) => ({
    subject: `${character.name} did not reach its goal: refund of ${money(refundCents)}`,
    preview: `We are refunding ${money(refundCents)} to your original payment method.`,
    reason: `${ACCOUNT} ${site.appName} and backed this campaign.`,
    body: (
      <>
        <Title>{character.name} did not reach its goal</Title>
        <P>
          Hi {name}, the campaign ended before reaching its target, so nobody is charged. We have issued a refund of your support to your
          original payment method.
        </P>
        <Highlight>
          <Pair label="Frozen diamonds removed" value={String(diamondsReturned)} />
          <Pair label="Refund issued" value={money(refundCents)} strong />
        </Highlight>
        <P muted>Depending on your bank, the refund can take 5–10 business days to show.</P>
        <Action href={absolute(site, paths.campaigns)}>View your supports</Action>
      </>
    ),
  }),
  pledge_errored: (site, data, name) => {
    if (data.address) return pledgeNeedsAddress(site, data, name);
    const { character, supportId, pledgeNo, amountCents, reason, authentication, attempt, graceEndsAt } = data;
    return {
      subject: `${attempt > 1 ? 'Reminder: ' : ''}${authentication ? `Confirm your pledge to ${character.name}` : `Your pledge to ${character.name} could not be charged`}`,
      preview: `${character.name} was funded, but your ${money(amountCents)} pledge could not be charged. Fix it by ${day(graceEndsAt)}.`,
      reason: `${ACCOUNT} ${site.appName} and pledged to this campaign.`,
      body: (
        <>
          <CharacterBanner site={site} character={character} />
          <Title>{authentication ? 'Your bank asks you to confirm your pledge' : 'Your pledge could not be charged'}</Title>
          <P>
            Hi {name}, {character.name} reached its goal, but charging your pledge failed: {reason}{' '}
            {authentication
              ? 'Confirm the payment with your bank (3-D Secure) to keep your pledge.'
              : 'Pay it with another card to keep your pledge.'}
          </P>
          <Highlight>
            <Pair label="Pledge" value={pledgeNo} />
            <Pair label="Fix it by" value={day(graceEndsAt)} />
            <Pair label="Amount" value={money(amountCents)} strong />
          </Highlight>
          <P muted>
            We try your card again every 48 hours. If it still cannot be charged by then, the pledge is dropped and nothing is charged.
          </P>
          <Action href={absolute(site, paths.checkout(supportId, 'crowdfunding_support'))}>
            {authentication ? 'Confirm the payment' : 'Use another card'}
          </Action>
        </>
      ),
    };
  },
  pledge_dropped: (site, { character, pledgeNo, amountCents }, name) => ({
    subject: `Your pledge to ${character.name} was dropped`,
    preview: `Your ${money(amountCents)} pledge could not be charged within 7 days. Nothing was charged.`,
    reason: `${ACCOUNT} ${site.appName} and pledged to this campaign.`,
    body: (
      <>
        <Title>Your pledge was dropped</Title>
        <P>
          Hi {name}, we could not charge your pledge {pledgeNo} to {character.name} within 7 days, so it was dropped. Nothing was charged
          and its reward was released.
        </P>
        <Action href={absolute(site, paths.crowdfundingShow(character.id))}>View the campaign</Action>
      </>
    ),
  }),
  raffle_win: (site, { entryId, characterName, specTitle, image }, name) => ({
    subject: `You won ${characterName} — ${specTitle}!`,
    preview: 'Choose a shipping address so we can send your prize.',
    reason: `${ACCOUNT} ${site.appName} and entered this raffle.`,
    body: (
      <>
        <Title>Congratulations, {name}! You won!</Title>
        <Row style={{ margin: '0 0 16px' }}>
          <Column style={{ width: '92px', verticalAlign: 'top' }}>
            <Img src={emailImage(site, image ?? '/no-image.png')} width="80" height="80" alt={specTitle} style={{ borderRadius: '12px' }} />
          </Column>
          <Column style={{ verticalAlign: 'middle' }}>
            <Text style={{ fontSize: '16px', lineHeight: '22px', fontWeight: 700, margin: 0 }}>{characterName}</Text>
            <Text style={{ fontSize: '14px', lineHeight: '20px', color: colors.muted, margin: '2px 0 0' }}>{specTitle}</Text>
          </Column>
        </Row>
        <P>Your prize is reserved for you. Choose a shipping address and we will send it within 2–3 business days, free of charge.</P>
        <Action href={absolute(site, paths.raffleEntry(entryId))}>Choose an address</Action>
      </>
    ),
  }),
  crowdfunding_opened: (site, { character, endAt }, name) => ({
    subject: `${character.name} is now crowdfunding`,
    preview: `You voted for ${character.name}: back it before ${day(endAt)}.`,
    reason: `You receive this email because you voted for ${character.name} at ${site.appName} and campaign updates are on.`,
    body: (
      <>
        <CharacterBanner site={site} character={character} />
        <Title>{character.name} is now crowdfunding</Title>
        <P>
          Hi {name}, you helped {character.name} reach its vote target. Its crowdfunding campaign is open until {day(endAt)}.
        </P>
        <P>Back it now to earn diamonds and a chance at the top backer rewards.</P>
        <Action href={absolute(site, paths.crowdfundingShow(character.id))}>{`Back ${character.name}`}</Action>
      </>
    ),
  }),
  pre_sale_opening: (site, { character, preSalePriceCents, salePriceCents, preSaleEndAt }, name) => ({
    subject: `Pre-sale open: ${character.name} from ${money(preSalePriceCents)}`,
    preview: `Pre-order ${character.name} at ${money(preSalePriceCents)} until ${day(preSaleEndAt)}.`,
    reason: `You receive this email because you voted for or collected ${character.name} at ${site.appName} and pre-sale emails are on.`,
    body: (
      <>
        <CharacterBanner site={site} character={character} />
        <Title>{character.name} is open for pre-order</Title>
        <P>Hi {name}, a character you supported is now a figurine. Pre-order it before everyone else, at the pre-sale price.</P>
        <Highlight>
          <Pair label="Regular price" value={money(salePriceCents)} />
          <Pair label={`Pre-sale price, until ${day(preSaleEndAt)}`} value={money(preSalePriceCents)} strong />
        </Highlight>
        <Action href={absolute(site, paths.figurineShow(character.id))}>Pre-order now</Action>
      </>
    ),
  }),
  password_changed: (site, { changedAt }, name) => ({
    subject: `Your ${site.appName} password was changed`,
    preview: 'If this was you, there is nothing to do.',
    reason: `You receive this security notice because you have an account at ${site.appName}.`,
    body: (
      <>
        <Title>Your password was changed</Title>
        <P>
          Hi {name}, the password of your {site.appName} account was changed on {day(changedAt)} (UTC). Every other signed-in device was
          signed out.
        </P>
        <P>If this was you, there is nothing to do. If it was not, sign in with a verification code and change your password right away.</P>
        <Action href={absolute(site, paths.changePassword)}>Review your account</Action>
      </>
    ),
  }),
  admin_invitation: (site, { url, role, invitedBy, expiresAt }) => ({
    subject: `You are invited to the ${site.appName} console`,
    preview: `${invitedBy} invited you to join the team as ${roleLabel(role)}.`,
    reason: `You receive this email because ${invitedBy} invited this address to the ${site.appName} console.`,
    body: (
      <>
        <Title>Join the {site.appName} console</Title>
        <P>
          {invitedBy} invited you to join the team that runs {site.appName}, as {roleLabel(role)}. Choose a username and a password, then
          set up an authenticator app as your second factor.
        </P>
        <P muted>The invitation is good until {day(expiresAt)} (UTC) and can be used once. If you did not expect it, ignore this email.</P>
        <Action href={url}>Accept the invitation</Action>
      </>
    ),
  }),
  dispute_opened: (site, { disputeId, provider, orderNo, amountCents, reason, evidenceDueBy }) => ({
    subject: `Payment disputed: ${orderNo ? `order ${orderNo}` : 'a payment'} (${money(amountCents)})`,
    preview: evidenceDueBy ? `Answer with evidence by ${stamp(evidenceDueBy)} UTC.` : 'Answer with evidence before the deadline.',
    reason: `You receive this email because you are an owner or operator of the ${site.appName} console.`,
    body: (
      <>
        <Title>A payment was disputed</Title>
        <P>
          The buyer{orderNo ? ` of order ${orderNo}` : ''} disputed {money(amountCents)} with their bank ({providerName(provider)}, reason:{' '}
          {disputeReasonText(reason, 'en')}). The order is held: it cannot ship until the dispute is closed.
        </P>
        <Highlight>
          <Pair label="Disputed" value={money(amountCents)} strong />
          <Pair label="Evidence due by" value={evidenceDueBy ? `${stamp(evidenceDueBy)} UTC` : 'Not given'} />
        </Highlight>
        <P>The Disputes screen has the evidence prefilled: the order, the address, the tracking and what the buyer was told.</P>
        <Action href={absolute(site, `/admin/disputes/${disputeId}`)}>Open the dispute</Action>
      </>
    ),
  }),
  lottery_won: (site, { lotteryId, characterName, specTitle, units, windowEndsAt }, name) => ({
    subject: `You were drawn: ${characterName} — ${specTitle}`,
    preview: `${plural(units, 'unit')} held for you until ${day(windowEndsAt)}.`,
    reason: `${ACCOUNT} ${site.appName} and applied to this lottery.`,
    body: (
      <>
        <Title>Congratulations, {name}! You were drawn.</Title>
        <P>
          {plural(units, 'unit')} of {characterName} — {specTitle} {units === 1 ? 'is' : 'are'} held for you until {day(windowEndsAt)},{' '}
          {windowEndsAt.slice(11, 16)} UTC. Buy before then, or {units === 1 ? 'it goes' : 'they go'} to the next drawn.
        </P>
        <Action href={absolute(site, paths.lotteryShow(lotteryId))}>Buy now</Action>
      </>
    ),
  }),
  lottery_not_drawn: (site, { lotteryId, characterName, specTitle }, name) => ({
    subject: `Lottery result: ${characterName} — ${specTitle}`,
    preview: 'You were not drawn this time; you keep your place.',
    reason: `${ACCOUNT} ${site.appName} and applied to this lottery.`,
    body: (
      <>
        <Title>Not drawn this time</Title>
        <P>
          Hi {name}, you were not drawn in the lottery for {characterName} — {specTitle}. You keep your place in the drawn order: if a
          winner does not buy in time, their units go to the next drawn and we will email you.
        </P>
        <Action href={absolute(site, paths.lotteryShow(lotteryId))}>See the draw</Action>
      </>
    ),
  }),
  account_deleted: (site, { deletedAt }, name) => ({
    subject: `Your ${site.appName} account was deleted`,
    preview: 'Your personal data has been removed.',
    reason: `This is the last email we send to this address about your ${site.appName} account.`,
    body: (
      <>
        <Title>Your account was deleted</Title>
        <P>
          Hi {name}, as you asked, your {site.appName} account was deleted on {day(deletedAt)} (UTC). Your profile, addresses, collection
          and messages are gone; orders keep an anonymous record for accounting.
        </P>
        <P muted>If you did not ask for this, contact support by replying to this email.</P>
        <Action href={absolute(site, paths.contactSupport)}>Contact support</Action>
      </>
    ),
  }),
  data_export_ready: (site, { url, expiresAt }, name) => ({
    subject: `Your ${site.appName} data is ready to download`,
    preview: 'The link works for 24 hours.',
    reason: `You receive this because you asked ${site.appName} for a copy of your data.`,
    body: (
      <>
        <Title>Your data is ready</Title>
        <P>
          Hi {name}, the copy of your {site.appName} data you asked for is ready: your profile, addresses, orders, payments, supports,
          diamonds, votes, comments, messages and notices, as JSON in a zip file.
        </P>
        <P>
          The link works until {day(expiresAt)} (UTC), 24 hours after it was made. Anyone with the link can download the file: keep it to
          yourself.
        </P>
        <Action href={absolute(site, url)}>Download my data</Action>
        <P muted>If you did not ask for this, change your password and contact support.</P>
      </>
    ),
  }),
};

/** The verification code email (sent in its request, never queued: the code stays out of the database). */
export const verificationCodeTemplate = (site: MailSite, code: string, minutes: number): Rendered => ({
  // The subject stays free of the code: transports log subjects, and production logs must not hold codes.
  subject: `Your ${site.appName} verification code`,
  preview: `Your code expires in ${minutes} minutes.`,
  reason: `You receive this email because someone entered this address at ${site.appName}. If it was not you, ignore it.`,
  body: (
    <>
      <Title>Your verification code</Title>
      <P>Enter this code to continue. It expires in {minutes} minutes.</P>
      <Highlight>
        <Text style={{ fontSize: '32px', lineHeight: '40px', fontWeight: 700, letterSpacing: '0.3em', margin: 0, textAlign: 'center' }}>
          {code}
        </Text>
      </Highlight>
      <P muted>Never share this code. {site.appName} will never ask you for it.</P>
    </>
  ),
});

export { Layout };
