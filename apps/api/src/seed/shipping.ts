import { EU_COUNTRIES, EU_STANDARD_VAT_BP, type ShippingSettings, type TaxSettings } from '@pedestal/contract';
import type { Tx } from '../db/client';
import { settings } from '../modules/content/schema';

/**
 * The demo store's zones and rates (issue 31, decision 043): the US (Alaska and Hawaii dearer), the
 * EU by weight, China by item, Japan by weight; every other country is not served.
 */
export const DEMO_SHIPPING: ShippingSettings = {
  otherCountries: 'unserved',
  zones: [
    { id: 'us', name: 'United States', countries: ['US'], rate: { kind: 'flat', cents: 800, freeAboveCents: 15_000 } },
    { id: 'us-remote', name: 'Alaska and Hawaii', countries: ['US'], regions: ['AK', 'HI'], rate: { kind: 'flat', cents: 2_500 } },
    {
      id: 'eu',
      name: 'European Union',
      countries: [...EU_COUNTRIES],
      rate: { kind: 'weight', firstKgCents: 1_400, perKgCents: 500, freeAboveCents: 25_000 },
    },
    { id: 'cn', name: 'China', countries: ['CN'], rate: { kind: 'per-item', firstCents: 500, additionalCents: 200 } },
    { id: 'jp', name: 'Japan', countries: ['JP'], rate: { kind: 'weight', firstKgCents: 1_200, perKgCents: 400 } },
  ],
};

/** EU VAT at the standard rates under a demo IOSS number; sales tax in California and New York only. */
export const DEMO_TAXES: TaxSettings = {
  vatRates: { ...EU_STANDARD_VAT_BP },
  salesTax: { CA: { rateBp: 725, shippingTaxable: false }, NY: { rateBp: 888, shippingTaxable: true } },
  iossNumber: 'IM2760000001',
  iossLimitCents: 16_000,
};

/** The demo weights of one boxed unit: a standard figure, and a deluxe one with its extras. */
export const DEMO_WEIGHTS = { standard: 900, deluxe: 1_400 } as const;

export async function seedShipping(tx: Tx, now: Date) {
  await tx.insert(settings).values([
    { key: 'shipping', value: DEMO_SHIPPING, updatedAt: now },
    { key: 'taxes', value: DEMO_TAXES, updatedAt: now },
  ]);
}
