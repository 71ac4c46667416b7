import { countryCode } from '@pedestal/contract/rules/address';
import { isIsoCountryCode } from '@pedestal/contract/rules/countries';
import type { ServedCountries } from '@pedestal/contract/rules/shipping';
import { useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

/** GET shipping/countries: which countries the store ships to (decision 058). */
export const getServedCountries = (signal?: AbortSignal) =>
  api.get<Data<ServedCountries>>('shipping/countries', undefined, signal).then((r) => r.data);

/** The served countries, for the address form to mark the others; undefined until known (nothing is marked then). */
export const useServedCountries = () =>
  useQuery({ queryKey: ['shipping', 'countries'], queryFn: ({ signal }) => getServedCountries(signal), staleTime: 5 * 60_000 }).data;

/**
 * Whether the answer serves a country as the picker holds it: an ISO code by the list; a country
 * saved as text no code reads by `everywhereElse` (the server reads it as a country in no zone).
 * Undefined when nothing is picked or the answer is not known.
 */
export function isServed(answer: ServedCountries | undefined, country: string): boolean | undefined {
  if (!answer || !country.trim()) return undefined;
  return isIsoCountryCode(country) ? answer.served.includes(country) : answer.everywhereElse;
}

/**
 * The picker's value for a saved country: its ISO code, also for a name typed before the picker that
 * the contract recognises ("China", "中国"); anything else as written, which the picker keeps.
 */
export const pickedCountry = (country: string) => {
  const code = countryCode(country);
  return code && isIsoCountryCode(code) ? code : country;
};
