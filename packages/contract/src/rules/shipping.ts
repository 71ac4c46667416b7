/**
 * Shipping zones, rates and taxes (issue 31, decision 043): what a buyer pays on top of the lines,
 * for the address chosen, before paying. Pure rules, one place: the server prices the order with
 * them and the web shows the same numbers. Money is integer cents; rates are basis points (1% = 100).
 *
 * - A zone is a set of countries (ISO 3166-1 alpha-2), optionally only some regions of them (US
 *   states: `CA`), with a rate, or none (the store does not ship there). Countries in no zone are
 *   shipped at the store's flat fee (the store before zones) or refused (`otherCountries`).
 * - The lines of one order ship as one parcel: one rate for the whole order.
 * - Taxes follow the destination: EU VAT by country (shown tax-inclusive), US sales tax from a rate
 *   table the operator keeps (or a tax service, resolved before the rule runs), none elsewhere.
 * - EU parcels whose goods are worth up to the IOSS limit (€150) have their VAT collected at
 *   checkout under the store's IOSS number; without one, or above it, the carrier collects import
 *   VAT and duties on delivery and the order carries none.
 * - Tax is counted per unit (rounded half up) and on the shipping, so every line shows its tax-inclusive
 *   price exactly and a refund of some units gives back exactly their tax.
 */
import { countryCode } from './address';
import { centsToDollars, dollarsToCents } from './money';

export * from './shipping-settings';
import type { SalesTaxRate, ShippingRate, ShippingSettings, ShippingZone, TaxSettings } from './shipping-settings';

export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** Standard VAT rates of the EU member states (2026), basis points: the console's starting table. */
export const EU_STANDARD_VAT_BP: Record<(typeof EU_COUNTRIES)[number], number> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
};

const US_STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};
const US_STATE_CODES = new Set(Object.values(US_STATES));
/** The US states (and DC) by code and name, in name order: the console's sales-tax table picks from these. */
export const US_STATE_OPTIONS: readonly { code: string; name: string }[] = Object.entries(US_STATES)
  .map(([name, code]) => ({ code, name: name.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(' Of ', ' of ') }))
  .sort((a, b) => a.name.localeCompare(b.name));

export interface Destination {
  /** ISO code; undefined when the country as written is not known. */
  country: string | undefined;
  /** The region as its code (US: `CA`), else as written, upper-cased. */
  region: string;
}

/** Where an address is, as zones and taxes read it: the country's code, and the US state's. */
export function destinationOf(address: { country: string; province?: string | null }): Destination {
  const country = countryCode(address.country);
  const written = (address.province ?? '').trim();
  if (country === 'US') {
    const key = written.toLowerCase().replace(/\./g, '');
    const code = US_STATES[key] ?? (US_STATE_CODES.has(key.toUpperCase()) ? key.toUpperCase() : undefined);
    return { country, region: code ?? written.toUpperCase() };
  }
  return { country, region: written.toUpperCase() };
}

export type ZoneMatch =
  | { served: true; zone: ShippingZone | null; rate: ShippingRate }
  | { served: false; zone: ShippingZone | null; country: string | undefined };

/**
 * The zone of a destination: a zone naming its region first, then one naming its whole country.
 * A zone without a rate, or no zone when other countries are refused, is not served.
 */
export function zoneOf(shipping: ShippingSettings, dest: Destination, flatFeeCents: number): ZoneMatch {
  const inCountry = dest.country ? shipping.zones.filter((z) => z.countries.includes(dest.country!)) : [];
  const zone =
    inCountry.find((z) => z.regions?.length && z.regions.includes(dest.region)) ?? inCountry.find((z) => !z.regions?.length) ?? null;
  if (zone) return zone.rate ? { served: true, zone, rate: zone.rate } : { served: false, zone, country: dest.country };
  if (shipping.otherCountries === 'flat-fee') return { served: true, zone: null, rate: { kind: 'flat', cents: flatFeeCents } };
  return { served: false, zone: null, country: dest.country };
}

export interface ParcelLine {
  /** The list price of one unit (net of tax). */
  unitCents: number;
  quantity: number;
  /** The weight of one unit. */
  weightGrams: number;
}

