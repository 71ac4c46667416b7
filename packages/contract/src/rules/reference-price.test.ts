import { describe, expect, it } from 'vitest';
import { referenceDiscountPercent, referencePriceCents, type PriceChange } from './reference-price';

const DAY = 86_400_000;
const T0 = Date.parse('2026-06-01T00:00:00Z');
const at = (day: number) => T0 + day * DAY;
const change = (day: number, priceCents: number, preSalePriceCents: number | null = null): PriceChange => ({
  at: at(day),
  priceCents,
  preSalePriceCents,
});

describe('referencePriceCents', () => {
  it('is the list price when it never changed', () => {
    const history = [change(0, 12_000, 10_000)];
    expect(referencePriceCents(history, at(0), at(5), 30)).toBe(12_000);
    expect(referenceDiscountPercent(12_000, 10_000)).toBe(17);
  });

  it('is nothing before any price was recorded', () => {
    expect(referencePriceCents([], at(0), at(1), 30)).toBeNull();
    expect(referencePriceCents([change(3, 12_000)], at(0), at(1), 30)).toBeNull();
    expect(referenceDiscountPercent(null, 10_000)).toBe(0);
  });

  it('does not follow a list price raised during the discount', () => {
    const history = [change(0, 12_000, 10_000), change(10, 15_000, 10_000)];
    expect(referencePriceCents(history, at(0), at(12), 30)).toBe(12_000);
  });

  it('follows a list price lowered during the discount', () => {
    const history = [change(0, 12_000, 10_000), change(10, 11_000, 10_000)];
    expect(referencePriceCents(history, at(0), at(12), 30)).toBe(11_000);
    expect(referenceDiscountPercent(11_000, 10_000)).toBe(9);
  });

  it('keeps a lower list price of the window before the discount began', () => {
    // 100 until day 20, raised to 150 ten days before the pre-sale at 120 begins on day 30.
    const history = [change(0, 10_000), change(20, 15_000, 12_000)];
    expect(referencePriceCents(history, at(30), at(31), 30)).toBe(10_000);
    expect(referenceDiscountPercent(10_000, 12_000)).toBe(0);
    // With a 7-day window the raise happened more than 7 days earlier: 150 is the reference.
    expect(referencePriceCents(history, at(30), at(31), 7)).toBe(15_000);
    expect(referenceDiscountPercent(15_000, 12_000)).toBe(20);
  });

  it('forgets a list price that ended before the window began', () => {
    const history = [change(0, 8_000), change(10, 15_000, 12_000)];
    expect(referencePriceCents(history, at(50), at(51), 30)).toBe(15_000);
    expect(referencePriceCents(history, at(35), at(36), 30)).toBe(8_000);
  });

  it('remembers a lower pre-sale price charged in the last days of this discount', () => {
    // Pre-sale at 90 from day 0, raised to 100 on day 5: for 30 days 90 is the reference.
    const history = [change(0, 12_000, 9_000), change(5, 12_000, 10_000)];
    expect(referencePriceCents(history, at(0), at(6), 30)).toBe(9_000);
    expect(referenceDiscountPercent(9_000, 10_000)).toBe(0);
    // Past the window the list price is the reference again.
    expect(referencePriceCents(history, at(0), at(40), 30)).toBe(12_000);
    expect(referencePriceCents(history, at(0), at(13), 7)).toBe(12_000);
  });

  it('ignores a pre-sale price replaced before the discount began (never charged)', () => {
    const history = [change(0, 12_000, 5_000), change(1, 12_000, 10_000)];
    expect(referencePriceCents(history, at(2), at(3), 30)).toBe(12_000);
  });

  it('takes dates as strings and in any order', () => {
    const history: PriceChange[] = [
      { at: new Date(at(10)).toISOString(), priceCents: 11_000, preSalePriceCents: null },
      { at: new Date(at(0)).toISOString(), priceCents: 13_000, preSalePriceCents: null },
    ];
    expect(referencePriceCents(history, new Date(at(0)), at(11), 30)).toBe(11_000);
  });
});
