import type { AccountOpenItem } from '@pedestal/contract/schemas/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { userKeys } from '@/lib/session/query-keys';

export const deleteAccount = () => api.delete<{ data: boolean }>('authentication/delete-account');

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

/** GET user/open-items: what holds the account against deletion (issue 41 #3); empty when it may go. */
export const getOpenItems = () => api.get<Data<AccountOpenItem[]>>('user/open-items').then((r) => r.data);

export const useOpenItems = () => useQuery({ queryKey: userKeys.openItems(), queryFn: getOpenItems });
