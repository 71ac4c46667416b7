import { formatPrice } from '@/lib/format';
import type { PaymentOrderType } from '@pedestal/contract/enums';
import { CircleAlert } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import type { PaymentCheckout } from '../api/payment';
import { paymentFailed, type PaymentFormProps, type StepResult } from '../lib/payment-form';
import { i18next } from '@/i18n';

/** One dialog, three implementations; the provider scripts load only when their provider is used. */
const forms: Record<PaymentCheckout['provider'], ComponentType<PaymentFormProps>> = {
  sandbox: lazy(() => import('./sandbox-payment')),
  stripe: lazy(() => import('./stripe-payment')),
  paypal: lazy(() => import('./paypal-payment')),
};

/** SPEC §8: payment errors read the provider's message, else 'Payment failed'. */
const failureText = (error: unknown) => (error instanceof ApiError ? error.firstMessage : paymentFailed());

function Alert({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="mb-3 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-[13px] leading-snug text-red-700 ring-1 ring-red-100"
    >
      <CircleAlert className="mt-px size-4 shrink-0" aria-hidden /> {message}
    </p>
  );
}

export interface PaymentDialogProps {
  checkout: PaymentCheckout | null;
  order: { type: PaymentOrderType; id: string };
  onClose: () => void;
  onPaid: () => void;
}

/** 'Complete Payment': the provider's form, its failures shown inside (SPEC §8), Cancel. */
export function PaymentDialog({ checkout, order, onClose, onPaid }: PaymentDialogProps) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A ref, not state: a second click in the same frame must already see the step in flight.
  const inFlight = useRef(false);
  const amountText = formatPrice(checkout?.amount);

  const run = async (step: () => Promise<StepResult>): Promise<StepResult | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setError('');
    let result: StepResult;
    try {
      result = await step();
    } catch (err) {
      result = { status: 'failed', message: failureText(err) };
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
    if (result.status === 'succeeded') onPaid();
    else if (result.status === 'failed') setError(result.message || paymentFailed());
    return result;
  };
  const close = () => {
    if (inFlight.current) return;
    setError('');
    onClose();
  };
  const Form = checkout ? forms[checkout.provider] : null;

  return (
    <Dialog
      open={!!checkout}
      onOpenChange={(open) => !open && close()}
      title={i18next.t('payment.completePayment')}
      description={i18next.t('payment.amountDue', { amount: amountText })}
      className="max-w-[360px] p-5"
      // Stripe's 3-D Secure frame and PayPal's overlay live outside the dialog and must take clicks.
      modal={checkout?.provider === 'sandbox'}
    >
      {error && <Alert message={error} />}
      {checkout && Form && (
        <Suspense
          fallback={
            <div className="flex justify-center py-8">
              <Spinner className="size-6 text-brand-500" label={i18next.t('payment.loadingPaymentForm')} />
            </div>
          }
        >
          <Form checkout={checkout} order={order} amountText={amountText} busy={busy} run={run} />
        </Suspense>
      )}
      <Button variant="ghost" block className="mt-2 text-neutral-500" disabled={busy} onClick={close}>
        {i18next.t('common.cancel')}
      </Button>
    </Dialog>
  );
}
