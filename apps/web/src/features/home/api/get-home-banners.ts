import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

export interface Banner {
  id: string;
  image: string;
  link: string;
  description: string;
}

export const getHomeBanners = () => api.get<Data<Banner[]>>('system/home-banner').then((r) => r.data);

export const homeBannersQueryOptions = () => queryOptions({ queryKey: ['content', 'home-banner'], queryFn: getHomeBanners, staleTime: 5 * 60_000 });

export const useHomeBanners = () => useQuery(homeBannersQueryOptions());
