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

  it('says a paid support of a running campaign is paid, and Campaign Successful! only once it is funded', () => {
    const running = supportState({ status: 'success', expiredAt: earlier, crowdfunding: { status: 'active' } }, NOW);
    expect(running).toMatchObject({ kind: 'paid', title: 'Support Paid', payment: 'Paid', campaign: 'Running', canPay: false });
    expect(running.text).toMatch(/frozen/);
    const funded = supportState({ status: 'success', expiredAt: earlier, crowdfunding: { status: 'success_pending' } }, NOW);
    expect(funded).toMatchObject({ kind: 'success', title: 'Campaign Successful!', payment: 'Paid', campaign: 'Funded' });
    expect(funded.text).toMatch(/added to your balance/);
  });

  it('never says a campaign funded below its goal reached it (decision 036)', () => {
    const below = supportState(
      { status: 'success', expiredAt: earlier, crowdfunding: { status: 'success_pending', countCurrent: 25, countTarget: 10_000 } },
      NOW,
    );
    expect(below).toMatchObject({ kind: 'success', title: 'Going into production' });
    expect(below.text).toMatch(/ended below its goal/);
    expect(below.text).not.toMatch(/reached its goal/);
    const atGoal = supportState(
      { status: 'success', expiredAt: earlier, crowdfunding: { status: 'success_pending', countCurrent: 10_000, countTarget: 10_000 } },
      NOW,
    );
    expect(atGoal.text).toMatch(/reached its goal/);
  });

  it('promises a refund on failure and reports its progress', () => {
    expect(supportState({ status: 'failed', expiredAt: null }, NOW).text).toMatch(/will be refunded in full.*Refund in progress/);
    expect(supportState({ status: 'failed', expiredAt: null, refundStatus: 'succeeded' }, NOW).text).toMatch(/has been refunded in full/);
    expect(supportState({ status: 'failed', expiredAt: null, refundStatus: 'failed' }, NOW).text).toMatch(/support team/);
    expect(supportState({ status: 'failed', expiredAt: null }, NOW).title).toBe('Campaign Failed');
    expect(
      supportState({ status: 'failed', expiredAt: null, refundStatus: 'succeeded', crowdfunding: { status: 'failed' } }, NOW),
    ).toMatchObject({
      payment: 'Refunded',
      campaign: 'Failed',
    });
  });

  it('shows an order the expiry job cancelled as Order Expired, and labels disputes', () => {
    expect(supportState({ status: 'canceled', expiredAt: earlier }, NOW)).toMatchObject({
      kind: 'expired',
      title: 'Order Expired',
      canPay: false,
    });
    expect(supportState({ status: 'disputed', expiredAt: null }, NOW).title).toBe('Disputed');
  });

  it('offers no Pay Now on an unpaid support whose campaign has closed', () => {
    for (const status of ['success_pending', 'failed', 'ended'] as const) {
      expect(supportState({ status: 'pending', expiredAt: later, crowdfunding: { status } }, NOW)).toMatchObject({
        kind: 'closed',
        title: 'Campaign Closed',
        canPay: false,
        payment: 'Not paid',
      });
    }
    expect(supportState({ status: 'pending', expiredAt: later, crowdfunding: { status: 'active' } }, NOW).canPay).toBe(true);
  });
});
