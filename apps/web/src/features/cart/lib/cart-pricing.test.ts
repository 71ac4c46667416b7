import type { CartItem } from '@pedestal/contract/schemas/shop';
import { describe, expect, it } from 'vitest';
import { cartTotal, cartUnitPrice } from './cart-pricing';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const line = (preSaleEndAt: string | null, overrides: Partial<CartItem['spec']> = {}, targetCount = 2): CartItem => ({
  id: `line-${preSaleEndAt}`,
  targetCount,
  spec: {
    id: 'spec',
    price: 100,
    preSalePrice: 80,
    stock: 5,
    limitPerAccount: null,
    image: null,
    title: 'Standard',
    releaseMonth: null,
    sale: { images: [], preSaleEndAt, character: { id: 'c', name: 'Aria' } },
    ...overrides,
  },
});

describe('cart pricing (as checkout charges)', () => {
  it('prices a line at the pre-sale price while its pre-sale runs', () => {
    expect(cartUnitPrice(line('2026-01-02T00:00:00Z'), NOW)).toBe(80);
  });
  it('prices a line at the sale price once the pre-sale ended, or without one', () => {
    expect(cartUnitPrice(line('2025-12-31T00:00:00Z'), NOW)).toBe(100);
    expect(cartUnitPrice(line(null), NOW)).toBe(100);
    expect(cartUnitPrice(line('2026-01-02T00:00:00Z', { preSalePrice: null }), NOW)).toBe(100);
  });
  it('totals the lines in cents', () => {
    expect(cartTotal([line('2026-01-02T00:00:00Z'), line(null, {}, 1)], NOW)).toBe(260);
    expect(cartTotal([line(null, { price: 0.1 }, 3), line(null, { price: 0.2 }, 1)], NOW)).toBe(0.5);
  });
});
