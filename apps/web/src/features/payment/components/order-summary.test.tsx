import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { resetFakes } from '@/testing/fake-api';
import { SupportSummary } from './order-summary';

/** Issue 41 #6: one price basis on a screen — a reward to Germany reads with its VAT in it on the card and in the totals alike. */
const toGermany: SupportOrder = {
  id: 's1',
  no: 'CS20261204-ABCDEF',
  status: 'pending',
  createdAt: '2026-12-04T10:00:00.000Z',
  expiredAt: '2026-12-04T10:30:00.000Z',
  paidAt: null,
  characterId: 'c1',
  character: { name: 'Robo Ronin', illustration: null, gender: 'male' },
  spec: { id: 't1', price: 50, diamond: 20 },
  crowdfunding: { status: 'active', countCurrent: 100, countTarget: 1000 },
  refundStatus: null,
  shipMonth: null,
  delays: [],
  shipping: 14,
  tax: 12.16,
  total: 76.16,
  taxDetail: { kind: 'vat', rate: 19, inclusive: true, iossNumber: null, shippingTax: 2.66, zone: 'EU' },
};

afterEach(resetFakes);

describe('the support at checkout', () => {
  it('shows the reward at its VAT-inclusive price, as the subtotal under it', async () => {
    await setLanguage('en');
    render(<SupportSummary order={toGermany} />);
    const card = screen.getByText('Robo Ronin').parentElement!;
    expect(within(card).getByText('$59.50')).toBeTruthy();
    expect(within(card).getByText('incl. VAT')).toBeTruthy();
    expect(screen.queryByText('$50.00')).toBeNull();
    expect(screen.getByText('$76.16')).toBeTruthy();
  });

  it('keeps the net price where prices are net (no tax known)', async () => {
    await setLanguage('en');
    render(<SupportSummary order={{ ...toGermany, shipping: 0, tax: 0, total: 50, taxDetail: null }} />);
    expect(screen.getAllByText('$50.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('incl. VAT')).toBeNull();
  });
});
