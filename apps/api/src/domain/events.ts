/**
 * The domain events: what happened, as the modules that make it happen tell it. A command emits its
 * events inside its transaction (`ctx.events.emit(tx, event)`); the subscribers registered at the
 * composition root (module-list.ts) react in that transaction — in-app messages, emails (outbox rows),
 * audit rows, a character's phase, data removed with an account. An emitting module imports none of
 * the modules that react. Each event carries what its reactions need (names, amounts, the order as
 * its emails show it), so a subscriber reads nothing of the emitter's tables.
 *
 * The table of events and their subscribers is docs/ARCHITECTURE.md's (checked by events.test.ts).
 */
import type { AdminSaleInput, AdminVoteInput, TaxKind } from '@pedestal/contract';
import type { Tx } from '../db/client';
import { EventBus, type Subscription } from '../platform/event-bus';

/** A character as messages and emails name it; `submitterId` is the user who submitted it. */
export interface CharacterRef {
  id: string;
  name: string;
  /** Path or URL of the image that stands for it in this event (campaign or sale art, else the illustration). */
  image: string | null;
  submitterId: string;
}

/** A pledge of a charge-on-success campaign (decision 040), as its notices show it. */
export interface PledgeRef {
  id: string;
  no: string;
  userId: string;
  amountCents: number;
  diamonds: number;
  /** What a charged pledge paid, itemised (decision 049); the other pledge events leave it out. */
  charges?: SupportChargesRef;
}

/**
 * What a support charged, as its email and message itemise it (decision 049): the reward's price,
 * its parcel's shipping and the tax; `amountCents` beside it stays the total charged.
 */
export interface SupportChargesRef {
  rewardCents: number;
  /** Whether the reward ships a parcel; a tier that ships nothing has no shipping and no tax. */
  ships: boolean;
  shippingCents: number;
  taxCents: number;
  tax: { kind: TaxKind; rateBp: number; inclusive: boolean; iossNumber: string | null; shippingTaxCents: number } | null;
}

/** One line of an order, as the order detail shows it. */
export interface OrderLineSnapshot {
  characterName: string;
  specTitle: string;
  /** Path or absolute URL of the spec's image. */
  image: string | null;
  unitPriceCents: number;
  /** Issue 31: one unit's tax (what it reads with where prices hold their VAT); older events have none. */
  unitTaxCents?: number;
  quantity: number;
}

export interface AddressSnapshot {
  name: string;
  phone: string;
  zipCode: string;
  country: string;
  province: string;
  city: string;
  area: string;
  address: string;
}

/** A figurine order as it stood when the event happened. */
export interface OrderSnapshot {
  id: string;
  no: string;
  userId: string;
  lines: OrderLineSnapshot[];
  subtotalCents: number;
  shippingFeeCents: number;
  /** Issue 31: the tax collected, and how it reads (kind, rate, inclusive, IOSS); older events have none. */
  taxCents?: number;
  tax?: { kind: TaxKind; rateBp: number; inclusive: boolean; iossNumber: string | null; shippingTaxCents?: number } | null;
  totalCents: number;
  address: AddressSnapshot | null;
  /** Issue 41 #4: a paid pre-order waits for this month (YYYY-MM) before it ships; null or absent: it ships when ready. */
  releaseMonth?: string | null;
}

/**
 * What an order event is about (issue 39): a figurine `purchase` (a shop order) or a crowdfunding
 * `reward` (a support). One event per fact — `OrderPaid`, `OrderRefunded`, `OrderCancelled`,
 * `OrderDelayed` — carries the kind, and its subscribers react to each kind in a function of its own.
 */
export type OrderKind = 'purchase' | 'reward';

/** An order as a delay's notices name it (either kind). */
export interface OrderRef {
  id: string;
  no: string;
  userId: string;
}

/**
 * A reward order — a crowdfunding support — as its refund and cancellation notices name it, with
 * the campaign's character beside it in the event. `amountCents`: what it charged (the reward, its
 * shipping and tax); a cancellation's is what was still paid.
 */
export interface RewardOrderRef extends OrderRef {
  amountCents: number;
}

/** A paid reward order as its email and message show it: `amountCents` is the total, `charges` itemises it (decision 049). */
export interface RewardOrderSnapshot extends RewardOrderRef {
  diamonds: number;
  charges: SupportChargesRef;
  /** Where the reward ships (null: it ships nothing). */
  address: AddressSnapshot | null;
}

