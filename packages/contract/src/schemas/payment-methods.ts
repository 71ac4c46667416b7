import { z } from 'zod';
import { PaymentProviderName } from '../enums';
import { reason } from '../refusals';

/** A provider's card id (Stripe: `pm_…`); anything else cannot be one of the shopper's cards. */
export const SavedCardParamsSchema = z.object({
  id: z.string({ error: reason('saved-card-id-invalid') }).regex(/^[A-Za-z0-9_]{3,255}$/, { error: reason('saved-card-id-invalid') }),
});

/** One card the provider keeps for the shopper; never more than what the card's face shows. */
export const SavedCardSchema = z.object({
  id: z.string(),
  /** The card network as the provider names it: visa, mastercard, amex, discover, jcb, diners, unionpay, unknown… */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  /** Offered first at checkout. */
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

export const SavedCardsSchema = z.object({
  /** The provider card payments go to (null: this store takes no cards). */
  provider: z.enum(PaymentProviderName).nullable(),
  /** False for the sandbox and PayPal: they keep nothing, so the list is always empty. */
  savesCards: z.boolean(),
  cards: z.array(SavedCardSchema),
});
export type SavedCards = z.infer<typeof SavedCardsSchema>;
