import { centsToDollars, dollarsToCents } from '@pedestal/contract/rules/money';
import { shownBreakdown, shownCents, taxLabel } from '@pedestal/contract/rules/shipping';
import type { OrderTax } from '@pedestal/contract/schemas/shipping';
import type { Language } from '@/i18n';

/** A parcel's amounts as an answer carries them: dollars, and how its tax reads (null: none known yet). */
export interface ChargedAmounts {
  /** The goods, net: an order's subtotal, a support's reward. */
  goods: number;
  shipping: number;
  tax: number;
  total: number;
  taxDetail: OrderTax | null | undefined;
}

/**
 * The amounts as the buyer reads them, by the contract's one rule (`shownBreakdown`, as the emails
 * and messages read them): where VAT is shown inclusive (EU) the goods and the shipping carry it and
 * the tax line says "included"; sales tax is its own line. `taxLabel` is the line's label in the
 * reader's language, null when no tax line is shown; `taxLine` 'on-delivery': import VAT the carrier collects.
 */
export function shownCharges(amounts: ChargedAmounts, language: Language) {
  const detail = amounts.taxDetail ?? null;
  const tax = detail && { kind: detail.kind, rateBp: Math.round(detail.rate * 100), inclusive: detail.inclusive };
  const shown = shownBreakdown({
    goodsCents: dollarsToCents(amounts.goods),
    shippingCents: dollarsToCents(amounts.shipping),
    taxCents: dollarsToCents(amounts.tax),
    shippingTaxCents: dollarsToCents(detail?.shippingTax ?? 0),
    totalCents: dollarsToCents(amounts.total),
    tax,
  });
  return {
    goods: centsToDollars(shown.goodsCents),
    shipping: centsToDollars(shown.shippingCents),
    tax: centsToDollars(shown.taxCents),
    total: centsToDollars(shown.totalCents),
    taxLine: shown.taxLine,
    taxLabel: tax && shown.taxLine ? taxLabel(tax, language) : null,
  };
}

/** A unit's price (dollars) as the buyer reads it beside the same breakdown: with its tax where prices hold it (`shownCents`). */
export const shownUnit = (price: number, unitTax: number, detail: OrderTax | null | undefined) =>
  centsToDollars(shownCents(dollarsToCents(price), dollarsToCents(unitTax), { inclusive: !!detail?.inclusive }));
