import { Minus, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/i18n/react';

/** Clamp to the optional bounds (SPEC §5 number stepper); a max below min wins so stock 0 reads 0. */
export function clampStep(value: number, min?: number, max?: number): number {
  let v = Number.isFinite(value) ? Math.trunc(value) : (min ?? 0);
  if (min !== undefined) v = Math.max(min, v);
  if (max !== undefined) v = Math.min(max, v);
  return v;
}

export interface NumberStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
  label?: string;
  className?: string;
}

/** − value + with bounds; typing is allowed and clamped on change. */
export function NumberStepper({ value, onChange, min, max, disabled, label, className }: NumberStepperProps) {
  const { t } = useTranslation();
  const set = (v: number) => onChange(clampStep(v, min, max));
  const btn =
    'flex size-8 items-center justify-center text-neutral-700 transition hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-300';
  return (
    <div className={cn('inline-flex h-8 items-center overflow-hidden rounded-full border border-neutral-200 bg-white', className)}>
      <button
        type="button"
        aria-label={t('common.decrease')}
        className={btn}
        disabled={disabled || (min !== undefined && value <= min)}
        onClick={() => set(value - 1)}
      >
        <Minus className="size-3.5" aria-hidden />
      </button>
      <input
        aria-label={label ?? t('common.quantity')}
        inputMode="numeric"
        disabled={disabled}
        value={value}
        onChange={(e) => set(Number(e.target.value.replace(/\D/g, '') || 0))}
        className="h-full w-10 border-x border-neutral-200 text-center text-sm font-semibold text-neutral-900 tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset disabled:text-neutral-500"
      />
      <button
        type="button"
        aria-label={t('common.increase')}
        className={btn}
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => set(value + 1)}
      >
        <Plus className="size-3.5" aria-hidden />
      </button>
    </div>
  );
}
