import { countryOptions, isIsoCountryCode } from '@pedestal/contract/rules/countries';
import { forwardRef, useMemo, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { currentLanguage, i18next } from '@/i18n';

export interface CountrySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /**
   * The country as the address was saved, when it is not an ISO code (typed before the picker and
   * not recognised): offered as its own option so saving the address again keeps it.
   */
  saved?: string;
}

/**
 * A country picker: the native select (the phone's own wheel or list, the keyboard's type-ahead,
 * combobox semantics for screen readers), every ISO country named in the shopper's language and
 * sorted in its order. The value is the ISO code.
 */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect({ saved, className, ...rest }, ref) {
  const language = currentLanguage();
  // The same elements between renders: the form re-renders as it is typed in, the list does not change.
  const options = useMemo(
    () =>
      countryOptions(language).map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      )),
    [language],
  );
  const kept = saved?.trim() && !isIsoCountryCode(saved.trim()) ? saved : undefined;
  return (
    <div className="relative">
      <select
        ref={ref}
        className={cn(
          'h-12 w-full appearance-none rounded-xl border border-neutral-200 bg-white pr-10 pl-3.5 text-[15px] text-neutral-900 transition outline-none focus:border-brand-400 focus:ring-3 focus:ring-brand-100 aria-invalid:border-red-400 aria-invalid:ring-red-100',
          className,
        )}
        {...rest}
      >
        <option value="">{i18next.t('address.chooseCountry')}</option>
        {kept && (
          <optgroup label={i18next.t('address.countryAsSaved')}>
            <option value={kept}>{kept}</option>
          </optgroup>
        )}
        {options}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-neutral-500" aria-hidden />
    </div>
  );
});