/** A ship month moved later (issue 29); `answerBy` is set when the buyer's yes is needed (a long or second delay). */
export interface DelayRef {
  id: string;
  fromMonth: string;
  toMonth: string;
  reason: string;
  needsConsent: boolean;
  answerBy: Date | null;
}

/** Why a paid order was cancelled: its buyer asked, answered a delay with cancel, or did not answer a delay needing consent. */
export type OrderCancelCause = 'buyer' | 'delay' | 'no-answer';
/** A lottery drop as its messages and emails name it. */
export interface LotteryRef {
  lotteryId: string;
  characterId: string;
  characterName: string;
  specTitle: string;
  image: string | null;
  /** How long a winner has to buy. */
  claimHours: number;
}

/** A drawn applicant with units held for them until `windowEndsAt`. */
export interface LotteryWinner {
  userId: string;
  applicationId: string;
  units: number;
  windowEndsAt: Date;
}

/** A ranked contributor's reward (top voters and supporters). */
export interface RankReward {
  userId: string;
  rank: number;
  diamonds: number;
}

/** The record an operator changed, as the audit log names it. */
export type AuditTargetType =
  | 'character'
  | 'vote'
  | 'crowdfunding'
  | 'crowdfunding_spec'
  | 'sale_spec'
  | 'figurine_order'
  | 'dispute'
  | 'setting'
  | 'raffle'
  | 'user'
  | 'comment'
  | 'banner'
  | 'article'
  | 'admin'
  | 'admin_invitation';

/** How an admin's sign-in was proven beyond the password. */
export type AdminSecondFactor = 'totp' | 'recovery-code' | null;

