import { EU_COUNTRIES } from '@pedestal/contract/rules/shipping';
import { useState } from 'react';
import { CountriesField } from '@admin/components/country-picker';
import { Button, ConfirmDialog, SelectField, TextField } from '@admin/components/ui';
import type { FieldErrors } from '@admin/lib/forms';
import { emptyZone, type ShippingForm, type ZoneForm } from './shipping-form';

/** A zone's countries as codes (the form keeps them as the comma-separated text the schema errors index). */
const countries = (z: ZoneForm) =>
  z.countries
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((c) => c.toUpperCase());

const KINDS = [
  { value: 'flat', label: 'Flat rate per order' },
  { value: 'per-item', label: 'Per item' },
  { value: 'weight', label: 'By weight' },
];

/** The shipping zones, in the order they are matched, each with its rate or "not served" (decision 043). */
export function ShippingZonesSection({
  value,
  errors,
  onChange,
}: {
  value: ShippingForm;
  errors: FieldErrors;
  onChange: (f: ShippingForm) => void;
}) {
  const [removing, setRemoving] = useState<number | null>(null);
  const zones = value.zones;
  const setZones = (z: ZoneForm[]) => onChange({ ...value, zones: z });
  const setZone = (i: number, patch: Partial<ZoneForm>) => setZones(zones.map((z, j) => (j === i ? { ...z, ...patch } : z)));
  const move = (i: number, by: number) => {
    const next = [...zones];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setZones(next);
  };
  const label = (z: ZoneForm, i: number) => z.name.trim() || `Zone ${i + 1}`;
  const gone = removing === null ? undefined : zones[removing];
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Shipping zones and rates</legend>
      <div className="mt-1 flex flex-col gap-4">
        <p className="text-xs text-slate-600">
          All lines of an order ship as one parcel at one rate. A zone naming an address’s state wins over one naming its whole country;
          otherwise the first zone listed that names the country is used. Amounts in dollars.
        </p>
        {zones.length === 0 && (
          <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-700">
            No zones: every country pays the flat shipping fee above.
          </p>
        )}
        <ol aria-label="Shipping zones" className="flex flex-col gap-4">
          {zones.map((z, i) => {
            const err = (k: keyof ZoneForm) => errors[`zones.${i}.${k}`];
            const money = (k: 'flat' | 'first' | 'additional' | 'firstKg' | 'perKg' | 'freeAbove', text: string, hint?: string) => (
              <TextField
                label={text}
                hint={hint}
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                value={z[k]}
                error={err(k)}
                onChange={(e) => setZone(i, { [k]: e.target.value })}
              />
            );
            return (
              <li
                key={z.key}
                aria-label={`Zone ${i + 1}: ${label(z, i)}`}
                className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
              >
                <div className="flex items-start gap-3">
                  <span className="mt-7 w-6 text-sm font-semibold text-slate-500 tabular-nums">{i + 1}.</span>
                  <div className="flex-1">
                    <TextField
                      label="Zone name"
                      maxLength={80}
                      value={z.name}
                      error={err('name')}
                      onChange={(e) => setZone(i, { name: e.target.value })}
                    />
                  </div>
                  <div className="mt-6 flex gap-1">
                    <Button variant="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${label(z, i)} up`}>
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={i === zones.length - 1}
                      onClick={() => move(i, 1)}
                      aria-label={`Move ${label(z, i)} down`}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => setRemoving(i)}
                      aria-label={`Remove ${label(z, i)}`}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
                <div className="grid grid-cols-2 gap-3 pl-9">
                  <div className="flex min-w-0 flex-col gap-1">
                    <CountriesField
                      label="Countries"
                      value={countries(z)}
                      error={err('countries')}
                      onChange={(codes) => setZone(i, { countries: codes.join(', ') })}
                    />
                    <button
                      type="button"
                      className="self-start text-xs font-medium text-indigo-800 underline"
                      onClick={() => {
                        const have = countries(z);
                        setZone(i, { countries: [...have, ...EU_COUNTRIES.filter((c) => !have.includes(c))].join(', ') });
                      }}
                    >
                      Add the EU member states
                    </button>
                  </div>
                  <TextField
                    label="Only these states or regions"
                    hint="Optional, e.g. CA, NY for US states. Empty: the whole countries."
                    value={z.regions}
                    error={err('regions')}
                    onChange={(e) => setZone(i, { regions: e.target.value })}
                  />
                </div>
                <div className="flex flex-col gap-3 pl-9">
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" checked={!z.served} onChange={(e) => setZone(i, { served: !e.target.checked })} />
                    Not served: the store does not ship here (addresses in this zone are refused)
                  </label>
                  {z.served && (
                    <div className="grid grid-cols-4 gap-3">
                      <SelectField
                        label="Rate"
                        value={z.kind}
                        options={KINDS}
                        onChange={(e) => setZone(i, { kind: e.target.value as ZoneForm['kind'] })}
                      />
                      {z.kind === 'flat' && money('flat', 'Per order ($)')}
                      {z.kind === 'per-item' && (
                        <>
                          {money('first', 'First item ($)')}
                          {money('additional', 'Each further item ($)')}
                        </>
                      )}
                      {z.kind === 'weight' && (
                        <>
                          {money('firstKg', 'Up to 1 kg ($)')}
                          {money('perKg', 'Each further kg ($)')}
                        </>
                      )}
                      <div className={z.kind === 'flat' ? 'col-start-4' : undefined}>
                        {money('freeAbove', 'Free from ($)', 'Goods worth this or more ship free. Empty: never.')}
                      </div>
                    </div>
                  )}
                  {z.served && z.kind === 'weight' && (
                    <p className="text-xs text-slate-600">
                      The parcel’s weight is the sum of its specs’ weights (each spec’s “Weight (g)”, 500 g if not set); each kilogram begun
                      after the first costs the further rate.
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <Button variant="secondary" onClick={() => setZones([...zones, emptyZone()])}>
            Add a zone
          </Button>
          <div className="w-96">
            <SelectField
              label="Countries in no zone"
              value={value.otherCountries}
              onChange={(e) => onChange({ ...value, otherCountries: e.target.value as ShippingForm['otherCountries'] })}
              options={[
                { value: 'flat-fee', label: 'Ship at the flat shipping fee' },
                { value: 'unserved', label: 'Not served (refused at the address)' },
              ]}
            />
          </div>
        </div>
        <ConfirmDialog
          open={gone !== undefined}
          title={`Remove ${gone ? label(gone, removing!) : 'zone'}?`}
          confirmLabel="Remove zone"
          danger
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            setZones(zones.filter((_, j) => j !== removing));
            setRemoving(null);
          }}
        >
          <p>
            Its countries will then be priced by another zone naming them, or as countries in no zone. Nothing changes until you save the
            settings; orders already placed keep their price.
          </p>
        </ConfirmDialog>
      </div>
    </fieldset>
  );
}
