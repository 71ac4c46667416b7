import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { OrderTotals, type Charges } from './figurine-order-lines';

afterEach(cleanup);
afterAll(() => setLanguage('en'));

/** The rows as label = value (the order page, checkout, cart and Buy Now read these). */
const rows = (order: Charges) => {
  const { container } = render(<OrderTotals order={order} />);
  return [...container.querySelectorAll('div.flex')].map((row) => [...row.querySelectorAll('span')].map((s) => s.textContent).join(' = '));
};

// Two $64.99 figures to Berlin: VAT 19% in the subtotal and the shipping (the contract's shownBreakdown).
const berlin: Charges = {
  subtotal: 129.98,
  shippingFee: 19,
  tax: 28.31,
  totalPrice: 177.29,
  taxDetail: { kind: 'vat', rate: 19, inclusive: true, iossNumber: 'IM2760000001', shippingTax: 3.61, zone: 'European Union' },
};
const newYork: Charges = {
  subtotal: 64.99,
  shippingFee: 8,
  tax: 6.48,
  totalPrice: 79.47,
  taxDetail: { kind: 'sales-tax', rate: 8.88, inclusive: false, iossNumber: null, shippingTax: 0.71, zone: 'United States' },
};
const aboveIoss: Charges = {
  subtotal: 194.97,
  shippingFee: 24,
  tax: 0,
  totalPrice: 218.97,
  taxDetail: { kind: 'import-vat-on-delivery', rate: 19, inclusive: false, iossNumber: null, shippingTax: 0, zone: 'European Union' },
};

describe('OrderTotals', () => {
  it('EU VAT inside the subtotal and the shipping; US sales tax added; import VAT collected on delivery', () => {
    expect(rows(berlin)).toEqual(['Subtotal = $154.68', 'Shipping = $22.61', 'VAT 19% (included) = $28.31', 'Total = $177.29']);
    cleanup();
    expect(rows(newYork)).toEqual(['Subtotal = $64.99', 'Shipping = $8.00', 'Sales tax 8.88% = $6.48', 'Total = $79.47']);
    cleanup();
    expect(rows(aboveIoss)).toEqual([
      'Subtotal = $194.97',
      'Shipping = $24.00',
      'Import VAT and duties are collected by the carrier on delivery = —',
      'Total = $218.97',
    ]);
    cleanup();
    expect(rows({ subtotal: 50, shippingFee: 0, totalPrice: 50 })).toEqual(['Subtotal = $50.00', 'Shipping = Free', 'Total = $50.00']);
  });

  it('简体中文', async () => {
    await setLanguage('zh-CN');
    expect(rows(berlin)).toEqual(['小计 = $154.68', '运费 = $22.61', '增值税 19%（已含） = $28.31', '合计 = $177.29']);
    cleanup();
    expect(rows(newYork)).toEqual(['小计 = $64.99', '运费 = $8.00', '销售税 8.88% = $6.48', '合计 = $79.47']);
  });
});
