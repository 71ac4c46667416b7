import { describe, expect, it } from 'vitest';
import {
  delayNeedsConsent,
  mayWithdraw,
  REGION_RULES,
  returnByDate,
  shipMonthDate,
  storeRules,
  withdrawalDeadline,
  type WithdrawalFacts,
} from './promises';

describe('promises rules', () => {
  it('takes the most protective rule of the store regions', () => {
    expect(storeRules(['EU', 'US', 'CN'])).toEqual({ withdrawalDays: 14, delayConsentAfterDays: 30, secondDelayNeedsConsent: true });
    expect(storeRules(['CN'])).toEqual({ withdrawalDays: 7, delayConsentAfterDays: null, secondDelayNeedsConsent: false });
    expect(storeRules(['US']).withdrawalDays).toBe(0);
  });

  it('promises a ship month until its last day', () => {
    expect(shipMonthDate('2027-02').toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(shipMonthDate('2027-12').toISOString()).toBe('2027-12-31T00:00:00.000Z');
  });

  it('asks for consent past 30 days or on a second delay (US rules)', () => {
    const us = REGION_RULES.US;
    expect(delayNeedsConsent(us, '2027-03', '2027-04', 0)).toBe(false); // Mar 31 → Apr 30: 30 days
    expect(delayNeedsConsent(us, '2027-03', '2027-05', 0)).toBe(true);
    expect(delayNeedsConsent(us, '2027-03', '2027-04', 1)).toBe(true);
    expect(delayNeedsConsent(REGION_RULES.EU, '2027-03', '2028-01', 3)).toBe(false);
  });

  it('opens a withdrawal window only where the law gives one', () => {
    const at = new Date('2027-01-01T00:00:00Z');
    expect(withdrawalDeadline(14, at)?.toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(withdrawalDeadline(0, at)).toBeNull();
  });
});

const DAY = 86_400_000;
const now = new Date('2026-12-01T12:00:00.000Z');
const facts = (o: Partial<WithdrawalFacts> = {}): WithdrawalFacts => ({
  kind: 'checkout',
  status: 'unreceived',
  withdrawnAt: null,
  receivedAt: null,
  ...o,
});
const eu = storeRules(['EU']).withdrawalDays;

/** Issue 41 #5: the one rule of the withdraw command and the order answer. */
describe('mayWithdraw', () => {
  it('a shipped order not yet received may be withdrawn from where the regions give the right', () => {
    expect(mayWithdraw(facts(), eu, now)).toBe(true);
    expect(mayWithdraw(facts(), storeRules(['US']).withdrawalDays, now)).toBe(false);
  });

  it('a received order until the window closes, not a second later', () => {
    const receivedAt = new Date(now.getTime() - 14 * DAY);
    expect(mayWithdraw(facts({ status: 'uncommented', receivedAt }), eu, now)).toBe(true);
    expect(mayWithdraw(facts({ status: 'completed', receivedAt }), eu, now)).toBe(true);
    expect(mayWithdraw(facts({ status: 'completed', receivedAt }), eu, new Date(now.getTime() + 1000))).toBe(false);
    expect(mayWithdraw(facts({ status: 'uncommented', receivedAt }), storeRules(['CN']).withdrawalDays, now)).toBe(false);
  });

  it('never unpaid, unshipped (cancelled instead), cancelled, refunding, refunded, withdrawn already or a raffle prize', () => {
    for (const status of ['unpaid', 'undelivered', 'cancelled', 'refunding', 'refunded'] as const)
      expect(mayWithdraw(facts({ status }), eu, now), status).toBe(false);
    expect(mayWithdraw(facts({ withdrawnAt: now }), eu, now)).toBe(false);
    expect(mayWithdraw(facts({ kind: 'raffle' }), eu, now)).toBe(false);
  });

  it('the goods are due back 14 days after the withdrawal', () => {
    expect(returnByDate(now).toISOString()).toBe('2026-12-15T12:00:00.000Z');
  });
});
