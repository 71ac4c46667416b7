import { paths } from '@pedestal/contract/paths';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingCard } from '@/components/ui/spinner';
import { clearLogin } from '@/lib/auth-storage';
import { takeReturnAfterGoogle } from '@/lib/return-to';
import { useSignIn } from '@/lib/session/session';
import { i18next } from '@/i18n';

/** Landing point of the Google redirect: signs in with ?token, else back to the login screen. */
export default function GoogleSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  // Runs once even under StrictMode's double effect: the token is single-use in spirit.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    if (!token) {
      navigate(paths.login, { replace: true });
      return;
    }
    signIn(token)
      .then((user) => {
        if (!user) throw new Error('Sign-in returned no user');
        navigate(takeReturnAfterGoogle(), { replace: true });
      })
      .catch((error: unknown) => {
        console.warn('Google sign-in failed', error);
        clearLogin();
        navigate(paths.login, { replace: true });
      });
  }, [params, navigate, signIn]);

  return (
    <div className="flex min-h-dvh flex-col justify-center bg-gradient-to-b from-brand-100 to-neutral-50">
      <LoadingCard text={i18next.t('auth.signingInWithGoogle')} />
    </div>
  );
}
