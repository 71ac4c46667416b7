import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../api-client';
import { contentKeys } from '../query-keys';

/** A staff-made banner: an image opening its link (the contract has no schema for it yet). */
export interface Banner {
  id: string;
  image: string;
  link: string;
  description: string;
}

/** Where banners show: the home page carousel or the figurine shop's. */
export type BannerPlace = 'home' | 'figurine';

/** GET system/home-banner or system/figurine-banner. */
export const getBanners = (place: BannerPlace, signal?: AbortSignal) =>
  api.get<Data<Banner[]>>(`system/${place}-banner`, undefined, signal).then((r) => r.data);

export const getBannersQueryOptions = (place: BannerPlace) =>
  queryOptions({ queryKey: contentKeys.banners(place), queryFn: ({ signal }) => getBanners(place, signal), staleTime: 5 * 60_000 });

export const useBanners = (place: BannerPlace) => useQuery(getBannersQueryOptions(place));