/** What one parcel of these lines costs at a rate. */
export function shippingCents(rate: ShippingRate, lines: readonly ParcelLine[]): number {
  const goods = lines.reduce((n, l) => n + l.unitCents * l.quantity, 0);
  const items = lines.reduce((n, l) => n + l.quantity, 0);
  if (items === 0) return 0;
  if (rate.freeAboveCents !== null && rate.freeAboveCents !== undefined && goods >= rate.freeAboveCents) return 0;
  switch (rate.kind) {
    case 'flat':
      return rate.cents;
    case 'per-item':
      return rate.firstCents + rate.additionalCents * (items - 1);
    case 'weight': {
      const grams = lines.reduce((n, l) => n + l.weightGrams * l.quantity, 0);
      return rate.firstKgCents + rate.perKgCents * Math.max(0, Math.ceil((grams - 1000) / 1000));
    }
  }
}

/** `import-vat-on-delivery`: an EU parcel whose VAT the carrier collects (above the IOSS limit, or no IOSS number). */
export const TaxKind = ['none', 'vat', 'sales-tax', 'import-vat-on-delivery'] as const;
export type TaxKind = (typeof TaxKind)[number];

export interface TaxRule {
  kind: TaxKind;
  rateBp: number;
  shippingTaxable: boolean;
  /** Prices are shown with the tax in them (EU VAT). */
  inclusive: boolean;
  /** The IOSS number the parcel declares (EU VAT collected at checkout). */
  iossNumber: string | null;
}

const NO_TAX: TaxRule = { kind: 'none', rateBp: 0, shippingTaxable: false, inclusive: false, iossNumber: null };

export const isEuCountry = (country: string | undefined) => !!country && (EU_COUNTRIES as readonly string[]).includes(country);

/** The US sales tax of a destination from the operator's table (what the table-backed tax service answers). */
export function salesTaxFromTable(taxes: TaxSettings, dest: Destination): SalesTaxRate | null {
  return dest.country === 'US' ? (taxes.salesTax[dest.region] ?? null) : null;
}

/**
 * The tax of a parcel: EU VAT at the country's rate when the goods are within the IOSS limit and the
 * store has an IOSS number (else the carrier collects it on delivery); US sales tax at the rate
 * resolved for the state (`salesTax`: the table's or a tax service's answer); none elsewhere.
 */
export function taxRuleOf(taxes: TaxSettings, dest: Destination, goodsCents: number, salesTax: SalesTaxRate | null): TaxRule {
  if (isEuCountry(dest.country)) {
    const rateBp = taxes.vatRates[dest.country!] ?? 0;
    if (rateBp <= 0) return NO_TAX;
    if (!taxes.iossNumber || goodsCents > taxes.iossLimitCents) return { ...NO_TAX, kind: 'import-vat-on-delivery', rateBp };
    return { kind: 'vat', rateBp, shippingTaxable: true, inclusive: true, iossNumber: taxes.iossNumber };
  }
  if (dest.country === 'US' && salesTax && salesTax.rateBp > 0)
    return { kind: 'sales-tax', rateBp: salesTax.rateBp, shippingTaxable: salesTax.shippingTaxable, inclusive: false, iossNumber: null };
  return NO_TAX;
}

/** The tax on an amount at a rate, rounded half up to a cent. */
export const taxOn = (cents: number, rateBp: number) => Math.round((cents * rateBp) / 10_000);

export interface QuoteInput {
  lines: readonly ParcelLine[];
  address: { country: string; province?: string | null } | null;
  shipping: ShippingSettings;
  taxes: TaxSettings;
  /** The flat `shippingFee` setting in cents: countries in no zone, and orders without an address yet. */
  flatFeeCents: number;
  /** The destination's sales tax, resolved before (the table or a tax service); undefined: the table's. */
  salesTax?: SalesTaxRate | null;
}

