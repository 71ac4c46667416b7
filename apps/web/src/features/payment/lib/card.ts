/** The sandbox card form's fields (SPEC §3 payment form payload, minus the method). */
export interface CardFields {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardholderName: string;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

const digits = (value: string) => value.replace(/\D/g, '');

/** Card number as typed: digits only, at most 19, in groups of four ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  return digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as typed: MM/YY, the slash added after the month; a lone 2-9 becomes 0N. */
export function formatExpiry(value: string): string {
  let d = digits(value).slice(0, 4);
  if (/^[2-9]$/.test(d)) d = `0${d}`;
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export const formatCvv = (value: string) => digits(value).slice(0, 4);

/** SPEC §5: card fields are required; obvious format slips are caught before the provider sees them. */
export function validateCard(card: CardFields): CardErrors {
  const errors: CardErrors = {};
  const number = digits(card.cardNumber);
  if (!number) errors.cardNumber = 'Card number is required';
  else if (number.length < 12) errors.cardNumber = 'Your card number is incomplete.';
  if (!card.expiryDate.trim()) errors.expiryDate = 'Expiry date is required';
  else if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiryDate.trim())) errors.expiryDate = 'Use the format MM/YY';
  if (!card.cvv.trim()) errors.cvv = 'Security code is required';
  else if (!/^\d{3,4}$/.test(card.cvv.trim())) errors.cvv = 'Your card\u2019s security code is incomplete.';
  if (!card.cardholderName.trim()) errors.cardholderName = 'Cardholder name is required';
  return errors;
}
