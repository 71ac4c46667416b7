import { useMutation } from '@tanstack/react-query';
import { request, type Data } from '@/lib/api-client';

/** Stores the image on the server; answers the public path to save as the character's illustration. */
export async function uploadIllustration(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const res = await request<Data<{ illustration: string }>>('POST', 'upload/character/illustration', { body });
  return res.data.illustration;
}

export const useUploadIllustration = () => useMutation({ mutationFn: uploadIllustration });
