import { REGION_RULES, StoreRegion, UpdateSettingsInputSchema, type ShippingSettings, type TaxSettings } from '@pedestal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CountriesField } from '@admin/components/country-picker';
import { Alert, Button, Card, ErrorState, Loading, PageHeader, SelectField, TextField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { num, validate, type FieldErrors } from '@admin/lib/forms';
import { fieldErrors, shippingForm, taxForm, toShipping, toTaxes } from './shipping-form';
import { ShippingZonesSection } from './shipping-zones-section';
import { ReturnsSection } from './returns-section';
import { TaxesSection } from './taxes-section';

interface Settings {
  defaultVoteCountTarget: number;
  defaultCrowdfundingCountTarget: number;
  unpaidExpiryMinutes: number;
  shippingFee: number;
  /** Issue 29: where the store sells; the regional rules of the contract apply (the most protective of each). */
  storeRegions: StoreRegion[];
  priceReferenceDays: number;
  raffleClosedRegions: string[];
  /** Issue 31 (decision 043): zones and rates, and the tax tables (cents, basis points). */
  shipping: ShippingSettings;
  taxes: TaxSettings;
  /** Issue 41 #5: where withdrawn goods go back, and how ('' until set). */
  returnAddress: string;
  returnInstructions: string;
}
type NumberSetting = Exclude<
  keyof Settings,
  'storeRegions' | 'shipping' | 'taxes' | 'raffleClosedRegions' | 'returnAddress' | 'returnInstructions'
>;

export function SettingsPage() {
  const q = useQuery({ queryKey: ['admin', 'settings'], queryFn: () => api.get<Settings>('admin/system/setting') });
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <>
      <PageHeader
        title="Settings"
        description="Defaults for new votes and campaigns, how long an unpaid order is held, shipping zones and rates, taxes, returns."
      />
      <SettingsForm settings={q.data} />
    </>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const client = useQueryClient();
  const { storeRegions, shipping, taxes, raffleClosedRegions, returnAddress, returnInstructions, ...numbers } = settings;
  const [returns, setReturns] = useState({ returnAddress, returnInstructions });
  // Picked from the ISO list like a zone's countries (decision 057), not typed.
  const [raffleClosedIn, setRaffleClosedIn] = useState<string[]>(raffleClosedRegions);
  const [zones, setZones] = useState(() => shippingForm(shipping));
  const [taxTables, setTaxTables] = useState(() => taxForm(taxes));
  const [f, setF] = useState(Object.fromEntries(Object.entries(numbers).map(([k, v]) => [k, String(v)])) as Record<NumberSetting, string>);
  const [regions, setRegions] = useState<StoreRegion[]>(storeRegions);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: unknown) => api.put<Settings>('admin/system/setting', body),
    onSuccess: (s) => {
      client.setQueryData(['admin', 'settings'], s);
      // New zones now have their stored ids; the tables read as the server keeps them.
      setZones(shippingForm(s.shipping));
      setTaxTables(taxForm(s.taxes));
      setReturns({ returnAddress: s.returnAddress, returnInstructions: s.returnInstructions });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(UpdateSettingsInputSchema, {
      ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, num(v)])),
      raffleClosedRegions: raffleClosedIn,
      storeRegions: regions,
      shipping: toShipping(zones),
      taxes: toTaxes(taxTables),
      ...returns,
    });
    const tableErrors = fieldErrors(checked.errors ?? {}, zones, taxTables);
    setErrors({ ...checked.errors, ...tableErrors });
    if (checked.data && Object.keys(tableErrors).length === 0) save.mutate(checked.data);
  };
  const hasErrors = Object.keys(errors).length > 0;
  const field = (key: NumberSetting, text: string, hint: string) => (
    <TextField
      label={text}
      hint={hint}
      type="number"
      value={f[key]}
      error={errors[key]}
      onChange={(e) => setF({ ...f, [key]: e.target.value })}
    />
  );
  return (
    <Card className="max-w-4xl">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="grid grid-cols-2 gap-5">
          {field('defaultVoteCountTarget', 'Default vote target', 'Votes a newly approved character needs (100 to 1,000,000).')}
          {field(
            'defaultCrowdfundingCountTarget',
            'Default crowdfunding goal ($)',
            'Goal of a campaign when it starts (100 to 1,000,000).',
          )}
          {field('unpaidExpiryMinutes', 'Unpaid order expiry (minutes)', 'How long an unpaid order holds its stock (1 to 10,080).')}
          {field(
            'shippingFee',
            'Shipping fee ($)',
            'Flat fee until the shopper picks an address, and for countries outside the zones when they ship at it.',
          )}
          <SelectField
            label="Discount reference (days)"
            value={f.priceReferenceDays}
            error={errors.priceReferenceDays}
            onChange={(e) => setF({ ...f, priceReferenceDays: e.target.value })}
            options={[
              { value: '30', label: '30 days' },
              { value: '7', label: '7 days' },
            ]}
          />
          <CountriesField
            label="Raffles switched off in"
            hint="Shoppers whose default address is in one of these countries cannot enter raffles."
            value={raffleClosedIn}
            error={errors.raffleClosedRegions}
            onChange={setRaffleClosedIn}
          />
        </div>
        <fieldset aria-describedby="store-regions-hint">
          <legend className="text-sm font-medium text-slate-800">Store regions</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {StoreRegion.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={regions.includes(r)}
                  onChange={(e) => setRegions(e.target.checked ? [...regions, r] : regions.filter((x) => x !== r))}
                />
                {r} <span className="text-xs text-slate-600">({REGION_RULES[r].source})</span>
              </label>
            ))}
          </div>
          <p id="store-regions-hint" className="mt-1 text-xs text-slate-600">
            Where the store sells: the withdrawal window and the delay consent rules of these regions apply to every order (the most
            protective of each).
          </p>
          {errors.storeRegions && <p className="text-xs font-medium text-red-700">{errors.storeRegions}</p>}
        </fieldset>
        <hr className="border-slate-200" />
        <ShippingZonesSection value={zones} errors={errors} onChange={setZones} />
        <hr className="border-slate-200" />
        <TaxesSection value={taxTables} errors={errors} onChange={setTaxTables} />
        <hr className="border-slate-200" />
        <ReturnsSection value={returns} errors={errors} onChange={setReturns} />
        {hasErrors && (
          <Alert>Some fields need fixing (marked in red above); nothing was saved.{errors._tables ? ` ${errors._tables}` : ''}</Alert>
        )}
        {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
        {save.isSuccess && <Alert tone="green">Settings saved. They apply to what happens from now on.</Alert>}
        <div className="flex justify-end">
          <Button type="submit" busy={save.isPending}>
            Save settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
