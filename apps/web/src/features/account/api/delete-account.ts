import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteAccount = () => api.delete<{ data: boolean }>('authentication/delete-account');

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
