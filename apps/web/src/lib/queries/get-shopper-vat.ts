import { shownListPrice, type ShopperVat } from '@pedestal/contract/rules/shipping';
import { useQuery } from '@tanstack/react-query';
import { api, type Data } from '../api-client';
import { currentToken } from '../auth-storage';
import { addressKeys } from '../query-keys';

/** GET figurine/shopper-vat: the VAT the signed-in shopper's default address puts in prices before the cart (decision 050). */
export const getShopperVat = (signal?: AbortSignal) =>
  api.get<Data<ShopperVat | null>>('figurine/shopper-vat', undefined, signal).then((r) => r.data);

/** The shopper's VAT (null: net prices — visitors, no address, outside the EU). Kept under the address keys, so an address write refreshes it. */
export function useShopperVat(): ShopperVat | null {
  const query = useQuery({
    queryKey: addressKeys.shopperVat(),
    queryFn: ({ signal }) => getShopperVat(signal),
    enabled: !!currentToken(),
    staleTime: 5 * 60_000,
  });
  return (currentToken() && query.data) || null;
}

/**
 * How every price before the cart reads for this shopper: `shown(net)` is the price with its VAT in
 * it where the contract's rule says so (`shownListPrice`), and whether the "incl. VAT" note goes beside it.
 */
export function useShownPrice() {
  const vat = useShopperVat();
  return (netDollars: number) => shownListPrice(netDollars, vat);
}
