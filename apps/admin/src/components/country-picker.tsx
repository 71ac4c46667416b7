import { countryName, countryOptions, isIsoCountryCode } from '@pedestal/contract/rules/countries';
import { EU_COUNTRIES } from '@pedestal/contract/rules/shipping';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '@admin/components/ui';

const EU = EU_COUNTRIES as readonly string[];

/** A country as the console shows it: its English name and code ("Germany (DE)"); an unknown stored code as it is. */
export const countryText = (code: string) => (isIsoCountryCode(code) ? `${countryName(code)} (${code})` : `${code} (unknown code)`);

/**
 * Countries picked from the ISO list instead of typed codes (decision 057): the chosen ones as a list,
 * each removable, and "Add a country" opening a native select (type-ahead by name, the EU member
 * states first) with an Add button, so arrowing through the select never adds a country by itself. Codes
 * already stored that are not ISO codes stay listed until removed: nothing is dropped silently.
 */
export function CountriesField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const [pick, setPick] = useState('');
  // The list of ~250 countries is in the page only while adding (a form has a picker per zone).
  const [adding, setAdding] = useState(false);
  // Uncontrolled: React re-selects every option of a controlled select on each render of the form.
  const select = useRef<HTMLSelectElement>(null);
  const opener = useRef<HTMLDivElement>(null);
  const key = value.map((c) => c.toUpperCase()).join();
  // The options change only with the countries picked: kept as the same elements between renders,
  // so typing elsewhere in a form with several pickers does not walk hundreds of options each time.
  const options = useMemo(() => {
    if (!adding) return null;
    const chosen = new Set(key.split(','));
    const left = countryOptions('en').filter((c) => !chosen.has(c.code));
    const option = (c: { code: string; name: string }) => (
      <option key={c.code} value={c.code}>
        {`${c.name} (${c.code})`}
      </option>
    );
    const eu = left.filter((c) => EU.includes(c.code));
    return (
      <>
        <option value="">Choose a country…</option>
        {eu.length > 0 && <optgroup label="EU member states">{eu.map(option)}</optgroup>}
        <optgroup label="All other countries">{left.filter((c) => !EU.includes(c.code)).map(option)}</optgroup>
      </>
    );
  }, [key, adding]);
  const chosen = new Set(key.split(','));
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const add = () => {
    if (!pick || chosen.has(pick)) return;
    onChange([...value, pick]);
    setPick('');
    if (select.current) {
      select.current.value = '';
      select.current.focus();
    }
  };
  const close = () => {
    setAdding(false);
    setPick('');
    // Back to the button that opened the list, so a keyboard user is where they were.
    requestAnimationFrame(() => opener.current?.querySelector('button')?.focus());
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">None yet.</p>
      ) : (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {value.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-0.5 pl-2.5 text-xs font-medium text-slate-800"
            >
              {countryText(code)}
              <button
                type="button"
                aria-label={`Remove ${countryText(code)}`}
                className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                onClick={() => onChange(value.filter((c) => c !== code))}
              >
                <span aria-hidden>×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <div className="flex gap-2">
          <select
            id={`${id}-add`}
            aria-label="Country to add"
            className="h-9 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900"
            ref={select}
            defaultValue=""
            autoFocus
            onChange={(e) => setPick(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              } else if (e.key === 'Escape') close();
            }}
          >
            {options}
          </select>
          <Button variant="secondary" onClick={add} disabled={!pick}>
            Add
          </Button>
          <Button variant="ghost" onClick={close}>
            Done
          </Button>
        </div>
      ) : (
        <div ref={opener} className="self-start">
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add a country
          </Button>
        </div>
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
