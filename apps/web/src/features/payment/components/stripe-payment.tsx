import { paths } from '@pedestal/contract/paths';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { stripeAppearance as appearance, stripeFor } from '@/lib/stripe';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cardElementNotFound, paymentFailed, type PaymentFormProps } from '../lib/payment-form';
import { currentLanguage, i18next } from '@/i18n';

function StripeForm({ order, amountText, busy, run }: Pick<PaymentFormProps, 'order' | 'amountText' | 'busy' | 'run'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      if (!stripe || !elements || !elements.getElement(PaymentElement)) return { status: 'failed', message: cardElementNotFound() };
      // Stripe.js runs 3-D Secure itself; methods that must leave the page come back to the success page, which waits for the webhook.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}${paths.paySuccess(order.id, order.type)}` },
      });
      if (error) return { status: 'failed', message: error.message || paymentFailed() };
      // Paid only when the verified webhook says so; processing means it will.
      if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') return { status: 'succeeded' };
      return { status: 'failed', message: paymentFailed() };
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={(event) => console.warn('Stripe Payment Element failed to load', event.error)}
      />
      <Button type="submit" block size="lg" loading={busy} disabled={!stripe || !ready} className="mt-1">
        {i18next.t('payment.pay')} {amountText}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-[11px] text-neutral-500">
        <Lock className="size-3" aria-hidden /> {i18next.t('payment.cardDetailsGoStraightTo')}
      </p>
    </form>
  );
}

/** Cards (and Apple Pay / Google Pay when the Stripe account enables them) through Stripe's Payment Element. */
export default function StripePayment({ checkout, order, amountText, busy, run }: PaymentFormProps) {
  if (!checkout.publishableKey || !checkout.clientSecret) {
    return <p className="rounded-2xl bg-neutral-100 px-4 py-5 text-center text-sm text-neutral-600">{cardElementNotFound()}</p>;
  }
  return (
    <Elements
      stripe={stripeFor(checkout.publishableKey)}
      options={{ clientSecret: checkout.clientSecret, appearance, locale: currentLanguage() === 'zh-CN' ? 'zh' : 'en' }}
    >
      <StripeForm order={order} amountText={amountText} busy={busy} run={run} />
    </Elements>
  );
}
