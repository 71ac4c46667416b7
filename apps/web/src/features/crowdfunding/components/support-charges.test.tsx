import type { SupportQuote } from '@pedestal/contract/schemas/crowdfunding';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { SupportCharges } from './support-charges';

afterEach(cleanup);
afterAll(() => setLanguage('en'));

const show = (quote: SupportQuote, pledge = false) => {
  const router = createMemoryRouter([{ path: '/', element: <SupportCharges quote={quote} pledge={pledge} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId('support-charges');
};
/** The breakdown's rows as label → value. */
const rows = (el: HTMLElement) =>
  [...el.querySelectorAll('div.flex')].map((row) => [...row.querySelectorAll('span')].map((s) => s.textContent).join(' = '));

const base: SupportQuote = {
  ships: true,
  addressId: 'a1',
  served: true,
  refusal: null,
  reward: 50,
  rewardTax: 0,
  shipping: 8,
  tax: 3.63,
  total: 61.63,
  taxDetail: { kind: 'sales-tax', rate: 7.25, inclusive: false, iossNumber: null, shippingTax: 0, zone: 'United States' },
};
// A $50 reward of 900 g to Berlin: VAT 19% included in the reward and the shipping.
const germany: SupportQuote = {
  ...base,
  rewardTax: 9.5,
  shipping: 14,
  tax: 12.16,
  total: 76.16,
  taxDetail: { kind: 'vat', rate: 19, inclusive: true, iossNumber: 'IM2760000001', shippingTax: 2.66, zone: 'European Union' },
};

describe('SupportCharges (decision 049)', () => {
  it('adds US sales tax on its own line: reward + shipping + tax = total', () => {
    expect(rows(show(base))).toEqual(['Reward = $50.00', 'Shipping = $8.00', 'Sales tax 7.25% = $3.63', 'Total = $61.63']);
  });

  it('reads EU prices with their VAT in them, the VAT line saying it is included', () => {
    const el = show(germany);
    expect(rows(el)).toEqual(['Reward = $59.50', 'Shipping = $16.66', 'VAT 19% (included) = $12.16', 'Total = $76.16']);
    expect(el.textContent).toContain('IOSS IM2760000001');
  });

  it('a tier that ships nothing: the price only, and says no shipping or tax is added', () => {
    const el = show({ ...base, ships: false, addressId: null, shipping: 0, tax: 0, total: 30, reward: 30, taxDetail: null });
    expect(rows(el)).toEqual(['Reward = $30.00', 'Total = $30.00']);
    expect(el.textContent).toContain('This tier ships nothing');
  });

  it('an unserved country or no address: says why, shows no total', () => {
    const unserved = show({ ...base, served: false, refusal: { reason: 'shipping-unserved-country', country: 'Brazil' }, taxDetail: null });
    expect(unserved.textContent).toBe('Sorry, we do not ship to Brazil: please choose an address in a country we ship to');
    cleanup();
    const none = show({ ...base, served: false, addressId: null, refusal: { reason: 'support-address-required', country: '' } });
    expect(none.textContent).toContain('Please add a shipping address: this reward ships to you');
    // Saving the new address comes back to this page (issue 41 #8), not to the address book.
    expect(screen.getByRole('link').getAttribute('href')).toBe('/user-address/create?redirect=%2F');
  });

  it('in 简体中文, with the pledge note', async () => {
    await setLanguage('zh-CN');
    const el = show(germany, true);
    expect(rows(el)).toEqual(['回报 = $59.50', '运费 = $16.66', '增值税 19%（已含） = $12.16', '合计 = $76.16']);
    expect(el.textContent).toContain('仅在众筹成功时扣款');
  });
});
