import { Genre, type CrowdfundingStatus, type OrderBy } from '@pedestal/contract/enums';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';

export interface FilterOption<V extends string> {
  value: V;
  /** A message key. */
  label: MessageKey;
}

/** SPEC §2 category filter; '' is All (no genre sent). */
export const GENRE_OPTIONS: FilterOption<'' | Genre>[] = [
  { value: '', label: 'filters.all' },
  ...Genre.map((g) => ({ value: g, label: `genre.${g}` as const })),
];

export const SORT_OPTIONS: FilterOption<OrderBy>[] = [
  { value: 'latest', label: 'filters.latest' },
  { value: 'mostView', label: 'filters.mostView' },
];

export const CROWDFUNDING_STATUS_OPTIONS: FilterOption<'' | Exclude<CrowdfundingStatus, 'inactive'>>[] = [
  { value: '', label: 'filters.all' },
  { value: 'active', label: 'filters.active' },
  { value: 'success_pending', label: 'filters.successPending' },
  { value: 'failed', label: 'filters.failed' },
  { value: 'ended', label: 'filters.ended' },
];

export interface FilterTagsProps<V extends string> {
  options: FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  className?: string;
  /** Scrolls with the tags, before them (e.g. a sort switch). */
  leading?: ReactNode;
}

/** A single-choice row of pill tags; scrolls sideways when it does not fit (pass -mx-4 px-4 to bleed to the screen edge). */
export function FilterTags<V extends string>({ options, value, onChange, label, className, leading }: FilterTagsProps<V>) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex items-center gap-2 overflow-x-auto py-0.5 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden', className)}>
      {leading && (
        <>
          {leading}
          <span className="h-5 w-px shrink-0 bg-neutral-200" aria-hidden />
        </>
      )}
      <div role="radiogroup" aria-label={label} className="flex gap-2">
        {options.map((o) => {
          const active = o.value === value;
          return (
            <button
              key={o.value}
              type="button"
              role="radio"
              aria-checked={active}
              onClick={() => onChange(o.value)}
              className={cn(
                'h-8 shrink-0 rounded-full px-3.5 text-[13px] font-medium whitespace-nowrap transition-colors',
                active
                  ? 'bg-brand-500 text-white shadow-sm shadow-brand-500/30'
                  : 'bg-white text-neutral-600 ring-1 ring-neutral-200 hover:bg-neutral-50',
              )}
            >
              {t(o.label)}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Latest / Most View as a compact segmented switch, for section headers. */
export function SortSwitch({ value, onChange }: { value: OrderBy; onChange: (value: OrderBy) => void }) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('filters.sort')} className="inline-flex shrink-0 rounded-full bg-neutral-100 p-0.5">
      {SORT_OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          onClick={() => onChange(o.value)}
          className={cn(
            'h-7 rounded-full px-2.5 text-[11.5px] font-semibold whitespace-nowrap transition',
            o.value === value ? 'bg-white text-brand-600 shadow-sm' : 'text-neutral-500',
          )}
        >
          {t(o.label)}
        </button>
      ))}
    </div>
  );
}
