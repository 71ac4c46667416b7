import type { TaxKind } from '@pedestal/contract';
/**
 * Every email the store sends, and what each needs. The modules that own the events build these
 * from their own tables, inside the transaction of the event (`queueEmails`); the templates read
 * nothing else, so a queued email says what was true when it happened.
 */

/** One line of an order, as the order detail shows it. */
export interface MailOrderLine {
  characterName: string;
  specTitle: string;
  /** Path or absolute URL of the spec's image. */
  image: string | null;
  unitPriceCents: number;
  /** Issue 31: one unit's tax (emails queued before it have none). */
  unitTaxCents?: number;
  quantity: number;
}

export interface MailAddress {
  name: string;
  phone: string;
  zipCode: string;
  country: string;
  province: string;
  city: string;
  area: string;
  address: string;
}

export interface MailOrder {
  id: string;
  no: string;
  lines: MailOrderLine[];
  subtotalCents: number;
  shippingFeeCents: number;
  /** Issue 31 (emails queued before it have none). */
  taxCents?: number;
  tax?: MailTax | null;
  totalCents: number;
  address: MailAddress | null;
  /** Issue 41 #4: the month a paid pre-order waits for (older emails have none). */
  releaseMonth?: string | null;
}

/** How a parcel's tax reads: kind, rate, whether prices hold it, the IOSS number, the shipping's share. */
export interface MailTax {
  kind: TaxKind;
  rateBp: number;
  inclusive: boolean;
  iossNumber: string | null;
  /** Missing from order emails queued before it: read as 0. */
  shippingTaxCents?: number;
}

/** What a support charged, itemised (decision 049): its reward, its parcel's shipping and the tax. */
export interface MailSupportCharges {
  rewardCents: number;
  /** A tier that ships nothing has no shipping line and no tax. */
  ships: boolean;
  shippingCents: number;
  taxCents: number;
  tax: MailTax | null;
}

export interface MailCharacter {
  id: string;
  name: string;
  image: string | null;
}

export interface NoticeData {
  order_paid: { order: MailOrder };
  order_shipped: { order: MailOrder; trackingNo: string; /** rules/carriers id (older rows: none). */ carrier?: string | null };
  /** `full` and `refundedCents` are missing from emails queued before partial refunds existed (full ones). */
  order_refunded: { order: MailOrder; refundCents: number; refundedCents?: number; full?: boolean };
  /** `amountCents`: the total charged; `charges` itemises it (emails queued before decision 049's itemising have none). */
  support_paid: {
    character: MailCharacter;
    supportNo: string;
    tierTitle: string;
    amountCents: number;
    diamonds: number;
    charges?: MailSupportCharges;
    /** Where the reward ships (null or missing: it ships nothing, or queued before decision 049's itemising). */
    address?: MailAddress | null;
  };
  /** `belowGoal`: an operator funded it below its goal (decision 036): the email does not say it reached it. */
  campaign_funded: {
    character: MailCharacter;
    diamondsReleased: number;
    reward: { rank: number; diamonds: number } | null;
    belowGoal?: boolean;
  };
  campaign_failed: { character: MailCharacter; refundCents: number; diamondsReturned: number };
  /** A pledge's charge failed (decision 040): the first notice and each 48-hour reminder. */
  pledge_errored: {
    character: MailCharacter;
    supportId: string;
    pledgeNo: string;
    amountCents: number;
    reason: string;
    authentication: boolean;
    /** Not charged: the reward now ships and there is no address (decision 059). */
    address?: boolean;
    attempt: number;
    graceEndsAt: string;
  };
  pledge_dropped: { character: MailCharacter; pledgeNo: string; amountCents: number };
  raffle_win: { entryId: string; characterName: string; specTitle: string; image: string | null };
  lottery_won: { lotteryId: string; characterName: string; specTitle: string; image: string | null; units: number; windowEndsAt: string };
  lottery_not_drawn: { lotteryId: string; characterName: string; specTitle: string };
  crowdfunding_opened: { character: MailCharacter; endAt: string };
  pre_sale_opening: { character: MailCharacter; preSalePriceCents: number; salePriceCents: number; preSaleEndAt: string };
  /** Issue 29: a spec of the order ships later; `answerBy` when the buyer's yes is needed. */
  order_delayed: {
    order: { id: string; no: string };
    characterName: string;
    specTitle: string;
    fromMonth: string;
    toMonth: string;
    reason: string;
    answerBy: string | null;
  };
  order_cancelled: { order: MailOrder; cause: 'buyer' | 'delay' | 'no-answer'; cancelledAt: string };
  /**
   * The timestamped acknowledgement of a withdrawal, with the return instructions: the operator's
   * returns address and instructions as of the withdrawal (absent or null: support emails the address).
   */
  order_withdrawn: {
    order: MailOrder;
    withdrawnAt: string;
    returnBy: string;
    returnAddress?: string | null;
    returnInstructions?: string | null;
  };
  support_delayed: {
    character: MailCharacter;
    supportNo: string;
    fromMonth: string;
    toMonth: string;
    reason: string;
    answerBy: string | null;
  };
  /** One refund of a support (decision 031): in full or in part, with the diamonds it took back. */
  support_refunded: {
    character: MailCharacter;
    supportNo: string;
    refundCents: number;
    refundedCents: number;
    full: boolean;
    diamondsTakenBack: number;
  };
  support_cancelled: { character: MailCharacter; supportNo: string; amountCents: number; cause: 'buyer' | 'delay' | 'no-answer' };
  password_changed: { changedAt: string };
  account_deleted: { deletedAt: string };
  /** `url`: the store path of the download (with its token); it works until `expiresAt`. */
  data_export_ready: { url: string; expiresAt: string };
  /** An invitation to the console's team (decision 036); sent to an address, not to a shopper. */
  admin_invitation: { url: string; role: string; invitedBy: string; expiresAt: string };
  /** A chargeback was opened (decision 032): to the team's owners and operators, with the deadline. */
  dispute_opened: {
    disputeId: string;
    provider: string;
    orderNo: string | null;
    amountCents: number;
    reason: string;
    evidenceDueBy: string | null;
  };
}

export type NoticeKind = keyof NoticeData;

/** Marketing-like topics a user can switch off; every other email is transactional and always goes. */
export type NoticeTopic = 'preSaleOpening' | 'campaignUpdates';

export const NOTICE_TOPICS: Partial<Record<NoticeKind, NoticeTopic>> = {
  crowdfunding_opened: 'campaignUpdates',
  pre_sale_opening: 'preSaleOpening',
};

/** One email to one user about one thing. */
export type Notice = {
  [K in NoticeKind]: {
    kind: K;
    userId: string;
    /**
     * What the email is about (order, support, campaign, entry id, or the event's time): with the
     * kind and the user it makes the email's idempotency key, so the same event mails once.
     */
    about: string;
    data: NoticeData[K];
  };
}[NoticeKind];

export const noticeKey = (n: Pick<Notice, 'kind' | 'userId' | 'about'>) => `${n.kind}:${n.about}:${n.userId}`;
