import { centsToDollars, shopperVatOf, unitPrice, type ShippingQuote, type ShippingQuoteInput, type ShopperVat } from '@pedestal/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { getAddressSnapshot, getDefaultAddress } from '../address';
import { chargesOf, orderTax, priceLines } from './charges';
import { loadOrderableSpecs } from './queries';

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

/** The VAT the shopper reads in prices before the cart: their default address's, by the contract's one rule (decision 050). */
export async function shopperVat(ctx: AppContext, userId: string): Promise<ShopperVat | null> {
  const address = await getDefaultAddress(ctx.db, userId);
  return shopperVatOf(await ctx.settings.current(ctx.db), address);
}
