import type { PaymentOrderType } from '@pedestal/contract/enums';
import type { PaymentCheckout } from '../api/payment';
import { i18next } from '@/i18n';

/** What one step of a provider's flow came to. */
export type StepResult =
  | { status: 'succeeded' }
  /** The card issuer wants the shopper to authenticate (the sandbox shows its own challenge). */
  | { status: 'requires_action' }
  | { status: 'failed'; message?: string }
  /** Nothing to report (the shopper closed the wallet window). */
  | { status: 'idle' };

/**
 * The one interface the Complete Payment dialog gives each provider's form (sandbox, Stripe,
 * PayPal): the dialog owns the title, the amount, the alert for errors (SPEC §8), Cancel, and the
 * one-step-at-a-time guard; the form owns how the provider confirms.
 */
export interface PaymentFormProps {
  checkout: PaymentCheckout;
  order: { type: PaymentOrderType; id: string };
  amountText: string;
  busy: boolean;
  /** Runs one step; succeeded closes the dialog to the success page, failed shows its message. Null when a step is already running. */
  run: (step: () => Promise<StepResult>) => Promise<StepResult | null>;
}

/** SPEC §8's payment texts, in the shopper's language (the English ones word for word). */
export const paymentFailed = () => i18next.t('payment.paymentFailed');
export const cardElementNotFound = () => i18next.t('payment.cardElementNotFound');
/** SPEC §8: the wallet capture did not come back COMPLETED. */
export const notCompleted = (status: string) => i18next.t('payment.notCompleted', { status });

/**
 * A card network's refusal as the shopper reads it: the sandbox's (Stripe's) standard English
 * wordings have a text in each language; any other provider message is shown as given (SPEC §8).
 */
const providerTexts = {
  'Your card was declined.': 'payment.cardDeclined',
  'Your card has insufficient funds.': 'payment.cardInsufficientFunds',
  'We are unable to authenticate your payment method.': 'payment.cardAuthenticationFailed',
} as const;
export const providerMessage = (message: string | undefined) =>
  message && message in providerTexts ? i18next.t(providerTexts[message as keyof typeof providerTexts]) : message;
