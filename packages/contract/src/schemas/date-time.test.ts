import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminLotteryInputSchema } from './lottery';
import { DateTimeInputSchema } from './common';

const reasonOf = (v: unknown) => {
  const r = DateTimeInputSchema.safeParse(v);
  return r.success ? 'ok' : r.error.issues[0]!.message;
};

describe('DateTimeInputSchema', () => {
  it('takes an instant from 2000 to 2099 with its offset applied', () => {
    expect(reasonOf('2030-05-01T10:00:00+08:00')).toBe('ok');
    expect(reasonOf('2030-05-01T10:00:00.123Z')).toBe('ok');
    expect(reasonOf('2000-01-01T08:00:00+08:00')).toBe('ok');
    expect(reasonOf('2099-12-31T23:59:59Z')).toBe('ok');
    expect(reasonOf('2000-01-01T07:59:59+08:00')).toBe('date-out-of-range');
    expect(reasonOf('2099-12-31T20:00:00-05:00')).toBe('date-out-of-range');
    expect(reasonOf('9999-12-31T23:59:59-05:00')).toBe('date-out-of-range');
    for (const y of ['0020-03-01', '0050-01-01', '0001-01-01', '0004-02-29'])
      expect(reasonOf(`${y}T00:00:00Z`), y).toBe('date-out-of-range');
  });

  it('wants a four-digit year, a real day and an offset', () => {
    for (const v of [
      '12030-01-01T00:00:00Z',
      '2030-02-30T00:00:00Z',
      '2030-05-01T10:00:00',
      '2030-05-01',
      'tomorrow',
      1_900_000_000_000,
      null,
    ])
      expect(reasonOf(v), String(v)).toBe('date-invalid');
  });

  it('is a string of format date-time in the document, the lottery window too', () => {
    expect(z.toJSONSchema(DateTimeInputSchema)).toMatchObject({ type: 'string', format: 'date-time' });
    const lottery = z.toJSONSchema(AdminLotteryInputSchema, { io: 'input' }) as { properties: Record<string, object> };
    expect(lottery.properties.applyStartAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(lottery.properties.applyEndAt).toMatchObject({ type: 'string', format: 'date-time' });
  });
});
