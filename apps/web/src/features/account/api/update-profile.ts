import type { Profile } from '@pedestal/contract';
import type { UpdateProfileInput } from '@pedestal/contract/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getUserStateQueryOptions } from '@/lib/session/get-user-state';
import { api, type Data } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<Data<{ avatar: string }>>('upload/user/avatar', form).then((r) => r.data.avatar);
};

export const updateProfile = (input: UpdateProfileInput) => api.put<Data<Profile>>('user/profile', input).then((r) => r.data);

/** Uploads a newly chosen avatar first, then saves the profile with its stored path. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ avatarFile, ...input }: UpdateProfileInput & { avatarFile?: File | null }) =>
      updateProfile({ ...input, ...(avatarFile ? { avatar: await uploadAvatar(avatarFile) } : {}) }),
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: getUserStateQueryOptions().queryKey });
    },
  });
}
