import type { Profile } from '@pedestal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { userKeys } from '@/lib/session/query-keys';

export const getProfile = () => api.get<Data<Profile>>('user/profile').then((r) => r.data);

export const getProfileQueryOptions = () => queryOptions({ queryKey: userKeys.profile(), queryFn: getProfile, staleTime: 0 });

export const useProfile = () => useQuery(getProfileQueryOptions());
