import { describe, expect, it } from 'vitest';
import { ageOn, diamondsInMoney, isValidBirthDate, spendingMonth } from './raffle';

describe('raffle rules', () => {
  it('counts whole years of age in business time', () => {
    const at = new Date('2026-11-26T00:00:00Z');
    expect(ageOn('2008-11-26', at)).toBe(18);
    expect(ageOn('2008-11-27', at)).toBe(17);
    expect(ageOn('2008-12-01', at)).toBe(17);
    // 2026-11-25T20:00Z is already the 26th at UTC+08:00.
    expect(ageOn('2008-11-26', new Date('2026-11-25T20:00:00Z'))).toBe(18);
  });
  it('checks a date of birth', () => {
    const at = new Date('2026-11-26T00:00:00Z');
    expect(isValidBirthDate('1990-02-28', at)).toBe(true);
    expect(isValidBirthDate('1990-02-30', at)).toBe(false);
    expect(isValidBirthDate('2030-01-01', at)).toBe(false);
    expect(isValidBirthDate('1800-01-01', at)).toBe(false);
    expect(isValidBirthDate('26/11/1990', at)).toBe(false);
  });
  it('prices diamonds at the cheapest tier and counts months in business time', () => {
    expect(diamondsInMoney(160)).toBe(320);
    expect(diamondsInMoney(0)).toBe(0);
    expect(spendingMonth(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12');
  });
});
