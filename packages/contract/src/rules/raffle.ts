import { CROWDFUNDING_TIERS } from '../constants';
import { businessDay } from './business-day';

/** Paid raffle entries are for adults (decision 039): a draw that costs money-bought diamonds is a game of chance. */
export const RAFFLE_MIN_AGE = 18;
/** One free entry per account per raffle (the free way to enter, same odds as a paid one). */
export const RAFFLE_FREE_ENTRIES = 1;
export const RAFFLE_MONTHLY_LIMIT_MAX = 1_000_000;

/** Whole years of age on `at` of someone born on `birthDate` (YYYY-MM-DD). */
export function ageOn(birthDate: string, at: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const today = businessDay(at);
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** A real date of birth: YYYY-MM-DD, a calendar date, not in the future and at most 120 years ago. */
export function isValidBirthDate(birthDate: string, at: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return false;
  const parsed = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== birthDate) return false;
  const age = ageOn(birthDate, at);
  return birthDate <= businessDay(at) && age <= 120;
}

/** The month (YYYY-MM, business time) a spending limit counts in. */
export const spendingMonth = (at: Date) => businessDay(at).slice(0, 7);

/**
 * What diamonds cost in money (decision 039): at the cheapest support tier (most diamonds per
 * dollar), so the figure is the least a shopper could have paid for them, in dollars.
 */
export function diamondsInMoney(diamonds: number): number {
  const perDiamond = Math.min(...CROWDFUNDING_TIERS.map((t) => t.price / t.diamond));
  return Math.round(diamonds * perDiamond * 100) / 100;
}
