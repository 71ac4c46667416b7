import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../api-client';
import { contentKeys } from '../query-keys';
import { currentLanguage } from '@/i18n';

/**
 * A staff-made banner: art opening its link, with its title and line in the shopper's language set
 * over it as text (the server answers the language the app sends; contract `BannerSchema`).
 */
export interface Banner {
  id: string;
  image: string;
  link: string;
  description: string;
  title?: string;
  text?: string;
}

/** Where banners show: the home page carousel or the figurine shop's. */
export type BannerPlace = 'home' | 'figurine';

/** GET system/home-banner or system/figurine-banner. */
export const getBanners = (place: BannerPlace, signal?: AbortSignal) =>
  api.get<Data<Banner[]>>(`system/${place}-banner`, undefined, signal).then((r) => r.data);

export const getBannersQueryOptions = (place: BannerPlace) =>
  queryOptions({
    queryKey: [...contentKeys.banners(place), currentLanguage()],
    queryFn: ({ signal }) => getBanners(place, signal),
    staleTime: 5 * 60_000,
  });

export const useBanners = (place: BannerPlace) => useQuery(getBannersQueryOptions(place));
