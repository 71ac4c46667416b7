import { describe, expect, it } from 'vitest';
import { delayNeedsConsent, REGION_RULES, shipMonthDate, storeRules, withdrawalDeadline } from './promises';

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
