import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from '@/i18n';
import { formatDay, formatDayParts, formatNumber, formatPrice } from './format';

// format.ts writes numbers and money itself (Intl's first use is slow on a phone); here it must
// write exactly what Intl writes, in every language the store speaks, over the values the store
// shows: counts (integers) and dollar amounts (whole cents).
describe.each(LANGUAGES.map((l) => l.code))('numbers and money in %s match Intl', (language) => {
  const number = new Intl.NumberFormat(language);
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });

  it('counts', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatNumber(n) === number.format(n)));
    for (const n of [0, 7, 999, 1000, 12345, 1234567]) expect(formatNumber(n)).toBe(number.format(n));
  });

  it('dollars with cents', () => {
    fc.assert(fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => formatPrice(cents / 100) === money.format(cents / 100)));
    for (const d of [0, 0.5, 9.99, 64.99, 1000, 4700, 123456.78]) expect(formatPrice(d)).toBe(money.format(d));
  });

  it('amounts the API sends as strings, and nothing', () => {
    expect(formatPrice('79.90')).toBe(money.format(79.9));
    expect(formatNumber('1500')).toBe(number.format(1500));
    expect(formatPrice(null)).toBe(money.format(0));
    expect(formatNumber(undefined)).toBe(number.format(0));
  });
});

describe('a day in pieces for narrow columns (issue 41 #8)', () => {
  it('breaks a Chinese date only between its year and the rest; keeps an English one whole', async () => {
    const day = new Date(2026, 11, 2, 15, 0);
    await setLanguage('zh-CN');
    expect(formatDayParts(day)).toEqual(['2026年', '12月2日']);
    expect(formatDayParts(day).join('')).toBe(formatDay(day));
    await setLanguage('en');
    expect(formatDayParts(day)).toEqual(['12/02/2026']);
    expect(formatDayParts(null)).toEqual([]);
  });
});
