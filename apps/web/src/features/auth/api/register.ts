import type { AuthResponse } from '@pedestal/contract';
import type { RegisterByEmailInput, SendEmailCodeInput } from '@pedestal/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInResponse, useSignIn } from '@/lib/session/session';

export const sendEmailVerificationCode = (input: SendEmailCodeInput) =>
  api.post<{ data: boolean }>('authentication/send-email-verification-code', input);

export const registerByEmail = (input: RegisterByEmailInput) => api.post<AuthResponse>('authentication/register-by-email', input);

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailVerificationCode });
}

/** Registration answers like a login (body.meta carries the token), so the new user is signed in at once. */
export function useRegister() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (input: RegisterByEmailInput) => signIn(signInResponse(await registerByEmail(input))),
  });
}
