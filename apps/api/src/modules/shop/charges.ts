import {
  destinationOf,
  dollarsToCents,
  quote,
  salesTaxFromTable,
  type Address,
  type Destination,
  type ParcelLine,
  type Quote,
  type SalesTaxRate,
  type TaxSettings,
} from '@pedestal/contract';
import type { Settings } from '../../domain/extension-points';
import { AppError } from '../../platform/errors';

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

/** The stored charges of a served quote, and how an answer reads them: one rule in the contract (shared with campaign supports). */
export { chargesOf, taxDetailOf as orderTax } from '@pedestal/contract';
