import type { AuthResponse } from '@pedestal/contract';
import type { LoginByPhoneInput, LoginInput } from '@pedestal/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInResponse, useSignIn } from '@/lib/session/session';

export const loginByPassword = (input: LoginInput) => api.post<AuthResponse>('authentication/login-by-password', input);
/** The Google callback's one-time code, redeemed by the browser that started the sign-in (its cookie goes along). */
export const exchangeGoogleCode = (code: string) => api.post<AuthResponse>('auth/google/exchange', { code });
export const loginByPhone = (input: LoginByPhoneInput) => api.post<AuthResponse>('authentication/login-by-phone', input);

/** Password login, then the session is saved and the user state loaded. */
export function useLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (input: LoginInput) => signIn(signInResponse(await loginByPassword(input))),
  });
}

/** Phone and one-time code (SPEC §7 login-by-phone), signed in the same way. */
export function usePhoneLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (input: LoginByPhoneInput) => signIn(signInResponse(await loginByPhone(input))),
  });
}
