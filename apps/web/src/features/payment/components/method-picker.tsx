import type { PaymentMethod } from '@pedestal/contract/enums';
import { CheckCircle2, Circle, CreditCard, Wallet } from 'lucide-react';
import { SummaryCard } from '@/components/summary-card';
import { cn } from '@/lib/cn';
import { i18next } from '@/i18n';

const methods: { value: PaymentMethod; label: string; hint: string; icon: typeof CreditCard }[] = [
  {
    value: 'stripe',
    get label() {
      return i18next.t('payment.card');
    },
    get hint() {
      return 'Visa, Mastercard, Amex';
    },
    icon: CreditCard,
  },
  {
    value: 'paypal',
    get label() {
      return 'PayPal';
    },
    get hint() {
      return i18next.t('payment.approveThePaymentOnPaypal');
    },
    icon: Wallet,
  },
];

/**
 * Card or PayPal, of those the store offers (`offered`; undefined while loading); nothing is chosen
 * up front so the shopper decides (SPEC §5).
 */
export function MethodPicker({
  value,
  offered,
  onChange,
}: {
  value: PaymentMethod | null;
  offered: readonly PaymentMethod[] | undefined;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <SummaryCard title={i18next.t('payment.paymentMethod')}>
      <div role="radiogroup" aria-label={i18next.t('payment.paymentMethod2')} aria-busy={!offered} className="space-y-2.5">
        {!offered && <div className="h-16 animate-pulse rounded-2xl bg-neutral-100" />}
        {methods
          .filter((m) => offered?.includes(m.value))
          .map(({ value: m, label, hint, icon: Icon }) => {
            const active = value === m;
            return (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={active}
                onClick={() => onChange(m)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-2xl border px-3.5 py-3 text-left transition',
                  active ? 'border-brand-400 bg-brand-50/60 ring-2 ring-brand-100' : 'border-neutral-200 hover:bg-neutral-50',
                )}
              >
                <span
                  className={cn(
                    'flex size-10 items-center justify-center rounded-xl',
                    active ? 'bg-brand-500 text-white' : 'bg-neutral-100 text-neutral-600',
                  )}
                >
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-[15px] font-semibold text-neutral-900">{label}</span>
                  <span className="block truncate text-xs text-neutral-500">{hint}</span>
                </span>
                {active ? (
                  <CheckCircle2 className="size-5 text-brand-500" aria-hidden />
                ) : (
                  <Circle className="size-5 text-neutral-300" aria-hidden />
                )}
              </button>
            );
          })}
      </div>
    </SummaryCard>
  );
}
