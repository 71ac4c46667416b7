import { describe, expect, it } from 'vitest';
import { brandName, cardLabel, isExpired } from './saved-card-item';

describe('saved card labels', () => {
  it('names Stripe brands as shoppers know them, and unknown ones as a card', () => {
    expect(cardLabel({ brand: 'amex', last4: '0005' })).toBe('American Express •••• 0005');
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('something_new')).toBe('Card');
  });

  it('a card is good through the last day of its expiry month', () => {
    const now = new Date(2026, 10, 30); // 30 November 2026
    expect(isExpired({ expMonth: 11, expYear: 2026 }, now)).toBe(false);
    expect(isExpired({ expMonth: 10, expYear: 2026 }, now)).toBe(true);
    expect(isExpired({ expMonth: 1, expYear: 2027 }, now)).toBe(false);
    expect(isExpired({ expMonth: 12, expYear: 2025 }, now)).toBe(true);
  });
});
