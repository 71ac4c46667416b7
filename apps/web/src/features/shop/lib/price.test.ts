import { describe, expect, it } from 'vitest';
import { clampStep } from '@/components/number-stepper';
import { boundQuantity, lineTotal, quantityBounds, unitPrice } from './price';

const now = Date.parse('2026-01-01T00:00:00Z');
const spec = { price: 100, preSalePrice: 80, stock: 3 };

describe('unitPrice', () => {
  it('uses the pre-sale price while the pre-sale runs', () => {
    expect(unitPrice(spec, { preSaleEndAt: '2026-01-02T00:00:00Z' }, now)).toBe(80);
  });
  it('uses the sale price after the pre-sale or without one', () => {
    expect(unitPrice(spec, { preSaleEndAt: '2025-12-31T00:00:00Z' }, now)).toBe(100);
    expect(unitPrice(spec, { preSaleEndAt: null }, now)).toBe(100);
    expect(unitPrice({ ...spec, preSalePrice: null }, { preSaleEndAt: '2026-01-02T00:00:00Z' }, now)).toBe(100);
  });
});

describe('quantity bounds', () => {
  it('is 1..stock, or 0..0 when out of stock', () => {
    expect(quantityBounds(5)).toEqual({ min: 1, max: 5 });
    expect(quantityBounds(0)).toEqual({ min: 0, max: 0 });
  });
  it('bounds a quantity to the stock', () => {
    expect(boundQuantity(9, 3)).toBe(3);
    expect(boundQuantity(0, 3)).toBe(1);
    expect(boundQuantity(2, 0)).toBe(0);
  });
});

describe('clampStep', () => {
  it('respects optional min and max', () => {
    expect(clampStep(5)).toBe(5);
    expect(clampStep(-1, 1)).toBe(1);
    expect(clampStep(7, 1, 4)).toBe(4);
    expect(clampStep(1, 1, 0)).toBe(0);
    expect(clampStep(Number.NaN, 1, 4)).toBe(1);
  });
});

describe('lineTotal', () => {
  it('sums in cents', () => {
    expect(lineTotal([{ price: 0.1, quantity: 3 }, { price: 0.2, quantity: 1 }])).toBe(0.5);
  });
});
