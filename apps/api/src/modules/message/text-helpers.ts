/** What the message texts of both languages share: money, dates, counts and a support's charges in a sentence. */
import { centsToDollars, formatPrice, shownBreakdown, taxLabel } from '@pedestal/contract';
import type { Language } from '@pedestal/contract/schemas/auth';
import type { SupportChargesRef } from '../../domain/events';

/** "1 diamond", "3 diamonds" (decision 051: every count with its unit, singular too); Chinese counts them with 颗. */
export const diamondsEn = (n: number) => (n === 1 ? '1 diamond' : `${n} diamonds`);

export const money = (cents: number) => formatPrice(centsToDollars(cents));
/** A date (`2027-03-14`) and a moment (`2027-03-14 09:30`), UTC, the same in both languages. */
export const day = (iso: string) => iso.slice(0, 10);
export const stamp = (iso: string) => iso.slice(0, 16).replace('T', ' ');
/** A multi-line address in one sentence: its lines joined with commas. */
export const oneLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(', ');

/**
 * A support's charges in a sentence, when its reward ships (decision 049): the reward, shipping, tax
 * and total, read by the contract's rule as its email and order pages read them (EU amounts with their
 * VAT in them, "VAT 19% (included)"; sales tax added). Null when there is nothing to itemise.
 */
export function chargesText(charges: SupportChargesRef | undefined, language: Language): string | null {
  if (!charges?.ships) return null;
  const { tax } = charges;
  const shown = shownBreakdown({
    goodsCents: charges.rewardCents,
    shippingCents: charges.shippingCents,
    taxCents: charges.taxCents,
    shippingTaxCents: tax?.shippingTaxCents ?? 0,
    totalCents: charges.rewardCents + charges.shippingCents + charges.taxCents,
    tax,
  });
  const zh = language === 'zh-CN';
  const label = tax ? taxLabel(tax, language) : '';
  const taxPart =
    !tax || !shown.taxLine
      ? []
      : shown.taxLine === 'on-delivery'
        ? [zh ? label : label.charAt(0).toLowerCase() + label.slice(1)]
        : [zh ? `${label} ${money(shown.taxCents)}` : `${label.replace(/^Sales tax/, 'sales tax')} ${money(shown.taxCents)}`];
  const shipping = shown.shippingCents > 0 ? money(shown.shippingCents) : zh ? '免运费' : 'free';
  const parts = zh
    ? [`回报 ${money(shown.goodsCents)}`, `运费 ${shipping}`, ...taxPart, `合计 ${money(shown.totalCents)}`]
    : [`reward ${money(shown.goodsCents)}`, `shipping ${shipping}`, ...taxPart, `total ${money(shown.totalCents)}`];
  return parts.join(zh ? '，' : ', ');
}