export interface ServedQuote {
  served: true;
  zoneId: string | null;
  zoneName: string | null;
  subtotalCents: number;
  shippingCents: number;
  /** The tax of each line's unit, in the order of the lines. */
  unitTaxCents: number[];
  shippingTaxCents: number;
  taxCents: number;
  totalCents: number;
  tax: TaxRule;
  weightGrams: number;
}
export interface UnservedQuote {
  served: false;
  zoneId: string | null;
  /** The ISO code of the refused country (undefined: a country we could not read). */
  country: string | undefined;
}
export type Quote = ServedQuote | UnservedQuote;

/**
 * How a parcel's shipping and tax were priced for its address, as an order or a campaign support
 * stores it beside its amounts (`charges`): the zone, the tax rule applied and the shipping's share of the tax.
 */
export interface ParcelCharges {
  zoneId: string | null;
  zoneName: string | null;
  taxKind: TaxKind;
  taxRateBp: number;
  taxInclusive: boolean;
  iossNumber: string | null;
  shippingTaxCents: number;
  weightGrams: number;
}

/** The charges to store of a served quote. */
export function chargesOf(q: ServedQuote): ParcelCharges {
  return {
    zoneId: q.zoneId,
    zoneName: q.zoneName,
    taxKind: q.tax.kind,
    taxRateBp: q.tax.rateBp,
    taxInclusive: q.tax.inclusive,
    iossNumber: q.tax.iossNumber,
    shippingTaxCents: q.shippingTaxCents,
    weightGrams: q.weightGrams,
  };
}

/** Stored charges as an answer reads them (money in dollars, the rate in percent: `OrderTaxSchema`). */
export function taxDetailOf(c: ParcelCharges | null) {
  if (!c) return null;
  return {
    kind: c.taxKind,
    rate: c.taxRateBp / 100,
    inclusive: c.taxInclusive,
    iossNumber: c.iossNumber,
    shippingTax: centsToDollars(c.shippingTaxCents),
    zone: c.zoneName,
  };
}

/** What the lines cost shipped to an address: the lines, one parcel's shipping, the tax and the total. */
export function quote(input: QuoteInput): Quote {
  const { lines } = input;
  const subtotalCents = lines.reduce((n, l) => n + l.unitCents * l.quantity, 0);
  const weightGrams = lines.reduce((n, l) => n + l.weightGrams * l.quantity, 0);
  const dest = input.address ? destinationOf(input.address) : null;
  const match: ZoneMatch = dest
    ? zoneOf(input.shipping, dest, input.flatFeeCents)
    : { served: true, zone: null, rate: { kind: 'flat', cents: input.flatFeeCents } };
  if (!match.served) return { served: false, zoneId: match.zone?.id ?? null, country: match.country };
  const shipping = shippingCents(match.rate, lines);
  const tax = dest
    ? taxRuleOf(input.taxes, dest, subtotalCents, input.salesTax === undefined ? salesTaxFromTable(input.taxes, dest) : input.salesTax)
    : NO_TAX;
  const charged = tax.kind === 'vat' || tax.kind === 'sales-tax';
  const unitTaxCents = lines.map((l) => (charged ? taxOn(l.unitCents, tax.rateBp) : 0));
  const shippingTaxCents = charged && tax.shippingTaxable ? taxOn(shipping, tax.rateBp) : 0;
  const taxCents = lines.reduce((n, l, i) => n + unitTaxCents[i]! * l.quantity, 0) + shippingTaxCents;
  return {
    served: true,
    zoneId: match.zone?.id ?? null,
    zoneName: match.zone?.name ?? null,
    subtotalCents,
    shippingCents: shipping,
    unitTaxCents,
    shippingTaxCents,
    taxCents,
    totalCents: subtotalCents + shipping + taxCents,
    tax,
    weightGrams,
  };
}

/** A price as the buyer reads it: with its tax in it where prices are shown tax-inclusive (EU). */
export const shownCents = (netCents: number, taxCents: number, tax: Pick<TaxRule, 'inclusive'>) =>
  tax.inclusive ? netCents + taxCents : netCents;

/** How a parcel's tax reads beside its amounts (kind, rate, whether the prices hold it). */
export interface ParcelTax {
  kind: TaxKind;
  rateBp: number;
  inclusive: boolean;
}

