import {
  EU_COUNTRIES,
  type SalesTaxRate,
  type ShippingRate,
  type ShippingRateKind,
  type ShippingSettings,
  type TaxSettings,
} from '@pedestal/contract/rules/shipping';
import { ShippingRateSchema } from '@pedestal/contract';
import { validate, type FieldErrors } from '@admin/lib/forms';

/**
 * The shipping zones and tax tables as the settings form edits them (decision 048): every value is
 * the text the operator typed (dollars and percent, not the stored cents and basis points), so a bad
 * entry is kept as typed and shown with its error; `toShipping` / `toTaxes` turn them into the
 * settings' shapes for the contract's schemas to check.
 */
export interface ZoneForm {
  /** React's key for the row (zones are reordered). */
  key: string;
  /** The stored id (kept for existing zones; new ones get one from the name when saved). */
  id: string;
  name: string;
  /** ISO codes, comma separated (picked, decision 057). */
  countries: string;
  /** US states (or other regions), comma separated; empty: the whole countries. */
  regions: string;
  served: boolean;
  kind: ShippingRateKind;
  /** Dollars: flat, per item (first, each further), by weight (first kg, each further kg). */
  flat: string;
  first: string;
  additional: string;
  firstKg: string;
  perKg: string;
  /** Dollars; empty: never free. */
  freeAbove: string;
}
export interface VatRow {
  country: string;
  /** Percent; empty: no VAT charged there. */
  rate: string;
}
export interface SalesTaxRow {
  key: string;
  state: string;
  rate: string;
  shippingTaxable: boolean;
}
export interface ShippingForm {
  zones: ZoneForm[];
  otherCountries: ShippingSettings['otherCountries'];
}
export interface TaxForm {
  /** One row per EU member state, in EU_COUNTRIES order. */
  vat: VatRow[];
  /** Rates kept for other codes (not EU members: never charged); passed through unchanged. */
  otherVat: Record<string, number>;
  salesTax: SalesTaxRow[];
  iossNumber: string;
  iossLimit: string;
}

let keys = 0;
export const newKey = () => `k${++keys}`;

/** Cents (or basis points) as the dollars (or percent) a field shows: 1250 → "12.5". */
const hundredths = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n / 100));
/**
 * A field's dollars (or percent) as cents (or basis points): empty stays undefined ("required" from
 * the schema); more than two decimals stay a fraction so the schema's whole-number check refuses it.
 */
export function toHundredths(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const x = Number(t) * 100;
  if (!Number.isFinite(x)) return NaN;
  const r = Math.round(x);
  return Math.abs(x - r) < 1e-6 ? r : x;
}
const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export function emptyZone(): ZoneForm {
  return {
    key: newKey(),
    id: '',
    name: '',
    countries: '',
    regions: '',
    served: true,
    kind: 'flat',
    flat: '',
    first: '',
    additional: '',
    firstKg: '',
    perKg: '',
    freeAbove: '',
  };
}

export function shippingForm(s: ShippingSettings): ShippingForm {
  return {
    otherCountries: s.otherCountries,
    zones: s.zones.map((z) => {
      const r = z.rate;
      return {
        ...emptyZone(),
        id: z.id,
        name: z.name,
        countries: z.countries.join(', '),
        regions: (z.regions ?? []).join(', '),
        served: r !== null,
        kind: r?.kind ?? 'flat',
        flat: r?.kind === 'flat' ? hundredths(r.cents) : '',
        first: r?.kind === 'per-item' ? hundredths(r.firstCents) : '',
        additional: r?.kind === 'per-item' ? hundredths(r.additionalCents) : '',
        firstKg: r?.kind === 'weight' ? hundredths(r.firstKgCents) : '',
        perKg: r?.kind === 'weight' ? hundredths(r.perKgCents) : '',
        freeAbove: hundredths(r?.freeAboveCents),
      };
    }),
  };
}

export function taxForm(t: TaxSettings): TaxForm {
  const eu = EU_COUNTRIES as readonly string[];
  return {
    vat: EU_COUNTRIES.map((country) => ({ country, rate: hundredths(t.vatRates[country]) })),
    otherVat: Object.fromEntries(Object.entries(t.vatRates).filter(([c]) => !eu.includes(c))),
    salesTax: Object.entries(t.salesTax)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, r]) => ({ key: newKey(), state, rate: hundredths(r.rateBp), shippingTaxable: r.shippingTaxable })),
    iossNumber: t.iossNumber ?? '',
    iossLimit: hundredths(t.iossLimitCents),
  };
}