export type DomainEvent =
  // Review
  | { type: 'CharacterApproved'; character: CharacterRef; by: string }
  | { type: 'CharacterRejected'; character: CharacterRef; reason: string; by: string }
  // Vote
  | { type: 'VoteOpened'; characterId: string; countTarget: number }
  | { type: 'VoteChanged'; characterId: string; input: AdminVoteInput; before: Record<string, unknown>; by: string | null }
  | { type: 'VoteTargetReached'; character: CharacterRef; rewards: RankReward[] }
  // Crowdfunding
  | {
      type: 'CampaignStarted';
      character: CharacterRef;
      countTarget: number;
      endAt: Date;
      days: number;
      submitterReward: number;
      /** Who voted for the character, its submitter left out (they hear as the submitter). */
      voterIds: string[];
      by: string;
    }
  | { type: 'CampaignChanged'; characterId: string; detail: Record<string, unknown>; by: string }
  /** Decision 066: a running campaign's goal, end date or tier prices changed, with the operator's reason (old → new). */
  | {
      type: 'CampaignAmended';
      characterId: string;
      reason: string;
      changes: { field: string; from: number | string | null; to: number | string }[];
      by: string;
    }
  | {
      type: 'CampaignFunded';
      character: CharacterRef;
      supporters: { userId: string; diamonds: number }[];
      rewards: RankReward[];
      /** The operator who declared it funded before its end; null when it met its goal at the end. */
      by: string | null;
      /** Funded by an operator below its goal (decision 036): shoppers are not told it reached it. */
      belowGoal: { reason: string; currentCents: number; targetCents: number } | null;
    }
  | {
      type: 'CampaignFailed';
      character: CharacterRef;
      supporters: { userId: string; diamonds: number; cents: number }[];
      /** The operator who failed it by hand; null when it missed its goal at its end. */
      by: string | null;
      /** Paid supports whose refunds were queued. */
      refunds: number;
      progress: { currentCents: number; targetCents: number };
    }
  /** A pledge's off-session charge went through (decision 040): its diamonds are the backer's. */
  | { type: 'PledgeCharged'; character: CharacterRef; pledge: PledgeRef }
  /**
   * A pledge's charge was declined or needs 3-D Secure: the backer is told how to fix it, at the
   * first failure and at every retry (each 48 h) until the grace ends.
   */
  | {
      type: 'PledgeErrored';
      character: CharacterRef;
      pledge: PledgeRef;
      /** `address_required`: the reward now ships and the backer has no address for it (decision 059). */
      code: 'authentication_required' | 'declined' | 'address_required';
      reason: string;
      /** 1 at the first failure; each retry that fails again reminds with the next. */
      attempt: number;
      graceEndsAt: Date;
    }
  /** The grace ended with the pledge still failing: it is dropped, nothing charged, its reward released. */
  | { type: 'PledgeDropped'; character: CharacterRef; pledge: PledgeRef; reason: string }
  // Shop
  | {
      type: 'PreSaleOpened';
      character: CharacterRef;
      salePriceCents: number;
      preSalePriceCents: number;
      preSaleEndAt: Date;
      /** Everyone who voted for or collected the character. */
      fanIds: string[];
      by: string;
    }
  | { type: 'SaleChanged'; characterId: string; input: AdminSaleInput; before: Record<string, unknown>; by: string }
  /** A purchase or a reward (a support) was paid; a reward's diamonds stay frozen until its campaign is funded. */
  | ({ type: 'OrderPaid' } & (
      { kind: 'purchase'; order: OrderSnapshot } | { kind: 'reward'; order: RewardOrderSnapshot; character: CharacterRef }
    ))
  | {
      type: 'OrderShipped';
      order: OrderSnapshot;
      trackingNo: string;
      /** rules/carriers id; null: none named. */ carrier: string | null;
      by: string;
    }
  /** A shipped order's tracking number (or carrier) was corrected: the buyer hears the new one. */
  | {
      type: 'OrderTrackingCorrected';
      order: OrderSnapshot;
      trackingNo: string;
      carrier: string | null;
      before: { trackingNo: string | null; carrier: string | null };
      by: string;
    }
  /** `lines`: the units refunded by line (null: by amount or in full); every money movement's audit names them. */
  | {
      type: 'OrderRefundRequested';
      orderId: string;
      from: string;
      by: string;
      amountCents: number;
      reason: string;
      full: boolean;
      lines: { itemId: string; quantity: number }[] | null;
    }
  /**
   * One refund of an order succeeded (decision 031): in full, or in part (`full: false`, the order
   * keeps its state). A reward's `diamondsTakenBack` is what this refund took back of its diamonds;
   * backers hear of it in words of their own (not a purchase's).
   */
  | ({
      type: 'OrderRefunded';
      refundId: string;
      refundCents: number;
      /** All its refunds so far, this one included. */
      refundedCents: number;
      full: boolean;
    } & (
      | { kind: 'purchase'; order: OrderSnapshot; reason: string }
      | { kind: 'reward'; order: RewardOrderRef; character: CharacterRef; diamondsTakenBack: number }
    ))
  /**
   * A chargeback was opened on a payment (decision 032): its order is held until it is closed; the
   * team's owners and operators are emailed with the deadline to answer.
   */
  | {
      type: 'DisputeOpened';
      dispute: { id: string; provider: string; providerRef: string; amountCents: number; reason: string; evidenceDueBy: Date | null };
      payment: { id: string; orderType: string; orderId: string };
      /** The disputed order's number, as its domain names it (null: it did not say). */
      orderNo: string | null;
    }
  /** An operator submitted a dispute's evidence to its provider (decision 056; audited). */
  | { type: 'DisputeEvidenceSubmitted'; by: string; dispute: { id: string; provider: string; providerRef: string }; attempt: number }
  | { type: 'OrdersExpired'; orders: { id: string; no: string; userId: string; items: { specId: string; quantity: number }[] }[] }
  /**
   * The operator moved a ship month later (issue 29): a purchase's spec (`orders`: its paid, unshipped
   * orders) or a campaign's rewards (`orders`: its paid supports). Every order hears of it, with "keep
   * my order" and "cancel for a full refund".
   */
  | ({ type: 'OrderDelayed'; delay: DelayRef; orders: OrderRef[]; by: string } & (
      { kind: 'purchase'; characterId: string; characterName: string; specTitle: string } | { kind: 'reward'; character: CharacterRef }
    ))
  /** A paid order was cancelled before shipping (issue 29); its full refund is queued. */
  | ({ type: 'OrderCancelled'; cause: OrderCancelCause; at: Date } & (
      { kind: 'purchase'; order: OrderSnapshot } | { kind: 'reward'; order: RewardOrderRef; character: CharacterRef }
    ))
  /** The buyer withdrew from a delivered order (issue 29): the acknowledgement is timestamped `at`. */
  /** `returnTo`: the operator's returns address and instructions as of the withdrawal (null address: support emails it). */
  | {
      type: 'OrderWithdrawn';
      order: OrderSnapshot;
      at: Date;
      returnBy: Date;
      returnTo: { address: string | null; instructions: string | null };
    }
  // Raffle
  | { type: 'RaffleWon'; entryId: string; userId: string; characterName: string; specTitle: string; image: string | null }
  | { type: 'RafflePrizeClaimed'; entryId: string; userId: string; characterName: string; specTitle: string }
  // Lottery drops (issue 25): `winners` may buy their units until `windowEndsAt`; `others` wait their turn.
  | {
      type: 'LotteryDrawn';
      lottery: LotteryRef;
      winners: LotteryWinner[];
      others: { userId: string; applicationId: string }[];
    }
  /** Winners whose window passed unbought (`lapsed`), and the next drawn their units went to (`winners`). */
  | {
      type: 'LotteryUnitsPassedOn';
      lottery: LotteryRef;
      lapsed: { userId: string; applicationId: string }[];
      winners: LotteryWinner[];
    }
  // Accounts
  | { type: 'PasswordChanged'; userId: string; at: Date }
  | { type: 'AccountDeleted'; userId: string; at: Date }
  /** A user's default address was set or changed (pledges waiting for an address are charged, decision 059). */
  | { type: 'DefaultAddressSet'; userId: string }
  /** A copy of the shopper's data is ready: `url` downloads it until `expiresAt` (decision 039). */
  | { type: 'DataExportReady'; userId: string; exportId: string; url: string; expiresAt: Date }
  | { type: 'UserSessionsRevoked'; userId: string; by: string }
  // Operators' accounts
  | { type: 'AdminSignedIn'; adminId: string; address: string; secondFactor: AdminSecondFactor }
  /** A wrong password or second-factor code for an admin that exists (unknown names are not an account's history). */
  | { type: 'AdminSignInFailed'; adminId: string; address: string; stage: 'password' | 'second-factor' }
  | {
      type: 'AdminSecondFactorChanged';
      adminId: string;
      change: 'enrolled' | 'removed' | 'recovery-code-used' | 'recovery-codes-renewed';
      address: string;
      /** Recovery codes still unused after the change. */
      recoveryCodesLeft: number;
    }
  /** Any other change an operator makes in the console (specs, raffles, settings, moderation, edits). */
  | {
      type: 'OperatorEdited';
      by: string;
      action: string;
      target: { type: AuditTargetType; id: string };
      detail?: Record<string, unknown>;
    };

