import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvv, formatExpiry, validateCard } from './card';

const valid = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123', cardholderName: 'Ada Lovelace' };

describe('formatCardNumber', () => {
  it('groups digits in fours as they are typed', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4000002500003155')).toBe('4000 0025 0000 3155');
  });
  it('drops anything that is not a digit and stops at 19 digits', () => {
    expect(formatCardNumber('4242-4242 abc 4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('formatExpiry', () => {
  it('adds the slash after the month', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/345')).toBe('12/34');
  });
  it('pads a single month digit that cannot start a two-digit month', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
  });
});

describe('formatCvv', () => {
  it('keeps at most four digits', () => {
    expect(formatCvv('12a345')).toBe('1234');
  });
});

describe('validateCard', () => {
  it('accepts a complete card', () => {
    expect(validateCard(valid)).toEqual({});
  });
  it('requires every field', () => {
    expect(validateCard({ cardNumber: '', expiryDate: ' ', cvv: '', cardholderName: '' })).toEqual({
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'Security code is required',
      cardholderName: 'Cardholder name is required',
    });
  });
  it('flags incomplete numbers, impossible months and short security codes', () => {
    const errors = validateCard({ ...valid, cardNumber: '4242 42', expiryDate: '13/30', cvv: '12' });
    expect(Object.keys(errors).sort()).toEqual(['cardNumber', 'cvv', 'expiryDate']);
  });
});
