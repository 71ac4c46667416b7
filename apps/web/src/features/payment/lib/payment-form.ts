import type { PaymentOrderType } from '@pedestal/contract/enums';
import type { PaymentCheckout } from '../api/payment';

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

export const PAYMENT_FAILED = 'Payment failed';
export const CARD_ELEMENT_NOT_FOUND = 'Card element not found';
/** SPEC §8: the wallet capture did not come back COMPLETED. */
export const notCompleted = (status: string) => `Payment not completed. Status: ${status}`;
