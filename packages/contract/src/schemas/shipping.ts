import { z } from 'zod';
import { reason } from '../refusals';
import { TaxKind } from '../rules/shipping';
import { IdSchema } from './common';

/**
 * Shipping zones, rates and tax tables (issue 31, decision 043), as the console edits them: settings
 * `shipping` and `taxes`. Amounts here are integer cents and rates basis points (the nested tables
 * would drift as dollars); the quote the shopper reads is in dollars like every other answer.
 */
const cents = z.number().int().min(0).max(100_000_000);
const freeAbove = cents.nullable().optional();
const iso = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: reason('country-code-invalid') });

export const ShippingRateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flat'), cents, freeAboveCents: freeAbove }),
  z.object({ kind: z.literal('per-item'), firstCents: cents, additionalCents: cents, freeAboveCents: freeAbove }),
  z.object({ kind: z.literal('weight'), firstKgCents: cents, perKgCents: cents, freeAboveCents: freeAbove }),
]);
export const ShippingZoneSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().trim().min(1).max(80),
  countries: z.array(iso).min(1).max(250),
  regions: z.array(z.string().trim().toUpperCase().min(1).max(40)).max(100).optional(),
  rate: z.union([ShippingRateSchema, z.null()]),
});
export const ShippingSettingsSchema = z.object({
  zones: z.array(ShippingZoneSchema).max(100),
  otherCountries: z.enum(['flat-fee', 'unserved']),
});
const bp = z.number().int().min(0).max(10_000);
export const TaxSettingsSchema = z.object({
  vatRates: z.record(iso, bp),
  salesTax: z.record(z.string().trim().toUpperCase().min(1).max(40), z.object({ rateBp: bp, shippingTaxable: z.boolean() })),
  iossNumber: z
    .string()
    .trim()
    .regex(/^IM\d{10}$/, { error: reason('ioss-number-invalid') })
    .nullable(),
  iossLimitCents: cents,
});

/** The price of a cart or a Buy Now for an address, before any order is placed. */
export const ShippingQuoteInputSchema = z.object({
  items: z
    .array(z.object({ characterSaleSpecId: IdSchema, quantity: z.number().int().min(1).max(1_000_000) }))
    .min(1, { error: reason('checkout-empty') })
    .max(50),
  /** One of the shopper's addresses; missing: their default address. */
  userAddressId: IdSchema.optional(),
});
export type ShippingQuoteInput = z.infer<typeof ShippingQuoteInputSchema>;

/** How an order's tax reads (money in dollars, the rate in percent). */
export const OrderTaxSchema = z.object({
  kind: z.enum(TaxKind),
  /** Percent (19 for 19%). */
  rate: z.number(),
  /** Its prices are shown with the tax in them (EU VAT). */
  inclusive: z.boolean(),
  iossNumber: z.string().nullable(),
  shippingTax: z.number(),
  zone: z.string().nullable(),
});
export type OrderTax = z.infer<typeof OrderTaxSchema>;

export const ShippingQuoteSchema = z.object({
  /** The address priced (null: the shopper has none yet; the flat fee until one is chosen). */
  addressId: z.string().nullable(),
  served: z.boolean(),
  /** Why it cannot ship there (a refusal reason with its params), when not served. */
  refusal: z.object({ reason: z.string(), country: z.string() }).nullable(),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  taxDetail: OrderTaxSchema.nullable(),
  /** Each line's unit price and unit tax, in the order asked. */
  lines: z.array(z.object({ characterSaleSpecId: z.string(), quantity: z.number(), price: z.number(), tax: z.number() })),
});
export type ShippingQuote = z.infer<typeof ShippingQuoteSchema>;

/** GET figurine/shopper-vat: the VAT the shopper reads in prices before the cart (decision 050; null: net prices). */
export const ShopperVatSchema = z
  .object({
    /** ISO code of the default address's country. */
    country: z.string(),
    /** Percent (19 for 19%). */
    rate: z.number(),
    /** The IOSS limit in dollars: a price above it is shown (and charged) net. */
    upTo: z.number(),
  })
  .nullable();

/**
 * GET shipping/countries: which countries the store ships to (decision 058), for the address form to
 * mark the others before a shopper writes an address there. `served` names every ISO country served
 * (some address in it: a zone of some US states serves the US); `everywhereElse` whether a country in
 * no zone is (also one written that no code reads).
 */
export const ServedCountriesSchema = z.object({
  served: z.array(z.string()),
  everywhereElse: z.boolean(),
});
