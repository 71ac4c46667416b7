import type { ChangePasswordInput } from '@pedestal/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const changePassword = (input: ChangePasswordInput) => api.put<{ data: boolean }>('authentication/change-password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
