import type { Profile } from '@pedestal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

export const getProfile = () => api.get<Data<Profile>>('user/profile').then((r) => r.data);

export const profileQueryOptions = () => queryOptions({ queryKey: ['user', 'profile'], queryFn: getProfile, staleTime: 0 });

export const useProfile = () => useQuery(profileQueryOptions());
