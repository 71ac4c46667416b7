import { describe, expect, it } from 'vitest';
import { CardSchema, cardOutcome, isExpired, passesLuhn } from './sandbox-cards';

describe('sandbox cards', () => {
  it('checks card numbers with the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000002500003155')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('maps the standard test cards to their outcomes and any other valid number to success', () => {
    expect(cardOutcome('4242424242424242')).toBe('succeeded');
    expect(cardOutcome('4000000000000002')).toBe('declined');
    expect(cardOutcome('4000002500003155')).toBe('requires_action');
    expect(cardOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(cardOutcome('5555555555554444')).toBe('succeeded');
  });

  it('treats a card as valid through the last day of its expiry month', () => {
    expect(isExpired('06/25', new Date('2025-06-30T23:59:59Z'))).toBe(false);
    expect(isExpired('06/25', new Date('2025-07-01T00:00:00Z'))).toBe(true);
    expect(isExpired('01/26', new Date('2025-12-31T00:00:00Z'))).toBe(false);
  });

  it('accepts spaced card numbers and MM/YY with optional spaces', () => {
    const parsed = CardSchema.parse({ cardNumber: ' 4242 4242-4242 4242 ', expiryDate: '12 / 34', cvv: '1234', cardholderName: ' Ada ' });
    expect(parsed).toEqual({ cardNumber: '4242424242424242', expiryDate: '12 / 34', cvv: '1234', cardholderName: 'Ada' });
    expect(isExpired(parsed.expiryDate, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
