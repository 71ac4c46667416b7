import { describe, expect, it } from 'vitest';
import { figurineFacts, paymentOutcome, supportFacts } from './payment-outcome';

const now = Date.parse('2026-11-23T12:00:00Z');
const later = '2026-11-23T12:30:00Z';
const earlier = '2026-11-23T11:30:00Z';
const unpaid = figurineFacts({ status: 'unpaid', paidAt: null, expiredAt: later });

describe('paymentOutcome', () => {
  it('says paid only when the order is paid, whatever the browser was told', () => {
    expect(paymentOutcome(figurineFacts({ status: 'undelivered', paidAt: earlier, expiredAt: later }), 'success', now, true)).toBe('paid');
    expect(paymentOutcome(unpaid, 'success', now, true)).toBe('waiting');
    expect(paymentOutcome(supportFacts({ status: 'success', paidAt: earlier, expiredAt: later }), undefined, now, false)).toBe('paid');
    // A campaign that failed after the support was paid refunds it; the payment itself went through.
    expect(paymentOutcome(supportFacts({ status: 'failed', paidAt: earlier, expiredAt: earlier }), 'success', now, false)).toBe('paid');
  });

  it('waits while an attempt is being confirmed, then stops waiting', () => {
    expect(paymentOutcome(unpaid, 'pending', now, true)).toBe('waiting');
    expect(paymentOutcome(unpaid, undefined, now, true)).toBe('waiting');
    expect(paymentOutcome(unpaid, 'pending', now, false)).toBe('unconfirmed');
    expect(paymentOutcome(unpaid, 'none', now, true)).toBe('unconfirmed');
  });

  it('shows a failed attempt as failed', () => {
    expect(paymentOutcome(unpaid, 'failed', now, true)).toBe('failed');
  });

  it('closes an expired or cancelled order', () => {
    expect(paymentOutcome(figurineFacts({ status: 'unpaid', paidAt: null, expiredAt: earlier }), 'pending', now, true)).toBe('closed');
    expect(paymentOutcome(figurineFacts({ status: 'cancelled', paidAt: null, expiredAt: later }), 'failed', now, true)).toBe('closed');
    expect(paymentOutcome(supportFacts({ status: 'canceled', paidAt: null, expiredAt: later }), 'none', now, true)).toBe('closed');
    expect(paymentOutcome(supportFacts({ status: 'pending', paidAt: null, expiredAt: earlier }), 'none', now, true)).toBe('closed');
  });
});
