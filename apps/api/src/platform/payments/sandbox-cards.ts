import { reason, type RefusalReason } from '@pedestal/contract';
import { z } from 'zod';

export type CardOutcome = 'succeeded' | 'declined' | 'requires_action' | 'insufficient_funds';

/** The standard test cards (Stripe's numbers), so the sandbox behaves like the real card form. */
export const TEST_CARDS: { number: string; outcome: CardOutcome; label: string }[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded', label: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined', label: 'Card is declined' },
  { number: '4000 0025 0000 3155', outcome: 'requires_action', label: 'Needs authentication (3D Secure challenge)' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient_funds', label: 'Insufficient funds' },
];

/** Provider wording, shown to the shopper as is (SPEC §8: the provider's message is shown). */
export const CardMessage = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed: 'We are unable to authenticate your payment method.',
} as const;

const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const required = (missing: RefusalReason) => z.string({ error: missing }).trim().min(1, { error: missing });

/** The sandbox card form; the card number comes out as bare digits. */
export const CardSchema = z.object({
  cardNumber: required('card-number-required')
    .transform(digitsOf)
    .refine((d) => /^\d{12,19}$/.test(d) && passesLuhn(d), { error: reason('card-number-invalid') }),
  expiryDate: required('card-expiry-required').regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, { error: reason('card-expiry-invalid') }),
  cvv: required('card-cvv-required').regex(/^\d{3,4}$/, { error: reason('card-cvv-invalid') }),
  cardholderName: required('cardholder-name-required').max(100, { error: reason('cardholder-name-too-long') }),
});
export type CardInput = z.infer<typeof CardSchema>;

/** A card is good through the last day of its expiry month (MM/YY), in UTC. */
export function isExpired(expiryDate: string, now: Date): boolean {
  const [month, year] = expiryDate.split('/').map((part) => Number(part.trim()));
  const expiryIndex = (2000 + year!) * 12 + (month! - 1);
  return expiryIndex < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/** Any Luhn-valid number that is not a special test card succeeds. */
export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS.find((card) => digitsOf(card.number) === digits)?.outcome ?? 'succeeded';
}
