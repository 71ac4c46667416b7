import {
  centsToDollars,
  destinationOf,
  dollarsToCents,
  quote,
  salesTaxFromTable,
  unitPrice,
  type Address,
  type Destination,
  type OrderTax,
  type ShippingQuote,
  type ShippingQuoteInput,
  type ParcelLine,
  type Quote,
  type SalesTaxRate,
  type TaxKind,
  type TaxSettings,
} from '@pedestal/contract';
import type { AppContext } from '../../context';
import type { Settings } from '../../domain/extension-points';
import { AppError } from '../../platform/errors';
import { getAddressSnapshot, getDefaultAddress } from '../address';
import { loadOrderableSpecs } from './queries';

/** How an order's shipping and tax were priced for its address (stored on the order: `charges`). */
export interface OrderCharges {
  zoneId: string | null;
  zoneName: string | null;
  taxKind: TaxKind;
  taxRateBp: number;
  taxInclusive: boolean;
  iossNumber: string | null;
  shippingTaxCents: number;
  weightGrams: number;
}

/**
 * Where US sales tax comes from (decision 043): the operator's rate table by default. A tax
 * service (Avalara, TaxJar, Stripe Tax) implements the same question — the rate for a destination,
 * with its zip code — and is asked before the pure rule runs, so the rule and the stored order stay
 * the same whichever answers.
 */
export interface SalesTaxService {
  rateFor(destination: Destination & { zipCode: string }): Promise<SalesTaxRate | null>;
}

export const tableSalesTax = (taxes: TaxSettings): SalesTaxService => ({
  rateFor: async (destination) => salesTaxFromTable(taxes, destination),
});

/** The store's sales tax service (the table until a service is configured). */
export const salesTaxService = (settings: Settings): SalesTaxService => tableSalesTax(settings.taxes);

/** Prices lines for an address (null: none chosen yet) with the store's zones, rates and taxes. */
export async function priceLines(settings: Settings, lines: ParcelLine[], address: Address | null): Promise<Quote> {
  const salesTax = address ? await salesTaxService(settings).rateFor({ ...destinationOf(address), zipCode: address.zipCode }) : null;
  return quote({
    lines,
    address,
    shipping: settings.shipping,
    taxes: settings.taxes,
    flatFeeCents: dollarsToCents(settings.shippingFee),
    salesTax,
  });
}

/** The refusal of an address the store does not ship to, naming the country as the shopper wrote it. */
export const unservedCountry = (address: { country: string }) => new AppError('shipping-unserved-country', { country: address.country });

/** The stored charges of a served quote. */
export function chargesOf(q: Extract<Quote, { served: true }>): OrderCharges {
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

/** The charges as an answer reads them (dollars, percent). */
export function orderTax(c: OrderCharges | null): OrderTax | null {
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

/**
 * The price of lines for one of the shopper's addresses (their default when none is named), before
 * any order: what the cart, the Buy Now drawer and the checkout show (issue 31).
 */
export async function quoteForShopper(ctx: AppContext, userId: string, input: ShippingQuoteInput): Promise<ShippingQuote> {
  const wanted = new Map<string, number>();
  for (const i of input.items) wanted.set(i.characterSaleSpecId, (wanted.get(i.characterSaleSpecId) ?? 0) + i.quantity);
  const ids = [...wanted.keys()];
  const rows = await loadOrderableSpecs(ctx.db, ids);
  if (rows.length !== ids.length) throw new AppError('sale-spec-not-found');
  const address = input.userAddressId
    ? await getAddressSnapshot(ctx.db, userId, input.userAddressId)
    : await getDefaultAddress(ctx.db, userId);
  if (input.userAddressId && !address) throw new AppError('address-not-found');
  const now = ctx.clock.now().getTime();
  const lines = ids.map((id) => {
    const row = rows.find((r) => r.spec.id === id)!;
    const unitCents = unitPrice(
      { price: row.spec.priceCents, preSalePrice: row.spec.preSalePriceCents },
      { preSaleEndAt: row.preSaleEndAt },
      now,
    );
    return { id, unitCents, quantity: wanted.get(id)!, weightGrams: row.spec.weightGrams };
  });
  const priced = await priceLines(await ctx.settings.current(ctx.db), lines, address);
  const subtotalCents = lines.reduce((n, l) => n + l.unitCents * l.quantity, 0);
  if (!priced.served)
    return {
      addressId: address?.id ?? null,
      served: false,
      refusal: { reason: 'shipping-unserved-country', country: address?.country ?? '' },
      subtotal: centsToDollars(subtotalCents),
      shipping: 0,
      tax: 0,
      total: centsToDollars(subtotalCents),
      taxDetail: null,
      lines: lines.map((l) => ({ characterSaleSpecId: l.id, quantity: l.quantity, price: centsToDollars(l.unitCents), tax: 0 })),
    };
  return {
    addressId: address?.id ?? null,
    served: true,
    refusal: null,
    subtotal: centsToDollars(priced.subtotalCents),
    shipping: centsToDollars(priced.shippingCents),
    tax: centsToDollars(priced.taxCents),
    total: centsToDollars(priced.totalCents),
    taxDetail: address ? orderTax(chargesOf(priced)) : null,
    lines: lines.map((l, i) => ({
      characterSaleSpecId: l.id,
      quantity: l.quantity,
      price: centsToDollars(l.unitCents),
      tax: centsToDollars(priced.unitTaxCents[i]!),
    })),
  };
}
