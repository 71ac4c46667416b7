import { describe, expect, it } from 'vitest';
import { awaitedReleaseMonth, latestMonthAhead, unitsToShip } from './order-status';

describe('a paid pre-order waits for its release month (issue 41 #4)', () => {
  const now = new Date('2026-12-04T10:00:00Z');
  it('names a later month for a paid order, and nothing once the month has come or for other states', () => {
    expect(awaitedReleaseMonth({ status: 'undelivered', shipMonth: '2027-10' }, now)).toBe('2027-10');
    expect(awaitedReleaseMonth({ status: 'undelivered', shipMonth: '2026-12' }, now)).toBeNull();
    expect(awaitedReleaseMonth({ status: 'undelivered', shipMonth: '2026-11' }, now)).toBeNull();
    expect(awaitedReleaseMonth({ status: 'undelivered', shipMonth: null }, now)).toBeNull();
    expect(awaitedReleaseMonth({ status: 'unpaid', shipMonth: '2027-10' }, now)).toBeNull();
    expect(awaitedReleaseMonth({ status: 'unreceived', shipMonth: '2027-10' }, now)).toBeNull();
  });
  it('reads the month in business time: late on 30 November UTC is already December in UTC+8', () => {
    expect(awaitedReleaseMonth({ status: 'undelivered', shipMonth: '2026-12' }, new Date('2026-11-30T20:00:00Z'))).toBeNull();
  });
  it('packs no units of an order that is not paid', () => {
    expect(unitsToShip('unpaid', { quantity: 2, refundedQuantity: 0 })).toBe(0);
    expect(unitsToShip('undelivered', { quantity: 2, refundedQuantity: 1 })).toBe(1);
  });
});

describe('the latest month still ahead (a cart waiting for its last figure)', () => {
  const now = new Date('2026-12-04T10:00:00Z');
  it('takes the latest month after this business month, and none when every month has come', () => {
    expect(latestMonthAhead(['2027-05', null, '2027-10', '2026-11'], now)).toBe('2027-10');
    expect(latestMonthAhead(['2026-12', null], now)).toBeNull();
    expect(latestMonthAhead([], now)).toBeNull();
  });
});
