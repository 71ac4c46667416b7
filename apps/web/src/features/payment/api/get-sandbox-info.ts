import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

/** Query keys of the payment provider's own data (only this feature reads it). */
export const paymentKeys = {
  all: ['payment'] as const,
  sandboxInfo: () => [...paymentKeys.all, 'sandbox-info'] as const,
};

export interface SandboxInfo {
  sandbox: boolean;
  provider: string;
  testCards: { number: string; outcome: string; label: string }[];
}

export const getSandboxInfo = (signal?: AbortSignal) =>
  api.get<Data<SandboxInfo>>('pay/sandbox/info', undefined, signal).then((r) => r.data);

/** Only a sandbox server has this route; elsewhere it is a 404 and the hint stays hidden. */
export const getSandboxInfoQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.sandboxInfo(), queryFn: ({ signal }) => getSandboxInfo(signal), staleTime: Infinity });

export const useSandboxInfo = (enabled: boolean) => useQuery({ ...getSandboxInfoQueryOptions(), enabled });
