import type { SignInMethods } from '@pedestal/contract/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

export const getSignInMethods = () => api.get<Data<SignInMethods>>('authentication/methods').then((r) => r.data);

/** The sign-in methods the server offers: a button for a method it cannot complete would lead to an error page. */
export const useSignInMethods = () =>
  useQuery({ queryKey: ['auth', 'sign-in-methods'], queryFn: getSignInMethods, staleTime: Number.POSITIVE_INFINITY });