export type DomainEventType = DomainEvent['type'];

/** Every event type, in the catalogue's order (the documented table lists them all, subscribed or not). */
export const DOMAIN_EVENT_TYPES = [
  'CharacterApproved',
  'CharacterRejected',
  'VoteOpened',
  'VoteChanged',
  'VoteTargetReached',
  'CampaignStarted',
  'CampaignChanged',
  'CampaignAmended',
  'CampaignFunded',
  'CampaignFailed',
  'PledgeCharged',
  'PledgeErrored',
  'PledgeDropped',
  'PreSaleOpened',
  'SaleChanged',
  'OrderPaid',
  'OrderShipped',
  'OrderTrackingCorrected',
  'OrderRefundRequested',
  'OrderRefunded',
  'DisputeOpened',
  'DisputeEvidenceSubmitted',
  'OrdersExpired',
  'OrderDelayed',
  'OrderCancelled',
  'OrderWithdrawn',
  'RaffleWon',
  'RafflePrizeClaimed',
  'LotteryDrawn',
  'LotteryUnitsPassedOn',
  'PasswordChanged',
  'AccountDeleted',
  'DefaultAddressSet',
  'DataExportReady',
  'UserSessionsRevoked',
  'AdminSignedIn',
  'AdminSignInFailed',
  'AdminSecondFactorChanged',
  'OperatorEdited',
] as const satisfies readonly DomainEventType[];
// The list and the union hold the same names: a type added to one and not the other fails here.
true satisfies DomainEventType extends (typeof DOMAIN_EVENT_TYPES)[number] ? true : false;
export type DomainEvents = EventBus<DomainEvent>;
export type DomainSubscription = Subscription<DomainEvent>;

/** An order event of one kind. */
export type OrderEventOf<E extends { kind: OrderKind }, K extends OrderKind> = Extract<E, { kind: K }>;

/**
 * One handler for an order event, made of one function per kind: the map must name every kind (a
 * kind added fails to compile where it is not handled), and each function sees its kind's fields.
 */
export function byKind<E extends { kind: OrderKind }>(handlers: {
  [K in OrderKind]: (tx: Tx, event: OrderEventOf<E, K>) => Promise<void>;
}) {
  return (tx: Tx, event: E) => (handlers[event.kind] as (tx: Tx, event: E) => Promise<void>)(tx, event);
}

export const createDomainEvents = (): DomainEvents => new EventBus<DomainEvent>();