/** A stored id for a new zone: its name in lower case and dashes, unique among the zones. */
function zoneId(z: ZoneForm, index: number, taken: Set<string>) {
  if (z.id) return z.id;
  const base =
    z.name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || `zone-${index + 1}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

export function toShipping(f: ShippingForm): unknown {
  const taken = new Set(f.zones.map((z) => z.id).filter(Boolean));
  return {
    otherCountries: f.otherCountries,
    zones: f.zones.map((z, i) => {
      // Empty: never free (left out, as the rule reads a missing threshold).
      const free = z.freeAbove.trim() === '' ? {} : { freeAboveCents: toHundredths(z.freeAbove) };
      const rate: Record<ShippingRateKind, unknown> = {
        flat: { kind: 'flat', cents: toHundredths(z.flat), ...free },
        'per-item': { kind: 'per-item', firstCents: toHundredths(z.first), additionalCents: toHundredths(z.additional), ...free },
        weight: { kind: 'weight', firstKgCents: toHundredths(z.firstKg), perKgCents: toHundredths(z.perKg), ...free },
      };
      const regions = list(z.regions);
      return {
        id: zoneId(z, i, taken),
        name: z.name,
        countries: list(z.countries),
        ...(regions.length ? { regions } : {}),
        rate: z.served ? (rate[z.kind] as ShippingRate) : null,
      };
    }),
  };
}

export function toTaxes(f: TaxForm): unknown {
  const vatRates: Record<string, unknown> = { ...f.otherVat };
  for (const r of f.vat) if (r.rate.trim() !== '') vatRates[r.country] = toHundredths(r.rate);
  const salesTax: Record<string, Partial<SalesTaxRate>> = {};
  for (const r of f.salesTax) salesTax[r.state.trim().toUpperCase()] = { rateBp: toHundredths(r.rate), shippingTaxable: r.shippingTaxable };
  return {
    vatRates,
    salesTax,
    iossNumber: f.iossNumber.trim() === '' ? null : f.iossNumber,
    iossLimitCents: toHundredths(f.iossLimit),
  };
}

const MONEY = 'Enter an amount in dollars, 0 or more, with at most two decimals';
const RATE = 'Enter a rate in percent from 0 to 100, with at most two decimals';
/** Which zone field a schema path names (after `shipping.zones.<i>.`). */
const ZONE_FIELDS: Record<string, keyof ZoneForm> = {
  name: 'name',
  id: 'name',
  countries: 'countries',
  regions: 'regions',
  'rate.cents': 'flat',
  'rate.firstCents': 'first',
  'rate.additionalCents': 'additional',
  'rate.firstKgCents': 'firstKg',
  'rate.perKgCents': 'perKg',
  'rate.freeAboveCents': 'freeAbove',
};

/**
 * The contract's errors on `shipping` and `taxes` as the form's fields name them
 * (`zones.0.flat`, `vat.DE`, `salesTax.<row key>.rate`, `iossNumber`), worded for the operator:
 * the amounts as typed (dollars, percent), a refusal's own text (country codes, the IOSS number).
 */
export function fieldErrors(errors: FieldErrors, shipping: ShippingForm, taxes: TaxForm): FieldErrors {
  const out: FieldErrors = {};
  const put = (key: string, message: string) => (out[key] ??= message);
  for (const [path, message] of Object.entries(errors)) {
    const zone = /^shipping\.zones\.(\d+)\.(.+)$/.exec(path);
    if (zone?.[2] === 'rate') {
      // The rate or null: the union's own error names no field, so the rate is checked on its own.
      const i = Number(zone[1]);
      const rate = (toShipping({ ...shipping, zones: shipping.zones.slice(i, i + 1) }) as { zones: { rate: unknown }[] }).zones[0]!.rate;
      for (const p of Object.keys(validate(ShippingRateSchema, rate).errors ?? {}))
        if (ZONE_FIELDS[`rate.${p}`]) put(`zones.${i}.${ZONE_FIELDS[`rate.${p}`]}`, MONEY);
      continue;
    }
    if (zone) {
      const z = shipping.zones[Number(zone[1])];
      const rest = zone[2]!;
      const [name, index] = /^(countries|regions)\.(\d+)$/.exec(rest)?.slice(1) ?? [rest];
      const field = ZONE_FIELDS[name!];
      if (!z || !field) continue;
      const entry = index === undefined ? undefined : list(z[field as 'countries' | 'regions'])[Number(index)];
      put(
        `zones.${zone[1]}.${field}`,
        field === 'name'
          ? z.name.trim()
            ? 'The name is at most 80 characters'
            : 'Give the zone a name'
          : field === 'countries'
            ? entry !== undefined
              ? `${entry}: ${message}`
              : 'Add at least one country'
            : field === 'regions'
              ? `${entry ?? 'A region'}: a region is a code or name of at most 40 characters`
              : MONEY,
      );
      continue;
    }
    const vat = /^taxes\.vatRates\.([^.]+)/.exec(path);
    if (vat) {
      put(`vat.${vat[1]}`, RATE);
      continue;
    }
    const sales = /^taxes\.salesTax\.([^.]+)(\.rateBp)?/.exec(path);
    if (sales) {
      // The table keeps the last row of a code (as toTaxes builds it): that row's rate is the one checked.
      const rows = [...taxes.salesTax].reverse();
      const row = rows.find((r) => r.state.trim().toUpperCase() === sales[1]) ?? rows.find((r) => !r.state.trim());
      if (row) put(sales[2] ? `salesTax.${row.key}.rate` : `salesTax.${row.key}.state`, sales[2] ? RATE : 'Choose a state');
      continue;
    }
    if (path === 'taxes.iossNumber') put('iossNumber', message);
    else if (path === 'taxes.iossLimitCents') put('iossLimit', MONEY);
    else if (path.startsWith('shipping') || path.startsWith('taxes')) put('_tables', message);
  }
  // A table keyed by code cannot hold a code twice: say so rather than keep only the last row.
  const seen = new Set<string>();
  for (const r of taxes.salesTax) {
    const code = r.state.trim().toUpperCase();
    if (!code) put(`salesTax.${r.key}.state`, 'Choose a state');
    else if (seen.has(code)) put(`salesTax.${r.key}.state`, `${code} is already in the table`);
    seen.add(code);
  }
  return out;
}
