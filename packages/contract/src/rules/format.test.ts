import { describe, expect, it } from 'vitest';
import { completionPercent, countdown, formatCounter, formatDateTime, resolveImageUrl } from './format';
import { centsToDollars, discountPercent, dollarsToCents, formatPrice } from './money';
import { businessDay, businessTimeOfDay } from './business-day';

describe('formatCounter', () => {
  it('shows counts up to 1000 as they are', () => {
    expect(formatCounter(0)).toBe('0');
    expect(formatCounter(999)).toBe('999');
    expect(formatCounter(1000)).toBe('1000');
    expect(formatCounter(null)).toBe('0');
  });
  it('shows counts over 1000 as one-decimal k', () => {
    expect(formatCounter(1001)).toBe('1.0k');
    expect(formatCounter(1234)).toBe('1.2k');
    expect(formatCounter(25_999)).toBe('25.9k');
  });
});

describe('completionPercent', () => {
  it('is current / target × 100 to one decimal', () => {
    expect(completionPercent(1, 3)).toBe('33.3');
    expect(completionPercent(150, 100)).toBe('150.0');
  });
  it('is 0.0 without a target', () => {
    expect(completionPercent(5, 0)).toBe('0.0');
    expect(completionPercent(5, null)).toBe('0.0');
  });
});

describe('money', () => {
  it('converts cents and dollars without float drift', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
  it('formats prices with two decimals and the currency symbol', () => {
    expect(formatPrice(5)).toBe('$5.00');
    expect(formatPrice('12.5')).toBe('$12.50');
    expect(formatPrice(undefined)).toBe('$0.00');
    // Thousands separators, the sign before the symbol (issue 28 #7: one formatter for store and console).
    expect(formatPrice(1234567.5)).toBe('$1,234,567.50');
    expect(formatPrice(-5)).toBe('-$5.00');
    expect(formatPrice(999.999)).toBe('$1,000.00');
  });
  it('rounds the pre-sale discount percent', () => {
    expect(discountPercent(100, 80)).toBe(20);
    expect(discountPercent(59.99, 49.99)).toBe(17);
    expect(discountPercent(50, 60)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('countdown', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('splits the time left into days, hours, minutes, seconds', () => {
    expect(countdown(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
  it('is all zeros once the date has passed', () => {
    expect(countdown(now - 1000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('formatDateTime', () => {
  it('renders MM/dd/yyyy HH:mm', () => {
    const d = new Date(2026, 0, 5, 7, 9);
    expect(formatDateTime(d)).toBe('01/05/2026 07:09');
  });
  it('renders nothing for empty or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('resolveImageUrl', () => {
  it('keeps absolute http(s) and data:image sources', () => {
    expect(resolveImageUrl('https://cdn.example/a.png', 'http://api')).toBe('https://cdn.example/a.png');
    expect(resolveImageUrl('data:image/png;base64,xx', 'http://api')).toBe('data:image/png;base64,xx');
  });
  it('prefixes other sources with the API base address', () => {
    expect(resolveImageUrl('/uploads/a.webp', 'http://api/')).toBe('http://api/uploads/a.webp');
    expect(resolveImageUrl('uploads/a.webp', 'http://api')).toBe('http://api/uploads/a.webp');
    expect(resolveImageUrl(null, 'http://api')).toBeNull();
  });
});

describe('business day (UTC+08:00)', () => {
  it('turns at 16:00 UTC', () => {
    expect(businessDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(businessDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });
  it('finds 03:00 business time of the day', () => {
    expect(businessTimeOfDay(new Date('2026-03-01T20:00:00Z'), 3).toISOString()).toBe('2026-03-01T19:00:00.000Z');
  });
});
