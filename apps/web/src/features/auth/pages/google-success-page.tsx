import { paths } from '@pedestal/contract/paths';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingCard } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { clearLogin } from '@/lib/auth-storage';
import { takeReturnAfterGoogle } from '@/lib/return-to';
import { signInResponse, useSignIn } from '@/lib/session/session';
import { i18next } from '@/i18n';
import { exchangeGoogleCode } from '../api/login';

/**
 * Landing point of the Google redirect: exchanges the one-time ?code (bound to this browser's
 * sign-in cookie) for a session by POST; no session token ever travels in a URL.
 */
export default function GoogleSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  // Runs once even under StrictMode's double effect: the token is single-use in spirit.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    if (!code) {
      navigate(paths.login, { replace: true });
      return;
    }
    // The code leaves the address bar and history at once.
    window.history.replaceState(window.history.state, '', paths.googleSuccess);
    exchangeGoogleCode(code)
      .then((response) => signIn(signInResponse(response)))
      .then((user) => {
        if (!user) throw new Error('Sign-in returned no user');
        navigate(takeReturnAfterGoogle(), { replace: true });
      })
      .catch((error: unknown) => {
        console.warn('Google sign-in failed', error);
        clearLogin();
        const reason = error instanceof ApiError ? error.reason : undefined;
        navigate(`${paths.googleError}?${new URLSearchParams({ reason: reason ?? 'google-sign-in-failed' })}`, { replace: true });
      });
  }, [params, navigate, signIn]);

  return (
    <div className="flex min-h-dvh flex-col justify-center bg-gradient-to-b from-brand-100 to-neutral-50">
      <LoadingCard text={i18next.t('auth.signingInWithGoogle')} />
    </div>
  );
}
