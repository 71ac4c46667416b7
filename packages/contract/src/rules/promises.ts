/**
 * Promises of a pre-order store (issue 29, decision 038): the estimated ship month, when a delay
 * needs the buyer's yes, and what each region lets a buyer undo. Every rule here is the one both
 * the server and the web apply.
 */

import type { FigurineOrderStatus, OrderKind } from '../enums';

/** The regions a store may sell in (the operator picks them: setting `storeRegions`). */
export const StoreRegion = ['EU', 'UK', 'US', 'CN'] as const;
export type StoreRegion = (typeof StoreRegion)[number];

export interface RegionRules {
  /** Days after delivery a buyer may withdraw without a reason (0: no statutory right). */
  withdrawalDays: number;
  /** A delay this many days past the first promised date needs the buyer's consent (null: no such rule). */
  delayConsentAfterDays: number | null;
  /** A second delay needs the buyer's consent. */
  secondDelayNeedsConsent: boolean;
  /** The law the rule comes from, as the Delays and order pages name it. */
  source: string;
}

/**
 * The regional rules table (decision 038). EU and UK: 14 days to withdraw after delivery (Consumer
 * Rights Directive, Consumer Contracts Regulations). US: the FTC Mail Order Rule — a delay notice
 * with a cancel option; a delay of more than 30 days past the first date, or a second delay, needs
 * consent. China: 7 days without reason (Consumer Rights Protection Law art. 25).
 */
export const REGION_RULES: Record<StoreRegion, RegionRules> = {
  EU: { withdrawalDays: 14, delayConsentAfterDays: null, secondDelayNeedsConsent: false, source: 'EU Directive 2011/83/EU' },
  UK: { withdrawalDays: 14, delayConsentAfterDays: null, secondDelayNeedsConsent: false, source: 'UK Consumer Contracts Regulations 2013' },
  US: { withdrawalDays: 0, delayConsentAfterDays: 30, secondDelayNeedsConsent: true, source: 'FTC Mail Order Rule (16 CFR 435)' },
  CN: {
    withdrawalDays: 7,
    delayConsentAfterDays: null,
    secondDelayNeedsConsent: false,
    source: 'PRC Consumer Rights Protection Law, art. 25',
  },
};

/** Days the buyer has to answer a delay that needs consent; unanswered, the order is refunded. */
export const DELAY_ANSWER_DAYS = 14;
export const DEFAULT_STORE_REGIONS: StoreRegion[] = ['EU', 'US', 'CN'];

/**
 * One store serves all its regions with one set of rules: the most protective of each (the
 * longest withdrawal, the earliest consent threshold, a second delay needing consent if any says so).
 */
export function storeRules(regions: readonly StoreRegion[]): Omit<RegionRules, 'source'> {
  const rules = (regions.length ? regions : DEFAULT_STORE_REGIONS).map((r) => REGION_RULES[r]);
  const thresholds = rules.flatMap((r) => (r.delayConsentAfterDays === null ? [] : [r.delayConsentAfterDays]));
  return {
    withdrawalDays: Math.max(...rules.map((r) => r.withdrawalDays)),
    delayConsentAfterDays: thresholds.length ? Math.min(...thresholds) : null,
    secondDelayNeedsConsent: rules.some((r) => r.secondDelayNeedsConsent),
  };
}

/** `2027-03`: an estimated ship month. */
export const SHIP_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The promised date of a ship month: its last day (shipping "in March" is kept until March 31, UTC). */
export function shipMonthDate(month: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0));
}

export const shipMonthAfter = (later: string, earlier: string) => later > earlier;

/**
 * Whether a delay to `newMonth` needs the buyer's yes: a second (or later) delay when the rules
 * say so, or a new date more than the threshold past the first promised month.
 */
export function delayNeedsConsent(
  rules: Pick<RegionRules, 'delayConsentAfterDays' | 'secondDelayNeedsConsent'>,
  firstMonth: string,
  newMonth: string,
  delaysBefore: number,
): boolean {
  if (delaysBefore > 0 && rules.secondDelayNeedsConsent) return true;
  if (rules.delayConsentAfterDays === null) return false;
  const days = (shipMonthDate(newMonth).getTime() - shipMonthDate(firstMonth).getTime()) / 86_400_000;
  return days > rules.delayConsentAfterDays;
}

/** The last moment a delivered order may be withdrawn from (null: the store's regions give no such right). */
export function withdrawalDeadline(withdrawalDays: number, receivedAt: Date): Date | null {
  return withdrawalDays > 0 ? new Date(receivedAt.getTime() + withdrawalDays * 86_400_000) : null;
}

/** After withdrawing, the buyer sends the goods back within this many days (EU: 14). */
export const RETURN_DAYS = 14;

/** The day the goods of a withdrawal are due back: RETURN_DAYS after the withdrawal. */
export const returnByDate = (withdrawnAt: Date): Date => new Date(withdrawnAt.getTime() + RETURN_DAYS * 86_400_000);

/** The facts of an order that decide whether it may be withdrawn from. */
export interface WithdrawalFacts {
  kind: OrderKind;
  status: FigurineOrderStatus;
  withdrawnAt: Date | null;
  receivedAt: Date | null;
}

/**
 * Whether the buyer may withdraw from an order now (issue 41 #5), the one rule of the server's
 * command and of the order answer: a checkout order not withdrawn yet, in a store whose regions
 * give the right; shipped and on its way (the EU right may be used before the goods arrive), or
 * received until the window closes. A paid order not shipped is cancelled instead; one being
 * refunded, refunded or cancelled has nothing left to withdraw from.
 */
export function mayWithdraw(order: WithdrawalFacts, withdrawalDays: number, now: Date): boolean {
  if (order.kind !== 'checkout' || order.withdrawnAt || withdrawalDays <= 0) return false;
  if (order.status === 'unreceived') return true;
  if (order.status !== 'uncommented' && order.status !== 'completed') return false;
  const deadline = order.receivedAt ? withdrawalDeadline(withdrawalDays, order.receivedAt) : null;
  return deadline !== null && now.getTime() <= deadline.getTime();
}

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2027-03` as a reader says it: "March 2027", "2027年3月". */
export function formatShipMonth(month: string, language: 'en' | 'zh-CN' = 'en'): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return language === 'zh-CN' ? `${y}年${m}月` : `${MONTHS_EN[m - 1]} ${y}`;
}

/**
 * The release month a spec's page shows (decision 046): the ship month when there is one — the
 * store's promise, which moves only by a recorded delay that tells every buyer — else the maker's
 * announced release month from the specification. One month, never two that disagree.
 */
export function shownReleaseMonth(spec: { shipMonth: string | null; details: { releaseMonth?: string } }): string | null {
  return spec.shipMonth ?? spec.details.releaseMonth ?? null;
}
