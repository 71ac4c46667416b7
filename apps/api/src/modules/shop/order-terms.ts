import { DEFAULT_SETTINGS, storeRules } from '@pedestal/contract';
import type { AppContext } from '../../context';
import type { Settings } from '../../domain/extension-points';

/** Where a withdrawn order's parcel goes back (issue 41 #5); a null address: support emails it. */
export interface ReturnTo {
  address: string | null;
  instructions: string | null;
}

/**
 * What the store's settings and the moment add to an order answer: the withdrawal window of its
 * regions, the returns address and instructions, and now (whether a withdrawal is still open).
 */
export interface OrderTerms {
  withdrawalDays: number;
  returnTo: ReturnTo;
  now: Date;
}

/** The operator's return setting as a withdrawn order shows it ('' is not set). */
export const returnToOf = (s: Pick<Settings, 'returnAddress' | 'returnInstructions'>): ReturnTo => ({
  address: s.returnAddress.trim() || null,
  instructions: s.returnInstructions.trim() || null,
});

export const termsOf = (s: Settings, now: Date): OrderTerms => ({
  withdrawalDays: storeRules(s.storeRegions).withdrawalDays,
  returnTo: returnToOf(s),
  now,
});

/** The terms of the kept settings (a request's answer), as of the app clock. */
export async function currentOrderTerms(ctx: AppContext): Promise<OrderTerms> {
  return termsOf(await ctx.settings.current(ctx.db), ctx.clock.now());
}

/** Answers with no settings at hand (tests, internal reads): the defaults, as of now. */
export const defaultOrderTerms = (): OrderTerms => termsOf(DEFAULT_SETTINGS as Settings, new Date());
