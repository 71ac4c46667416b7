import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FigurineOrderStatus } from '../enums';
import { completionPercent, formatCounter } from './format';
import { centsToDollars, discountPercent, dollarsToCents } from './money';
import { FIGURINE_ORDER_TRANSITIONS, canMoveOrder } from './order-status';
import { boundQuantity, lineTotal, quantityBounds, unitPrice } from './pricing';

const cents = fc.integer({ min: 0, max: 100_000_000 });
const dollars = cents.map(centsToDollars);
const now = Date.UTC(2026, 10, 23, 12);
const saleEnding = fc.option(
  fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }).map((d) => new Date(now + d)),
  { nil: null },
);

describe('pure rules, for any input', () => {
  it('money survives the round trip through dollars exactly', () => {
    fc.assert(fc.property(cents, (c) => dollarsToCents(centsToDollars(c)) === c));
  });

  it('a line total is the exact sum of its cents, whatever the float noise of the prices', () => {
    const line = fc.record({ price: dollars, quantity: fc.integer({ min: 0, max: 1000 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const total = lineTotal(lines);
        expect(dollarsToCents(total)).toBe(lines.reduce((n, l) => n + dollarsToCents(l.price) * l.quantity, 0));
      }),
    );
  });

  it('the unit price is the pre-sale price exactly while the pre-sale runs and the spec has one', () => {
    fc.assert(
      fc.property(dollars, fc.option(dollars, { nil: null }), saleEnding, (price, preSalePrice, preSaleEndAt) => {
        const charged = unitPrice({ price, preSalePrice }, { preSaleEndAt }, now);
        const running = preSaleEndAt !== null && preSaleEndAt.getTime() > now;
        expect(charged).toBe(running && preSalePrice !== null ? preSalePrice : price);
      }),
    );
  });

  it('a discount is a whole percent between 0 and 100, and 0 when nothing is saved', () => {
    fc.assert(
      fc.property(dollars, dollars, (sale, pre) => {
        const d = discountPercent(sale, pre);
        expect(Number.isInteger(d) && d >= 0 && d <= 100).toBe(true);
        if (pre >= sale) expect(d).toBe(0);
      }),
    );
  });

  it('a quantity is always within 1..stock, and 0 with nothing in stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), fc.integer({ min: 0, max: 1000 }), (wanted, stock) => {
        const q = boundQuantity(wanted, stock);
        const { min, max } = quantityBounds(stock);
        expect(q >= min && q <= max).toBe(true);
        if (stock === 0) expect(q).toBe(0);
      }),
    );
  });

  it('counter badges above 1000 read as one-decimal k and never round up past the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (n) => {
        const badge = formatCounter(n);
        if (n <= 1000) expect(badge).toBe(String(n));
        else {
          expect(badge).toMatch(/^\d+\.\dk$/);
          expect(Number(badge.slice(0, -1)) * 1000).toBeLessThanOrEqual(n);
        }
      }),
    );
  });

  it('completion is a one-decimal percentage, 0 for a missing target', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (current, target) => {
        const p = completionPercent(current, target);
        expect(p).toMatch(/^\d+\.\d$/);
        if (target === 0) expect(p).toBe('0.0');
      }),
    );
  });

  it('figurine orders only move forward: from unpaid every status is reachable and none leads back', () => {
    const reachable = new Set<FigurineOrderStatus>(['unpaid']);
    let size = 0;
    while (size !== reachable.size) {
      size = reachable.size;
      for (const from of [...reachable]) for (const to of FIGURINE_ORDER_TRANSITIONS[from]) reachable.add(to);
    }
    expect([...reachable].sort()).toEqual([...FigurineOrderStatus].sort());
    fc.assert(
      fc.property(fc.constantFrom(...FigurineOrderStatus), fc.constantFrom(...FigurineOrderStatus), (a, b) => {
        // No two statuses lead to each other, and nothing returns to unpaid.
        expect(canMoveOrder(a, b) && canMoveOrder(b, a)).toBe(false);
        expect(canMoveOrder(a, 'unpaid')).toBe(false);
      }),
    );
  });
});
