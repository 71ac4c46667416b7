import { i18next } from '@/i18n';
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
  if (!number) errors.cardNumber = i18next.t('payment.cardNumberRequired');
  else if (number.length < 12) errors.cardNumber = i18next.t('payment.cardNumberIncomplete');
  if (!card.expiryDate.trim()) errors.expiryDate = i18next.t('payment.expiryRequired');
  else if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiryDate.trim())) errors.expiryDate = i18next.t('payment.expiryFormat');
  if (!card.cvv.trim()) errors.cvv = i18next.t('payment.cvvRequired');
  else if (!/^\d{3,4}$/.test(card.cvv.trim())) errors.cvv = i18next.t('payment.cvvIncomplete');
  if (!card.cardholderName.trim()) errors.cardholderName = i18next.t('payment.cardholderRequired');
  return errors;
}
