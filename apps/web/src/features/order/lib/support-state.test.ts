import { describe, expect, it } from 'vitest';
import { supportState } from './support-state';

const NOW = Date.UTC(2026, 0, 10, 12);
const later = new Date(NOW + 60_000).toISOString();
const earlier = new Date(NOW - 60_000).toISOString();

describe('supportState', () => {
  it('asks for payment while a pending order has not expired', () => {
    const state = supportState({ status: 'pending', expiredAt: later }, NOW);
    expect(state).toMatchObject({ kind: 'payment_required', title: 'Payment Required', canPay: true });
  });

  it('treats a pending order without an expiry as payable', () => {
    expect(supportState({ status: 'pending', expiredAt: null }, NOW).canPay).toBe(true);
  });

  it('shows Order Expired once the expiry has passed, without Pay Now', () => {
    for (const expiredAt of [earlier, new Date(NOW).toISOString()]) {
      expect(supportState({ status: 'pending', expiredAt }, NOW)).toMatchObject({ kind: 'expired', title: 'Order Expired', canPay: false });
    }
  });

  it('promises diamonds on success', () => {
    const state = supportState({ status: 'success', expiredAt: earlier }, NOW);
    expect(state.title).toBe('Campaign Successful!');
    expect(state.text).toMatch(/diamonds/);
    expect(state.canPay).toBe(false);
    expect(supportState({ status: 'success', expiredAt: earlier, crowdfunding: { status: 'success_pending' } }, NOW).text).toMatch(/added to your balance/);
  });

  it('promises a refund on failure and reports its progress', () => {
    expect(supportState({ status: 'failed', expiredAt: null }, NOW).text).toMatch(/will be refunded in full.*Refund in progress/);
    expect(supportState({ status: 'failed', expiredAt: null, refundStatus: 'succeeded' }, NOW).text).toMatch(/has been refunded in full/);
    expect(supportState({ status: 'failed', expiredAt: null, refundStatus: 'failed' }, NOW).text).toMatch(/support team/);
    expect(supportState({ status: 'failed', expiredAt: null }, NOW).title).toBe('Campaign Failed');
  });

  it('labels canceled and disputed orders', () => {
    expect(supportState({ status: 'canceled', expiredAt: null }, NOW).title).toBe('Canceled');
    expect(supportState({ status: 'disputed', expiredAt: null }, NOW).title).toBe('Disputed');
  });
});
