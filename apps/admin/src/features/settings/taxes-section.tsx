import { countryName } from '@pedestal/contract/rules/countries';
import { EU_STANDARD_VAT_BP, US_STATE_OPTIONS } from '@pedestal/contract/rules/shipping';
import { Button, TextField } from '@admin/components/ui';
import type { FieldErrors } from '@admin/lib/forms';
import { newKey, type TaxForm } from './shipping-form';

const cell = 'px-2 py-1.5 align-top';
const STATES = new Map(US_STATE_OPTIONS.map((s) => [s.code, s.name]));
/** A state as the table names it: "California (CA)"; a code stored before the picker that is no state, as it is. */
const stateText = (code: string) => (STATES.has(code) ? `${STATES.get(code)} (${code})` : code);
// The same elements on every render (React then skips them as the form is typed in).
const STATE_OPTIONS = US_STATE_OPTIONS.map((s) => (
  <option key={s.code} value={s.code}>
    {`${s.name} (${s.code})`}
  </option>
));
const input =
  'h-8 w-24 rounded-md border border-slate-400 bg-white px-2 text-sm text-slate-900 tabular-nums placeholder:text-slate-500 aria-invalid:border-red-600';

/** The tax tables (decision 043): EU VAT by member state, US sales tax by state, the IOSS number and limit. */
export function TaxesSection({ value, errors, onChange }: { value: TaxForm; errors: FieldErrors; onChange: (f: TaxForm) => void }) {
  const setVat = (country: string, rate: string) =>
    onChange({ ...value, vat: value.vat.map((r) => (r.country === country ? { ...r, rate } : r)) });
  const setSales = (key: string, patch: Partial<TaxForm['salesTax'][number]>) =>
    onChange({ ...value, salesTax: value.salesTax.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  const vatErrors = value.vat.filter((r) => errors[`vat.${r.country}`]);
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Taxes</legend>
      <div className="mt-1 flex flex-col gap-5">
        <p className="text-xs text-slate-600">
          Taxes follow the address, not the zone. Rates in percent; a country or state left empty is charged none.
        </p>
        <section aria-labelledby="vat-heading" className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3">
            <h3 id="vat-heading" className="text-sm font-semibold text-slate-800">
              EU VAT by country
            </h3>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                onClick={() =>
                  onChange({
                    ...value,
                    vat: value.vat.map((r) => ({
                      ...r,
                      rate: String(EU_STANDARD_VAT_BP[r.country as keyof typeof EU_STANDARD_VAT_BP] / 100),
                    })),
                  })
                }
              >
                Fill the standard rates
              </Button>
              <Button variant="ghost" onClick={() => onChange({ ...value, vat: value.vat.map((r) => ({ ...r, rate: '' })) })}>
                Clear
              </Button>
            </div>
          </div>
          <p className="text-xs text-slate-600">
            EU shoppers see prices with VAT included. Collected at checkout only with an IOSS number and for goods up to the IOSS limit;
            otherwise the carrier collects it on delivery.
          </p>
          <div className="grid grid-cols-3 gap-x-8 gap-y-2">
            {value.vat.map((r) => (
              <label key={r.country} className="flex items-center justify-between gap-2 text-sm text-slate-800">
                <span className="min-w-0 truncate" title={`${countryName(r.country)} (${r.country})`}>
                  {countryName(r.country)} <span className="font-mono text-xs text-slate-600">{r.country}</span>
                </span>
                <span className="flex shrink-0 items-center gap-1">
                  <input
                    aria-label={`VAT ${countryName(r.country)} (%)`}
                    type="number"
                    min={0}
                    max={100}
                    step="0.01"
                    inputMode="decimal"
                    placeholder="none"
                    className={`${input} w-20`}
                    value={r.rate}
                    aria-invalid={errors[`vat.${r.country}`] ? true : undefined}
                    onChange={(e) => setVat(r.country, e.target.value)}
                  />
                  <span className="text-xs text-slate-600">%</span>
                </span>
              </label>
            ))}
          </div>
          {vatErrors.length > 0 && (
            <p className="text-xs font-medium text-red-700">
              VAT {vatErrors.map((r) => countryName(r.country)).join(', ')}: {errors[`vat.${vatErrors[0]!.country}`]}
            </p>
          )}
        </section>
        <section aria-labelledby="sales-tax-heading" className="flex flex-col gap-2">
          <h3 id="sales-tax-heading" className="text-sm font-semibold text-slate-800">
            US sales tax by state
          </h3>
          {value.salesTax.length === 0 ? (
            <p className="text-sm text-slate-700">No states: no sales tax is charged.</p>
          ) : (
            <table className="w-fit text-left text-sm">
              <thead className="text-xs font-semibold text-slate-700 uppercase">
                <tr>
                  <th scope="col" className={cell}>
                    State
                  </th>
                  <th scope="col" className={cell}>
                    Rate (%)
                  </th>
                  <th scope="col" className={cell}>
                    Shipping taxed
                  </th>
                  <th scope="col" className={cell}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {value.salesTax.map((r, i) => {
                  const stateError = errors[`salesTax.${r.key}.state`];
                  const rateError = errors[`salesTax.${r.key}.rate`];
                  const name = r.state.trim() ? stateText(r.state.trim().toUpperCase()) : `row ${i + 1}`;
                  return (
                    <tr key={r.key} className="border-t border-slate-100">
                      <td className={cell}>
                        <select
                          aria-label={`State (row ${i + 1})`}
                          className="h-8 w-52 rounded-md border border-slate-400 bg-white px-1.5 text-sm text-slate-900 aria-invalid:border-red-600"
                          value={r.state.trim().toUpperCase()}
                          aria-invalid={stateError ? true : undefined}
                          aria-describedby={stateError ? `${r.key}-state-error` : undefined}
                          onChange={(e) => setSales(r.key, { state: e.target.value })}
                        >
                          <option value="">Choose a state…</option>
                          {/* A code stored before the picker that is no state stays, so saving keeps it. */}
                          {r.state.trim() && !STATES.has(r.state.trim().toUpperCase()) && (
                            <option value={r.state.trim().toUpperCase()}>{r.state.trim().toUpperCase()} (as saved)</option>
                          )}
                          {STATE_OPTIONS}
                        </select>
                        {stateError && (
                          <p id={`${r.key}-state-error`} className="mt-1 max-w-40 text-xs font-medium text-red-700">
                            {stateError}
                          </p>
                        )}
                      </td>
                      <td className={cell}>
                        <input
                          aria-label={`Sales tax ${name} (%)`}
                          type="number"
                          min={0}
                          max={100}
                          step="0.01"
                          inputMode="decimal"
                          className={input}
                          value={r.rate}
                          aria-invalid={rateError ? true : undefined}
                          aria-describedby={rateError ? `${r.key}-rate-error` : undefined}
                          onChange={(e) => setSales(r.key, { rate: e.target.value })}
                        />
                        {rateError && (
                          <p id={`${r.key}-rate-error`} className="mt-1 max-w-56 text-xs font-medium text-red-700">
                            {rateError}
                          </p>
                        )}
                      </td>
                      <td className={`${cell} pt-3`}>
                        <input
                          type="checkbox"
                          aria-label={`Shipping taxed in ${name}`}
                          checked={r.shippingTaxable}
                          onChange={(e) => setSales(r.key, { shippingTaxable: e.target.checked })}
                        />
                      </td>
                      <td className={cell}>
                        <Button
                          variant="ghost"
                          className="h-8 text-red-700 hover:bg-red-50"
                          aria-label={`Remove sales tax ${name}`}
                          onClick={() => onChange({ ...value, salesTax: value.salesTax.filter((x) => x.key !== r.key) })}
                        >
                          Remove
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                onChange({ ...value, salesTax: [...value.salesTax, { key: newKey(), state: '', rate: '', shippingTaxable: false }] })
              }
            >
              Add a state
            </Button>
          </div>
        </section>
        <section aria-labelledby="ioss-heading" className="flex flex-col gap-2">
          <h3 id="ioss-heading" className="text-sm font-semibold text-slate-800">
            EU imports (IOSS)
          </h3>
          <div className="grid grid-cols-2 gap-5">
            <TextField
              label="IOSS number"
              placeholder="IM0000000000"
              hint="Empty: no VAT is collected at checkout; the carrier collects it on delivery."
              value={value.iossNumber}
              error={errors.iossNumber}
              onChange={(e) => onChange({ ...value, iossNumber: e.target.value })}
            />
            <TextField
              label="IOSS limit ($)"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              hint="€150 in dollars at the current exchange rate: goods worth more pay VAT on delivery."
              value={value.iossLimit}
              error={errors.iossLimit}
              onChange={(e) => onChange({ ...value, iossLimit: e.target.value })}
            />
          </div>
        </section>
      </div>
    </fieldset>
  );
}
