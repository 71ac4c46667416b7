import type { DataExport } from '@pedestal/contract/schemas/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { userKeys } from '@/lib/session/query-keys';

/** GET user/data-export: the state of the shopper's latest copy of their data (null: none yet). */
export const getDataExport = () => api.get<Data<DataExport | null>>('user/data-export').then((r) => r.data);

export const getDataExportQueryOptions = () => queryOptions({ queryKey: userKeys.dataExport(), queryFn: getDataExport });

/** While a copy is being built the state is asked again every few seconds. */
export const useDataExport = () =>
  useQuery({ ...getDataExportQueryOptions(), refetchInterval: (q) => (q.state.data?.status === 'pending' ? 5000 : false) });

/** POST user/data-export: a job builds the copy and emails a link that works for 24 hours. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Data<DataExport>>('user/data-export').then((r) => r.data),
    onSuccess: (data) => queryClient.setQueryData(userKeys.dataExport(), data),
  });
}
