import type { PledgeSetup } from '@pedestal/contract/schemas/crowdfunding';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { CheckCircle2, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { handleError } from '@/lib/handle-error';
import { stripeAppearance, stripeFor } from '@/lib/stripe';
import { currentLanguage, i18next } from '@/i18n';
import { confirmPledge } from '../api/pledge';

function PledgeForm({ setup, amountText, onPledged }: { setup: PledgeSetup; amountText: string; onPledged: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !stripe || !elements) return;
    setBusy(true);
    setError(null);
    try {
      // The card is saved for a charge made later, without the shopper (3-D Secure now if the bank asks).
      const { error: failed } = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (failed) {
        setError(failed.message ?? i18next.t('pledge.cardNotSaved'));
        return;
      }
      await confirmPledge(setup.supportId, setup.setupRef);
      onPledged();
    } catch (err) {
      handleError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3">
      <p className="text-sm text-neutral-600">{i18next.t('pledge.explain')}</p>
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" block size="lg" loading={busy} disabled={!stripe || !ready}>
        {i18next.t('pledge.pledge')} {amountText}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-[11px] text-neutral-500">
        <Lock className="size-3" aria-hidden /> {i18next.t('pledge.cardOnly')}
      </p>
    </form>
  );
}

/** Pledge to a charge-on-success campaign (decision 040): save a card; it is charged only if the campaign succeeds. */
export function PledgeDialog({
  setup,
  amountText,
  diamonds,
  onClose,
  onPledged,
}: {
  setup: PledgeSetup | null;
  amountText: string;
  diamonds: number;
  onClose: () => void;
  onPledged: () => void;
}) {
  const [done, setDone] = useState(false);
  const close = () => {
    setDone(false);
    onClose();
  };
  return (
    <Dialog
      open={setup !== null}
      onOpenChange={(open) => !open && close()}
      title={done ? i18next.t('pledge.pledged') : i18next.t('pledge.title')}
      modal={false}
    >
      {done ? (
        <div className="space-y-3 text-center">
          <CheckCircle2 className="mx-auto size-10 text-emerald-600" aria-hidden />
          <p className="text-sm text-neutral-700">{i18next.t('pledge.pledgedText', { amount: amountText, count: diamonds })}</p>
          <Button block onClick={close}>
            {i18next.t('pledge.done')}
          </Button>
        </div>
      ) : setup?.publishableKey ? (
        <Elements
          stripe={stripeFor(setup.publishableKey)}
          options={{ clientSecret: setup.clientSecret, appearance: stripeAppearance, locale: currentLanguage() === 'zh-CN' ? 'zh' : 'en' }}
        >
          <PledgeForm
            setup={setup}
            amountText={amountText}
            onPledged={() => {
              setDone(true);
              onPledged();
            }}
          />
        </Elements>
      ) : (
        <p className="text-center text-sm text-neutral-600">{i18next.t('pledge.cardOnly')}</p>
      )}
    </Dialog>
  );
}
