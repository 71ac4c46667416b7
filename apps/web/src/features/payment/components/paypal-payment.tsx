import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { capturePayPalOrder, createPayment } from '../api/payment';
import { loadPayPalSdk } from '../lib/paypal-sdk';
import { paymentFailed, notCompleted, type PaymentFormProps } from '../lib/payment-form';
import { i18next } from '@/i18n';

/**
 * The PayPal wallet with the JS SDK buttons: createOrder asks the server for the USD order,
 * onApprove has the server capture it. A browser that blocks the SDK gets PayPal's approval page
 * instead (the redirect flow), so the shopper can always pay.
 */
export default function PayPalPayment({ checkout, order, busy, run }: PaymentFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'fallback'>(checkout.paypalClientId ? 'loading' : 'fallback');
  // The latest props for the SDK's callbacks, which are bound once when the buttons render.
  const latest = useRef({ order, run });
  useEffect(() => {
    latest.current = { order, run };
  });

  useEffect(() => {
    const clientId = checkout.paypalClientId;
    if (!clientId) return;
    let buttons: { close(): Promise<void> } | null = null;
    let gone = false;
    loadPayPalSdk(clientId)
      .then(async (paypal) => {
        if (gone || !container.current) return;
        const rendered = paypal.Buttons({
          style: { layout: 'vertical', shape: 'pill', label: 'pay', height: 45 },
          createOrder: async () => {
            const { order: o } = latest.current;
            const created = await createPayment(o.type, o.id, 'paypal');
            if (!created.walletOrderId) throw new Error('The server did not create a PayPal order');
            return created.walletOrderId;
          },
          onApprove: async ({ orderID }) => {
            await latest.current.run(async () => {
              const { status } = await capturePayPalOrder(orderID);
              if (status === 'COMPLETED') return { status: 'succeeded' };
              return { status: 'failed', message: status ? notCompleted(status) : paymentFailed() };
            });
          },
          // Closing PayPal's window is the shopper's choice, not an error: the dialog stays as it was.
          onCancel: () => undefined,
          onError: (err) => {
            console.warn('PayPal buttons reported an error', err);
            void latest.current.run(async () => ({ status: 'failed', message: paymentFailed() }));
          },
        });
        if (!rendered.isEligible()) {
          setState('fallback');
          return;
        }
        buttons = rendered;
        await rendered.render(container.current);
        if (!gone) setState('ready');
      })
      .catch((err: unknown) => {
        // SPEC §8: a wallet script that fails to load is only logged; the redirect flow takes over.
        console.warn('PayPal SDK failed to load', err);
        if (!gone) setState('fallback');
      });
    return () => {
      gone = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [checkout.paypalClientId]);

  return (
    <div className="space-y-3">
      {state === 'loading' && (
        <div className="flex justify-center py-4">
          <Spinner className="size-6 text-brand-500" label={i18next.t('payment.loadingPaypal')} />
        </div>
      )}
      <div ref={container} data-testid="paypal-buttons" className={busy ? 'pointer-events-none opacity-60' : undefined} />
      {state === 'fallback' && checkout.redirectUrl && (
        <Button block size="lg" onClick={() => window.location.assign(checkout.redirectUrl!)}>
          {i18next.t('payment.continueToPaypal')} <ExternalLink className="size-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}
