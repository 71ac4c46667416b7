import {
  centsToDollars,
  chargesOf,
  dollarsToCents,
  quote,
  taxDetailOf,
  type Address,
  type CreateSupportInput,
  type SupportQuote,
} from '@pedestal/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { AddressSnapshot, SupportChargesRef } from '../../domain/events';
import type { Settings } from '../../domain/extension-points';
import { AppError } from '../../platform/errors';
import { getAddressSnapshot, getDefaultAddress } from '../address';
import { crowdfundingSpecs, type SupportCharges } from './schema';

/**
 * A reward's shipping and tax (issue 31 item 3, decision 049): the tier's reward is one parcel priced
 * by the same contract rule as a figurine order (`quote`: zone, rate, tax, IOSS), for the
 * supporter's address. A tier that ships nothing (diamonds or digital only) has neither.
 */
export type RewardPrice =
  | { kind: 'digital' }
  | { kind: 'no-address' }
  | { kind: 'unserved'; address: Address }
  | { kind: 'served'; address: Address; shippingCents: number; taxCents: number; rewardTaxCents: number; charges: SupportCharges };

type Tier = { priceCents: number; ships: boolean; weightGrams: number };

export function priceReward(settings: Settings, tier: Tier, address: Address | null): RewardPrice {
  if (!tier.ships) return { kind: 'digital' };
  if (!address) return { kind: 'no-address' };
  // US sales tax from the operator's table (the answer of the shop's table-backed SalesTaxService).
  const q = quote({
    lines: [{ unitCents: tier.priceCents, quantity: 1, weightGrams: tier.weightGrams }],
    address,
    shipping: settings.shipping,
    taxes: settings.taxes,
    flatFeeCents: dollarsToCents(settings.shippingFee),
  });
  if (!q.served) return { kind: 'unserved', address };
  return {
    kind: 'served',
    address,
    shippingCents: q.shippingCents,
    taxCents: q.taxCents,
    rewardTaxCents: q.unitTaxCents[0] ?? 0,
    charges: chargesOf(q),
  };
}

/** The supporter's address for a tier: the one named (theirs, else not found), or their default. */
export async function supportAddress(db: DbOrTx, userId: string, userAddressId: string | undefined): Promise<Address | null> {
  if (!userAddressId) return getDefaultAddress(db, userId);
  const address = await getAddressSnapshot(db, userId, userAddressId);
  if (!address) throw new AppError('address-not-found');
  return address;
}

/** The refusal of a priced reward that cannot be supported as asked (no address, or a country not served). */
export function refusalOf(price: RewardPrice): AppError | null {
  if (price.kind === 'no-address') return new AppError('support-address-required');
  if (price.kind === 'unserved') return new AppError('shipping-unserved-country', { country: price.address.country });
  return null;
}

/** What a support charged, itemised for its email and message (the reward, shipping, tax); no charges: it ships nothing. */
export function supportChargesRef(s: {
  amountCents: number;
  shippingCents: number;
  taxCents: number;
  charges: SupportCharges | null;
}): SupportChargesRef {
  const c = s.charges;
  return {
    rewardCents: s.amountCents,
    ships: !!c,
    shippingCents: s.shippingCents,
    taxCents: s.taxCents,
    tax: c
      ? { kind: c.taxKind, rateBp: c.taxRateBp, inclusive: c.taxInclusive, iossNumber: c.iossNumber, shippingTaxCents: c.shippingTaxCents }
      : null,
  };
}

/** Where a support's reward ships, as its email prints it (null: it ships nothing). */
export function supportAddressRef(s: { charges: SupportCharges | null; address: Address | null }): AddressSnapshot | null {
  const a = s.charges ? s.address : null;
  if (!a) return null;
  return {
    name: a.name,
    phone: a.phone,
    zipCode: a.zipCode,
    country: a.country,
    province: a.province,
    city: a.city,
    area: a.area,
    address: a.address,
  };
}

/** The charges as an answer reads them (dollars, percent): the contract's rule, as for orders. */
export const supportTax = taxDetailOf;

/** What supporting a tier costs for the shopper's address, before any support: what the support drawer shows. */
export async function quoteSupport(ctx: AppContext, userId: string, input: CreateSupportInput): Promise<SupportQuote> {
  const [tier] = await ctx.db
    .select()
    .from(crowdfundingSpecs)
    .where(
      and(
        eq(crowdfundingSpecs.id, input.specId),
        eq(crowdfundingSpecs.characterId, input.characterId),
        eq(crowdfundingSpecs.status, 'active'),
      ),
    );
  if (!tier) throw new AppError('crowdfunding-spec-not-found');
  const address = tier.ships ? await supportAddress(ctx.db, userId, input.userAddressId) : null;
  const price = priceReward(await ctx.settings.current(ctx.db), tier, address);
  const reward = centsToDollars(tier.priceCents);
  const base = { ships: tier.ships, addressId: address?.id ?? null, reward };
  if (price.kind !== 'served') {
    const refusal =
      price.kind === 'no-address'
        ? { reason: 'support-address-required', country: '' }
        : price.kind === 'unserved'
          ? { reason: 'shipping-unserved-country', country: price.address.country }
          : null;
    return { ...base, served: !refusal, refusal, rewardTax: 0, shipping: 0, tax: 0, total: reward, taxDetail: null };
  }
  return {
    ...base,
    served: true,
    refusal: null,
    rewardTax: centsToDollars(price.rewardTaxCents),
    shipping: centsToDollars(price.shippingCents),
    tax: centsToDollars(price.taxCents),
    total: centsToDollars(tier.priceCents + price.shippingCents + price.taxCents),
    taxDetail: supportTax(price.charges),
  };
}
