import type { AuthResponse } from '@pedestal/contract';
import type { RegisterByEmailInput, RegisterByPhoneInput, SendEmailCodeInput, SendPhoneCodeInput } from '@pedestal/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInResponse, useSignIn } from '@/lib/session/session';

/** Where a code goes: an email address or a mainland phone number (SPEC §5). */
export type CodeChannel = 'email' | 'phone';

export const sendEmailVerificationCode = (input: SendEmailCodeInput) =>
  api.post<{ data: boolean }>('authentication/send-email-verification-code', input);
export const sendPhoneVerificationCode = (input: SendPhoneCodeInput) =>
  api.post<{ data: boolean }>('authentication/send-phone-verification-code', input);

export const registerByEmail = (input: RegisterByEmailInput) => api.post<AuthResponse>('authentication/register-by-email', input);
export const registerByPhone = (input: RegisterByPhoneInput) => api.post<AuthResponse>('authentication/register-by-phone', input);

export function useSendCode(channel: CodeChannel) {
  return useMutation({
    mutationFn: (contact: string) =>
      channel === 'email' ? sendEmailVerificationCode({ email: contact }) : sendPhoneVerificationCode({ phone: contact }),
  });
}

/** Registration answers like a login (body.meta carries the token), so the new user is signed in at once. */
export function useRegister(channel: CodeChannel) {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (input: RegisterByEmailInput | RegisterByPhoneInput) =>
      signIn(
        signInResponse(
          await (channel === 'email' ? registerByEmail(input as RegisterByEmailInput) : registerByPhone(input as RegisterByPhoneInput)),
        ),
      ),
  });
}
