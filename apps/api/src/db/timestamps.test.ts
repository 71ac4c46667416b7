import { describe, expect, it } from 'vitest';
import { readTimestamp, readTimestampValue } from './timestamps';

const iso = (text: string) => readTimestamp(text).toISOString();

describe('readTimestamp', () => {
  it('reads PostgreSQL text with its offset and fraction', () => {
    expect(iso('2026-05-01 02:00:00+00')).toBe('2026-05-01T02:00:00.000Z');
    expect(iso('2026-05-01 02:00:00.123456+08')).toBe('2026-04-30T18:00:00.123Z');
    expect(iso('2026-05-01 02:00:00.5-05:30')).toBe('2026-05-01T07:30:00.500Z');
    expect(iso('2026-05-01 02:00:00+05:30:15')).toBe('2026-04-30T20:29:45.000Z');
    expect(iso('2026-05-01 02:00:00')).toBe('2026-05-01T02:00:00.000Z');
  });

  it('takes a year below 100 for that year (the legacy parser read 0050 as 1950, 0020 as nothing)', () => {
    expect(iso('0050-01-01 00:00:00+00')).toBe('0050-01-01T00:00:00.000Z');
    expect(iso('0001-01-01 00:00:00+00')).toBe('0001-01-01T00:00:00.000Z');
    expect(iso('0004-02-29 00:00:00+00')).toBe('0004-02-29T00:00:00.000Z');
    expect(iso('0020-03-01 00:00:00+00')).toBe('0020-03-01T00:00:00.000Z');
    expect(iso('0020-03-01 00:00:00+00 BC')).toBe('-000019-03-01T00:00:00.000Z');
    expect(iso('10000-01-01 04:59:59+00')).toBe('+010000-01-01T04:59:59.000Z');
  });

  it('never gives Invalid Date: infinity and years past a Date are clamped, unreadable text is the epoch', () => {
    expect(readTimestamp('infinity').getTime()).toBe(8.64e15);
    expect(readTimestamp('-infinity').getTime()).toBe(-8.64e15);
    expect(readTimestamp('294276-12-31 23:59:59+00').getTime()).toBe(8.64e15);
    expect(readTimestamp('4713-01-01 00:00:00+00 BC').toISOString()).toBe('-004712-01-01T00:00:00.000Z');
    expect(readTimestamp('not a date').getTime()).toBe(0);
    expect(readTimestampValue(new Date(Number.NaN)).getTime()).toBe(0);
    const d = new Date('2026-01-01T00:00:00Z');
    expect(readTimestampValue(d)).toBe(d);
  });
});
