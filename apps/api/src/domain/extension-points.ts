/**
 * How one module plugs into another that must not know it (decision 004): the payment module pays
 * any payable order, the character module places a character in its phase from every stage's part,
 * and every module reads the platform settings the content module keeps.
 * The implementations come from each module's definition, handed to the context by the composition
 * root (module-list.ts); no module keeps a registry of its own.
 */
import type { AccountOpenItem, CharacterPhaseInput, DEFAULT_SETTINGS, PaymentOrderType, RefusalReason } from '@pedestal/contract';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import type { AddressSnapshot } from './events';

/** Every character due for the daily refresh of its contributors, or the one whose phase just ended. */
export type ContributorScope = 'daily' | { characterId: string };

/**
 * Who supported a character in one of its stages (voted, backed), as the stage's domain reports it:
 * the characters in scope, and rows (character_id, user_id, total, first_at) of what each user gave.
 * The contributor module ranks them; a lottery drop may weigh these accounts more (issue 25).
 */
export interface SupporterSource {
  phase: 'vote' | 'crowdfunding';
  characters(scope: ContributorScope): SQL;
  totals(scope: ContributorScope): SQL;
}

/** What a domain tells payments about one of its orders, always computed on the server. */
export interface PayableOrder {
  amountCents: number;
  description: string;
  payable: boolean;
  /** Why it cannot be paid (shown to the shopper, in their language, by its reason). */
  reason?: RefusalReason;
}

/** Order lines a refund covers (figurine orders): their stock returns when it succeeds. */
export interface RefundLine {
  itemId: string;
  quantity: number;
}

/** One refund of the payment that paid an order, as the order's domain hears of it (decision 031). */
export interface AppliedRefund {
  refundId: string;
  amountCents: number;
  /** All succeeded refunds of the payment, this one included. */
  refundedCents: number;
  capturedCents: number;
  /** The whole capture is now refunded. */
  full: boolean;
  reason: string;
  lines: RefundLine[] | null;
}

/**
 * What a disputed order shows as evidence (decision 032, issue 24): what was bought, where it went
 * and when, as its own domain keeps it. `link` is the order's store path: the notices its buyer was
 * sent about it link there.
 */
export interface OrderEvidence {
  no: string;
  status: string;
  lines: { title: string; quantity: number; unitPriceCents: number }[];
  subtotalCents: number;
  shippingFeeCents: number;
  taxCents: number;
  totalCents: number;
  refundedCents: number;
  address: AddressSnapshot | null;
  carrier: string | null;
  trackingNo: string | null;
  shippedAt: Date | null;
  receivedAt: Date | null;
  link: string;
}

/** One notice a shopper was sent (in-app message), as a dispute's evidence quotes it. */
export interface SentNotice {
  title: string;
  body: string;
  sentAt: Date;
}

/** The notices a shopper was sent that link to `link`, oldest first (the message module answers). */
export type CorrespondenceSource = (db: DbOrTx, userId: string, link: string) => Promise<SentNotice[]>;

/** Operators' names by admin id (the auth module answers): a console page names who did what, never an id. */
export type OperatorNamesSource = (db: DbOrTx, adminIds: string[]) => Promise<Map<string, string>>;

/** How a domain (crowdfunding support, figurine order) plugs its orders into payments. */
export interface Payable {
  /** The order as its owner sees it; null when it does not exist or is another user's (404). */
  load(tx: Tx, orderId: string, userId: string): Promise<PayableOrder | null>;
  /**
   * The order is paid: called exactly once per order, in the transaction that records the
   * provider's event, and only after load() still answers it payable for the paid amount.
   */
  onPaid(tx: Tx, orderId: string, paymentId: string): Promise<void>;
  /** An attempt to pay the order failed (at once, or later by the provider's event); the order stays payable. */
  onFailed?(tx: Tx, orderId: string, failure: { paymentId: string; message: string }): Promise<void>;
  /**
   * A refund of the payment that paid the order succeeded (once per refund): in full
   * (`refund.full`) or in part — then the order keeps its state and shows the refunded amount.
   */
  onRefunded?(tx: Tx, orderId: string, refund: AppliedRefund): Promise<void>;
  /** The provider refused a refund (the order goes back to where it was). */
  onRefundFailed?(tx: Tx, orderId: string, refund: AppliedRefund): Promise<void>;
  /** The order as a dispute's evidence shows it (null: gone). */
  evidence?(db: DbOrTx, orderId: string): Promise<OrderEvidence | null>;
}

/** The payable order types, each with its owner's implementation. */
export class Payables {
  private readonly byType = new Map<PaymentOrderType, Payable>();

  /** Made while the app is built; registering a type again replaces it (tests stand in for a domain this way). */
  register(orderType: PaymentOrderType, payable: Payable) {
    this.byType.set(orderType, payable);
  }

  find(orderType: PaymentOrderType): Payable | undefined {
    return this.byType.get(orderType);
  }

  get(orderType: PaymentOrderType): Payable {
    const payable = this.byType.get(orderType);
    if (!payable) throw new Error(`No payable registered for order type ${orderType}`);
    return payable;
  }
}

/** A stage's part of what a character's phase depends on. */
export type PhaseParts = Partial<Pick<CharacterPhaseInput, 'vote' | 'crowdfunding' | 'sale'>>;

/**
 * How a stage domain (vote, crowdfunding, shop) reports its part of a character's phase. The
 * stages build on characters, so characters cannot ask them directly.
 */
export type PhaseSource = (db: DbOrTx, characterId: string) => Promise<PhaseParts>;

/**
 * Whether a module's rows hold a character (decision 063): paid supports, orders, raffle or lottery
 * entries. A held character is not deleted (409 with the reason); its campaign's fail-and-refund or
 * cancel-and-refund is the way out. Each module answers for its own tables.
 */
export type CharacterHoldSource = (
  db: DbOrTx,
  characterId: string,
) => Promise<'character-held-by-supports' | 'character-held-by-orders' | 'character-held-by-entries' | null>;

/**
 * What of a module's rows an account still has open (issue 41 #3): orders to deliver, returns and
 * refunds pending, supports of a campaign not over, pledges still to charge. An account with any is
 * not deleted; the deletion screen lists them. Each module counts its own rows.
 */
export type AccountHoldSource = (db: DbOrTx, userId: string) => Promise<AccountOpenItem[]>;

/**
 * A module's part of a shopper's copy of their data (issue 29 #3, decision 039): the rows of its own
 * tables keyed by the account, by table name. The account module gathers every part; no module
 * reads another's tables for it.
 */
export type PersonalDataSource = (db: DbOrTx, userId: string) => Promise<Record<string, unknown[]>>;

/** The platform settings: the contract's defaults, overridden key by key by what an operator stored. */
export type Settings = typeof DEFAULT_SETTINGS;

/** How modules read the platform settings (the content module keeps them and implements this). */
export interface SettingsReader {
  /** As stored now, read through `db` (the caller's transaction, so a command sees one version). */
  read(db: DbOrTx): Promise<Settings>;
  /**
   * Kept between requests until a change is announced, for hot commands (Buy Now) that would
   * otherwise read them every time; `db` reads them when nothing is kept.
   */
  current(db: DbOrTx): Promise<Settings>;
}
