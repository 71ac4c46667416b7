/** The shapes of the `shipping` and `taxes` settings (decision 043); no imports, so constants can name them. */
export const ShippingRateKind = ['flat', 'per-item', 'weight'] as const;
export type ShippingRateKind = (typeof ShippingRateKind)[number];

/** What one parcel costs to a zone; `freeAboveCents`: goods worth at least this ship free. */
export type ShippingRate =
  | { kind: 'flat'; cents: number; freeAboveCents?: number | null }
  /** The first item, then each further one. */
  | { kind: 'per-item'; firstCents: number; additionalCents: number; freeAboveCents?: number | null }
  /** Up to 1 kg, then each further kilogram begun. */
  | { kind: 'weight'; firstKgCents: number; perKgCents: number; freeAboveCents?: number | null };

export interface ShippingZone {
  id: string;
  name: string;
  /** ISO country codes (`US`, `DE`). */
  countries: string[];
  /** Only these regions of the countries (US states: `CA`, `NY`); empty or missing: all of them. */
  regions?: string[];
  /** null: the store does not ship to this zone. */
  rate: ShippingRate | null;
}

export interface ShippingSettings {
  zones: ShippingZone[];
  /** Countries in no zone: shipped at the flat `shippingFee` setting, or refused. */
  otherCountries: 'flat-fee' | 'unserved';
}

/** A US state's sales tax as the operator's table (or a tax service) gives it. */
export interface SalesTaxRate {
  rateBp: number;
  shippingTaxable: boolean;
}

export interface TaxSettings {
  /** EU VAT rates by country in basis points; a member state missing here is charged none. */
  vatRates: Record<string, number>;
  /** US sales tax by state (`CA`): the operator-kept table; a state missing here is charged none. */
  salesTax: Record<string, SalesTaxRate>;
  /** The store's IOSS number; null: no VAT collected at checkout on EU imports. */
  iossNumber: string | null;
  /** €150 in store cents (USD), kept by the operator with the exchange rate. */
  iossLimitCents: number;
}
