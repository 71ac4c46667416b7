import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFrom } from '@/lib/return-to';
import { useUserState } from '@/lib/session/get-user-state';
import { Button } from '../ui/button';
import { LoadingCard } from '../ui/spinner';
import { useTranslation } from '@/i18n/react';

/** The lock card of SPEC §2: lock icon, message and a Log In button that replaces history. */
export function LoginRequiredCard({ message }: { message?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="m-4 flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-10 text-center shadow-sm">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50">
        <LockKeyhole className="size-8 text-brand-500" />
      </span>
      <p className="text-[15px] text-neutral-700">{message ?? t('auth.loginRequired')}</p>
      <Button size="lg" className="min-w-40" onClick={() => navigate(loginPathFrom(location), { replace: true })}>
        {t('common.logIn')}
      </Button>
    </div>
  );
}

/** Shows its children to a signed-in user; a loading card during the check; the lock card otherwise. */
export function RequireLogin({ children, message }: { children: ReactNode; message?: string }) {
  const { isSignin, isLoading } = useUserState();
  if (isLoading) return <LoadingCard />;
  if (!isSignin) return <LoginRequiredCard message={message} />;
  return <>{children}</>;
}