/** A paid parcel's amounts as they are stored: net goods (the lines or the reward), shipping, the tax and the shipping's share of it. */
export interface ParcelAmounts {
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  /** The shipping's share of `taxCents` (0 where unknown: older records). */
  shippingTaxCents: number;
  totalCents: number;
  tax: ParcelTax | null;
}

/**
 * A parcel's breakdown as its buyer reads it (orders and supports, in emails and messages): where
 * prices are shown tax-inclusive (EU VAT) the goods and the shipping carry their VAT and the tax line
 * says "included"; elsewhere the tax is its own line added to the total. `taxLine` is null when no
 * tax line is shown (none collected), 'on-delivery' for import VAT the carrier collects.
 */
export function shownBreakdown(p: ParcelAmounts): {
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  taxLine: null | 'amount' | 'on-delivery';
} {
  const inclusive = !!p.tax?.inclusive;
  const shippingTax = Math.min(p.shippingTaxCents, p.taxCents);
  return {
    goodsCents: inclusive ? p.goodsCents + p.taxCents - shippingTax : p.goodsCents,
    shippingCents: inclusive ? p.shippingCents + shippingTax : p.shippingCents,
    taxCents: p.taxCents,
    totalCents: p.totalCents,
    taxLine: !p.tax || p.tax.kind === 'none' ? null : p.tax.kind === 'import-vat-on-delivery' ? 'on-delivery' : 'amount',
  };
}

/**
 * A unit price (dollars) as a buyer at this destination reads it: with its VAT in it where prices are
 * shown tax-inclusive (EU), rounded per unit as the order's tax is (`taxOn`), so the price shown is
 * the price charged. `tax.rate` is in percent, as orders and quotes carry it.
 */
export function shownUnitPrice(netDollars: number, tax: { inclusive: boolean; rate: number } | null | undefined): number {
  if (!tax?.inclusive) return netDollars;
  const cents = dollarsToCents(netDollars);
  return centsToDollars(cents + taxOn(cents, Math.round(tax.rate * 100)));
}

/**
 * The VAT an EU shopper reads in every price before the cart (figurine cards, the figurine page, the
 * pre-sale price): the rate of the country of their default address (`country`, ISO), in percent, as
 * orders carry it; `upTo` is the IOSS limit in dollars — a price above it is charged net, its VAT
 * collected by the carrier on delivery, as `quote` prices a parcel of that one unit. Null: prices are
 * net (no address, outside the EU, an unserved country, no VAT rate, or no IOSS number).
 */
export interface ShopperVat {
  country: string;
  rate: number;
  upTo: number;
}

/**
 * The one rule of which shoppers read VAT-inclusive prices before the cart (decision 050): the country
 * of the default address — the address the cart and Buy Now are quoted for — is in the EU, served, and
 * its VAT is collected at checkout (a rate and the store's IOSS number). Visitors read net prices.
 */
export function shopperVatOf(
  settings: { shipping: ShippingSettings; taxes: TaxSettings },
  address: { country: string; province?: string | null } | null | undefined,
): ShopperVat | null {
  if (!address) return null;
  const dest = destinationOf(address);
  if (!isEuCountry(dest.country) || !zoneOf(settings.shipping, dest, 0).served) return null;
  const rule = taxRuleOf(settings.taxes, dest, 0, null);
  if (rule.kind !== 'vat') return null;
  return { country: dest.country!, rate: rule.rateBp / 100, upTo: centsToDollars(settings.taxes.iossLimitCents) };
}

/**
 * A list price (dollars, net) as this shopper reads it before the cart: with its VAT in it when
 * `vat` applies and one unit is within the IOSS limit (what a Buy Now of one unit is charged);
 * `included` says whether the note "incl. VAT" goes beside it.
 */
export function shownListPrice(netDollars: number, vat: ShopperVat | null | undefined): { price: number; included: boolean } {
  if (!vat || dollarsToCents(netDollars) > dollarsToCents(vat.upTo)) return { price: netDollars, included: false };
  return { price: shownUnitPrice(netDollars, { inclusive: true, rate: vat.rate }), included: true };
}

