import { formatPrice } from '@pedestal/contract/rules/money';
import { CircleAlert, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useSandboxInfo } from '../api/get-sandbox-info';
import { authenticateSandbox, confirmSandboxCard, type ConfirmResult, type PaymentCheckout } from '../api/payment';
import type { CardFields } from '../lib/card';
import { CardForm } from './card-form';

const FAILED = 'Payment failed';

/** SPEC §8: payment errors read the provider's message, else 'Payment failed'. */
const failureText = (error: unknown) => (error instanceof ApiError ? error.firstMessage : FAILED);

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

/** The challenge a card issuer would show (3D Secure), played by the sandbox. */
function AuthenticateStep({ amountText, busy, onAnswer }: { amountText: string; busy: boolean; onAnswer: (approve: boolean) => void }) {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50">
        <ShieldCheck className="size-7 text-brand-600" aria-hidden />
      </span>
      <p className="mt-3 text-[15px] font-semibold text-neutral-900">Confirm it's you</p>
      <p className="mt-1 text-sm text-neutral-500">Your bank asks you to authenticate this payment of {amountText}.</p>
      <div className="mt-5 flex gap-3">
        <Button variant="outline" block disabled={busy} onClick={() => onAnswer(false)}>
          Fail
        </Button>
        <Button block loading={busy} onClick={() => onAnswer(true)}>
          Approve
        </Button>
      </div>
    </div>
  );
}

export interface PaymentDialogProps {
  checkout: PaymentCheckout | null;
  onClose: () => void;
  onPaid: () => void;
}

/** 'Complete Payment': the card form (sandbox), its authentication step, and failures shown inside. */
export function PaymentDialog({ checkout, onClose, onPaid }: PaymentDialogProps) {
  const sandbox = checkout?.provider === 'sandbox';
  const info = useSandboxInfo(sandbox);
  const [step, setStep] = useState<'card' | 'authenticate'>('card');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A ref, not state: a second click in the same frame must already see the request in flight.
  const inFlight = useRef(false);
  const amountText = formatPrice(checkout?.amount);

  const settle = (result: ConfirmResult) => {
    if (result.status === 'succeeded') return onPaid();
    if (result.status === 'requires_action') {
      setStep('authenticate');
      return;
    }
    setStep('card');
    setError(result.message || FAILED);
  };
  const run = async (call: () => Promise<ConfirmResult>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError('');
    try {
      settle(await call());
    } catch (err) {
      setStep('card');
      setError(failureText(err));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  const secret = checkout?.clientSecret ?? '';
  const close = () => {
    if (inFlight.current) return;
    setStep('card');
    setError('');
    onClose();
  };

  return (
    <Dialog
      open={!!checkout}
      onOpenChange={(open) => !open && close()}
      title="Complete Payment"
      description={`Amount due: ${amountText}`}
      className="max-w-[360px] p-5"
    >
      {error && <Alert message={error} />}
      {!sandbox ? (
        <p className="rounded-2xl bg-neutral-100 px-4 py-5 text-center text-sm text-neutral-600">
          Card payments are not available in this environment.
        </p>
      ) : step === 'authenticate' ? (
        <AuthenticateStep
          amountText={amountText}
          busy={busy}
          onAnswer={(approve) => void run(() => authenticateSandbox(secret, approve))}
        />
      ) : (
        <CardForm
          amountText={amountText}
          busy={busy}
          testCards={info.data?.testCards}
          onSubmit={(card: CardFields) => void run(() => confirmSandboxCard(secret, card))}
        />
      )}
      <Button variant="ghost" block className="mt-2 text-neutral-500" disabled={busy} onClick={close}>
        Cancel
      </Button>
    </Dialog>
  );
}
