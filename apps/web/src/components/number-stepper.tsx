import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/i18n/react';

/** Clamp to the optional bounds (SPEC §5 number stepper); a max below min wins so stock 0 reads 0. */
export function clampStep(value: number, min?: number, max?: number): number {
  let v = Number.isFinite(value) ? Math.trunc(value) : (min ?? 0);
  if (min !== undefined) v = Math.max(min, v);
  if (max !== undefined) v = Math.min(max, v);
  return v;
}

/**
 * What a typed quantity means: a whole number within the bounds, or null (issue 41 item 8: "2.5"
 * is not 25, "-3" is not 3, 999 is not quietly the maximum — the shopper is told instead).
 */
export function readQuantity(text: string, min?: number, max?: number): number | null {
  const typed = text.trim();
  if (!/^\d+$/.test(typed)) return null;
  const n = Number(typed);
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) return null;
  return n;
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

/**
 * − value + with bounds. What is typed is kept as typed; only a whole number within the bounds
 * changes the value, anything else says which numbers are allowed (and leaving the field shows the
 * value again).
 */
export function NumberStepper({ value, onChange, min, max, disabled, label, className }: NumberStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [wrong, setWrong] = useState(false);
  const hintId = useId();
  const set = (v: number) => {
    setDraft(null);
    setWrong(false);
    onChange(clampStep(v, min, max));
  };
  const type = (text: string) => {
    setDraft(text);
    const n = readQuantity(text, min, max);
    setWrong(n === null && text.trim() !== '');
    if (n !== null) onChange(n);
  };
  const btn =
    'flex size-8 items-center justify-center text-neutral-700 transition hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-300';
  const hint =
    max !== undefined && max >= (min ?? 0)
      ? t('common.quantityWholeInRange', { min: min ?? 0, max })
      : t('common.quantityWholeAtLeast', { min: min ?? 0 });
  return (
    <span className={cn('inline-flex flex-col items-start gap-1', className)}>
      <span className="inline-flex h-8 items-center overflow-hidden rounded-full border border-neutral-200 bg-white">
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
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? hintId : undefined}
          inputMode="numeric"
          disabled={disabled}
          value={draft ?? value}
          onChange={(e) => type(e.target.value)}
          onBlur={() => setDraft(null)}
          className={cn(
            'h-full w-10 border-x border-neutral-200 text-center text-sm font-semibold text-neutral-900 tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset disabled:text-neutral-500',
            wrong && draft !== null && 'text-red-600',
          )}
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
      </span>
      {wrong && (
        <span id={hintId} role="alert" className="text-xs text-red-600">
          {hint}
        </span>
      )}
    </span>
  );
}