/**
 * What a refund of some units gives back: their price and their tax (never more than the order has
 * left; the last refund, in full, gives back the rest: shipping and its tax too).
 */
export function refundOfUnits(
  lines: readonly { unitCents: number; unitTaxCents: number }[],
  refund: readonly { line: number; quantity: number }[],
): number {
  return refund.reduce((n, r) => {
    const line = lines[r.line];
    return line ? n + (line.unitCents + line.unitTaxCents) * r.quantity : n;
  }, 0);
}

/** What a paid order was charged for its address: the parts a new address must price the same. */
export interface PaidCharges {
  shippingCents: number;
  /** The tax of each line's unit, in the order of the lines. */
  unitTaxCents: readonly number[];
  shippingTaxCents: number;
  taxKind: TaxKind;
  taxRateBp: number;
}

/**
 * Whether a paid order may move to an address (decision 050): the quote for it must charge the same
 * shipping and the same tax — each unit's and the shipping's, of the same kind at the same rate — so
 * what was paid stays exactly what is owed. Anything else is refused (`order-address-changes-charges`).
 */
export function sameCharges(paid: PaidCharges, priced: Quote): boolean {
  if (!priced.served) return false;
  return (
    priced.shippingCents === paid.shippingCents &&
    priced.shippingTaxCents === paid.shippingTaxCents &&
    priced.tax.kind === paid.taxKind &&
    priced.tax.rateBp === paid.taxRateBp &&
    priced.unitTaxCents.length === paid.unitTaxCents.length &&
    priced.unitTaxCents.every((t, i) => t === paid.unitTaxCents[i])
  );
}

/** Whether the store ships to an address at all (the address form refuses the others). */
export const shipsTo = (shipping: ShippingSettings, address: { country: string; province?: string | null }) =>
  zoneOf(shipping, destinationOf(address), 0).served;

/** Which countries the store ships to, as shoppers may read it before writing an address (decision 058). */
export interface ServedCountries {
  /** ISO codes of the countries some address in which is served (sorted). */
  served: string[];
  /** Whether a country in no zone is served (at the flat fee): also one written that no code reads. */
  everywhereElse: boolean;
}

/**
 * The served countries of `codes` (the picker's list), each asked of `zoneOf` as an address would
 * be: the whole country, and each region a zone names in it — so a zone of some US states serves the
 * US, and a region refused within a served country does not unserve it.
 */
export function servedCountries(shipping: ShippingSettings, codes: readonly string[]): ServedCountries {
  const anyServed = (country: string) => {
    const regions = new Set(['', ...shipping.zones.flatMap((z) => (z.countries.includes(country) ? (z.regions ?? []) : []))]);
    return [...regions].some((region) => zoneOf(shipping, { country, region }, 0).served);
  };
  return {
    served: codes.filter(anyServed).sort(),
    everywhereElse: zoneOf(shipping, { country: undefined, region: '' }, 0).served,
  };
}

const percent = (rateBp: number) => `${Number((rateBp / 100).toFixed(3))}%`;

/**
 * The tax line's label, everywhere it is read (checkout, order page, emails, export), in the
 * reader's language: "VAT 19% (included)", "Sales tax 7.25%", "增值税 19%（已含）".
 */
export function taxLabel(tax: { kind: TaxKind; rateBp: number; inclusive: boolean }, language: 'en' | 'zh-CN' = 'en'): string {
  const zh = language === 'zh-CN';
  switch (tax.kind) {
    case 'vat':
      return zh
        ? `增值税 ${percent(tax.rateBp)}${tax.inclusive ? '（已含）' : ''}`
        : `VAT ${percent(tax.rateBp)}${tax.inclusive ? ' (included)' : ''}`;
    case 'sales-tax':
      return zh ? `销售税 ${percent(tax.rateBp)}` : `Sales tax ${percent(tax.rateBp)}`;
    case 'import-vat-on-delivery':
      return zh ? '进口增值税及关税由承运商在派送时收取' : 'Import VAT and duties are collected by the carrier on delivery';
    case 'none':
      return zh ? '税费' : 'Tax';
  }
}
