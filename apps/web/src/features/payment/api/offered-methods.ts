import type { PaymentMethod } from '@pedestal/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

export const getOfferedMethods = () => api.get<Data<{ methods: PaymentMethod[] }>>('pay/methods').then((r) => r.data.methods);

/** The methods this store can take: a button for a provider it has no keys for would only be refused. */
export const useOfferedMethods = () =>
  useQuery({ queryKey: ['payment', 'offered-methods'], queryFn: getOfferedMethods, staleTime: Number.POSITIVE_INFINITY });
