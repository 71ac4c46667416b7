import { CreditCard, FlaskConical } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import type { SandboxInfo } from '../api/get-sandbox-info';
import { formatCardNumber, formatCvv, formatExpiry, validateCard, type CardErrors, type CardFields } from '../lib/card';
import { i18next } from '@/i18n';

const outcomeLabel: Record<string, string> = {
  get succeeded() {
    return i18next.t('payment.success');
  },
  get declined() {
    return i18next.t('payment.decline');
  },
  get requires_action() {
    return i18next.t('payment.authentication');
  },
  get insufficient_funds() {
    return i18next.t('payment.insufficientFunds');
  },
};

/** SPEC §2: in sandbox mode the test numbers are listed; a tap fills the card number. */
function TestCardsHint({ cards, onPick }: { cards: SandboxInfo['testCards']; onPick: (number: string) => void }) {
  return (
    <div className="rounded-2xl bg-amber-50 p-3 ring-1 ring-amber-100">
      <p className="flex items-center gap-1.5 text-xs font-semibold text-amber-800">
        <FlaskConical className="size-3.5" aria-hidden /> {i18next.t('payment.sandboxModeUseATest')}
      </p>
      <ul className="mt-1.5">
        {cards.map((c) => (
          <li key={c.number}>
            <button
              type="button"
              onClick={() => onPick(c.number)}
              className="flex w-full items-center justify-between gap-2 rounded-lg px-1.5 py-[3px] text-left hover:bg-amber-100/70"
            >
              <span className="font-mono text-[12px] text-neutral-800 tabular-nums">{c.number}</span>
              <span className="text-[11px] font-medium whitespace-nowrap text-amber-700">{outcomeLabel[c.outcome] ?? c.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface CardFormProps {
  amountText: string;
  busy: boolean;
  testCards?: SandboxInfo['testCards'];
  onSubmit: (card: CardFields) => void;
}

const empty: CardFields = { cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' };

/** The sandbox card form: spaced number, MM/YY, CVV and name, each required. */
export function CardForm({ amountText, busy, testCards, onSubmit }: CardFormProps) {
  const [card, setCard] = useState<CardFields>(empty);
  const [errors, setErrors] = useState<CardErrors>({});
  const set = (field: keyof CardFields, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateCard(card);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...card, cardholderName: card.cardholderName.trim() });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {testCards && testCards.length > 0 && <TestCardsHint cards={testCards} onPick={(n) => set('cardNumber', formatCardNumber(n))} />}
      <Field label={i18next.t('payment.cardNumber')} error={errors.cardNumber}>
        {(p) => (
          <div className="relative">
            <Input
              {...p}
              value={card.cardNumber}
              onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              className="pl-10 font-mono tabular-nums"
            />
            <CreditCard className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-neutral-500" aria-hidden />
          </div>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={i18next.t('payment.expiryMmYy')} error={errors.expiryDate}>
          {(p) => (
            <Input
              {...p}
              value={card.expiryDate}
              onChange={(e) => set('expiryDate', formatExpiry(e.target.value))}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={i18next.t('payment.mmYy')}
              className="tabular-nums"
            />
          )}
        </Field>
        <Field label={i18next.t('payment.cvv')} error={errors.cvv}>
          {(p) => (
            <Input
              {...p}
              value={card.cvv}
              onChange={(e) => set('cvv', formatCvv(e.target.value))}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              className="tabular-nums"
            />
          )}
        </Field>
      </div>
      <Field label={i18next.t('payment.cardholderName')} error={errors.cardholderName}>
        {(p) => (
          <Input
            {...p}
            value={card.cardholderName}
            onChange={(e) => set('cardholderName', e.target.value)}
            autoComplete="cc-name"
            placeholder={i18next.t('payment.nameOnCard')}
          />
        )}
      </Field>
      <Button type="submit" block size="lg" loading={busy} className="mt-1">
        {i18next.t('payment.pay')} {amountText}
      </Button>
    </form>
  );
}
