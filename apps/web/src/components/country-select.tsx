import { countryOptions, isIsoCountryCode } from '@pedestal/contract/rules/countries';
import type { ServedCountries } from '@pedestal/contract/rules/shipping';
import { forwardRef, useCallback, useLayoutEffect, useMemo, useRef, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { currentLanguage, i18next } from '@/i18n';

export interface CountrySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /**
   * The country as the address was saved, when it is not an ISO code (typed before the picker and
   * not recognised): offered as its own option so saving the address again keeps it.
   */
  saved?: string;
  /**
   * The countries the store ships to (GET shipping/countries, decision 058): the others are listed
   * after them under "We don't ship here yet", still choosable so a saved address keeps its country
   * (saving it is refused, naming the country). Missing: one list, nothing marked.
   */
  served?: ServedCountries;
}

/**
 * A country picker: the native select (the phone's own wheel or list, the keyboard's type-ahead,
 * combobox semantics for screen readers), every ISO country named in the shopper's language and
 * sorted in its order. The value is the ISO code. With `served`, the countries the store does not
 * ship to follow in their own group.
 */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect(
  { saved, served, className, ...rest },
  ref,
) {
  const language = currentLanguage();
  // The same elements between renders: the form re-renders as it is typed in, the list does not change.
  const options = useMemo(() => {
    const option = (c: { code: string; name: string }) => (
      <option key={c.code} value={c.code}>
        {c.name}
      </option>
    );
    const all = countryOptions(language);
    const shipped = served && new Set(served.served);
    const unserved = shipped ? all.filter((c) => !shipped.has(c.code)) : [];
    if (!shipped || unserved.length === 0) return all.map(option);
    return (
      <>
        <optgroup label={i18next.t('address.countriesServed')}>{all.filter((c) => shipped.has(c.code)).map(option)}</optgroup>
        <optgroup label={i18next.t('address.countriesNotServed')}>{unserved.map(option)}</optgroup>
      </>
    );
  }, [language, served]);
  // Regrouping the options (the served answer arrives, the language changes) replaces their elements,
  // and a select whose chosen option goes falls back to its first: the form (registered, uncontrolled)
  // would still hold the country while the page shows "Choose…". The chosen value is read before the
  // change reaches the page and chosen again after it.
  const select = useRef<HTMLSelectElement | null>(null);
  const chosen = useRef<string | undefined>(undefined);
  chosen.current = select.current?.value;
  useLayoutEffect(() => {
    const value = chosen.current;
    if (select.current && value && select.current.value !== value) select.current.value = value;
  }, [options]);
  const setRef = useCallback(
    (element: HTMLSelectElement | null) => {
      select.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const kept = saved?.trim() && !isIsoCountryCode(saved.trim()) ? saved : undefined;
  return (
    <div className="relative">
      <select
        ref={setRef}
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
