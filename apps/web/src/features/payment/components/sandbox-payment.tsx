import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSandboxInfo } from '../api/get-sandbox-info';
import { authenticateSandbox, confirmSandboxCard, type ConfirmResult } from '../api/payment';
import type { CardFields } from '../lib/card';
import { providerMessage, type PaymentFormProps, type StepResult } from '../lib/payment-form';
import { CardForm } from './card-form';
import { i18next } from '@/i18n';

/** The challenge a card issuer would show (3D Secure), played by the sandbox. */
function AuthenticateStep({ amountText, busy, onAnswer }: { amountText: string; busy: boolean; onAnswer: (approve: boolean) => void }) {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50">
        <ShieldCheck className="size-7 text-brand-600" aria-hidden />
      </span>
      <p className="mt-3 text-[15px] font-semibold text-neutral-900">{i18next.t('payment.confirmItSYou')}</p>
      <p className="mt-1 text-sm text-neutral-500">
        {i18next.t('payment.yourBankAsksYouTo')} {amountText}.
      </p>
      <div className="mt-5 flex gap-3">
        <Button variant="outline" block disabled={busy} onClick={() => onAnswer(false)}>
          {i18next.t('payment.fail')}
        </Button>
        <Button block loading={busy} onClick={() => onAnswer(true)}>
          {i18next.t('payment.approve')}
        </Button>
      </div>
    </div>
  );
}

const stepOf = (result: ConfirmResult): StepResult =>
  result.status === 'failed' ? { status: 'failed', message: providerMessage(result.message) } : { status: result.status };

/** The sandbox card form with its test cards and challenge step: no provider script, the server plays the card network. */
export default function SandboxPayment({ checkout, amountText, busy, run }: PaymentFormProps) {
  const info = useSandboxInfo(true);
  const [step, setStep] = useState<'card' | 'authenticate'>('card');
  const secret = checkout.clientSecret ?? '';
  const go = async (call: () => Promise<ConfirmResult>) => {
    const result = await run(async () => stepOf(await call()));
    if (result) setStep(result.status === 'requires_action' ? 'authenticate' : 'card');
  };
  return step === 'authenticate' ? (
    <AuthenticateStep amountText={amountText} busy={busy} onAnswer={(approve) => void go(() => authenticateSandbox(secret, approve))} />
  ) : (
    <CardForm
      amountText={amountText}
      busy={busy}
      testCards={info.data?.testCards}
      onSubmit={(card: CardFields) => void go(() => confirmSandboxCard(secret, card))}
    />
  );
}
