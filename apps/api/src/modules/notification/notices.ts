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
  totalCents: number;
  address: MailAddress | null;
}

export interface MailCharacter {
  id: string;
  name: string;
  image: string | null;
}

export interface NoticeData {
  order_paid: { order: MailOrder };
  order_shipped: { order: MailOrder; trackingNo: string };
  /** `full` and `refundedCents` are missing from emails queued before partial refunds existed (full ones). */
  order_refunded: { order: MailOrder; refundCents: number; refundedCents?: number; full?: boolean };
  support_paid: { character: MailCharacter; supportNo: string; tierTitle: string; amountCents: number; diamonds: number };
  campaign_funded: { character: MailCharacter; diamondsReleased: number; reward: { rank: number; diamonds: number } | null };
  campaign_failed: { character: MailCharacter; refundCents: number; diamondsReturned: number };
  raffle_win: { entryId: string; characterName: string; specTitle: string; image: string | null };
  lottery_won: { lotteryId: string; characterName: string; specTitle: string; image: string | null; units: number; windowEndsAt: string };
  lottery_not_drawn: { lotteryId: string; characterName: string; specTitle: string };
  crowdfunding_opened: { character: MailCharacter; endAt: string };
  pre_sale_opening: { character: MailCharacter; preSalePriceCents: number; salePriceCents: number; preSaleEndAt: string };
  password_changed: { changedAt: string };
  account_deleted: { deletedAt: string };
  /** `url`: the store path of the download (with its token); it works until `expiresAt`. */
  data_export_ready: { url: string; expiresAt: string };
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
