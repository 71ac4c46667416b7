import { CircleAlert, LockKeyhole, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '@/lib/api-client';
import { closeModal, openModal, useCurrentModal } from '@/lib/modals';
import { loginPathFrom } from '@/lib/return-to';
import { Button } from './ui/button';
import { useTranslation } from '@/i18n/react';
import { LazyDialog as Dialog } from './lazy-dialog';

const iconBox = (children: React.ReactNode, tone: string) => (
  <span className={`flex size-12 items-center justify-center rounded-full ${tone}`}>{children}</span>
);

/** Renders whichever app-wide dialog is open (see lib/modals.ts). */
export function AppDialogs() {
  const modal = useCurrentModal();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();

  useEffect(() => onUnauthorized((error) => openModal({ kind: 'sign-in-expired', message: error.text })), []);

  const goToLogin = () => {
    closeModal();
    navigate(loginPathFrom(location));
  };
  const onOpenChange = (open: boolean) => !open && closeModal();

  if (!modal) return null;
  switch (modal.kind) {
    case 'operation-failed':
      return (
        <Dialog
          open
          onOpenChange={onOpenChange}
          title={t('errors.operationFailed')}
          description={modal.message}
          icon={iconBox(<CircleAlert className="size-6 text-red-600" />, 'bg-red-50')}
          footer={
            <Button block onClick={closeModal}>
              {t('common.gotIt')}
            </Button>
          }
        />
      );
    case 'system-error':
      return (
        <Dialog
          open
          onOpenChange={onOpenChange}
          title={t('common.systemMessage')}
          description={t('errors.systemError')}
          icon={iconBox(<TriangleAlert className="size-6 text-amber-600" />, 'bg-amber-50')}
          footer={
            <Button block onClick={closeModal}>
              {t('common.gotIt')}
            </Button>
          }
        />
      );
    case 'sign-in-expired':
      return (
        <Dialog
          open
          onOpenChange={onOpenChange}
          title={t('errors.signInExpired')}
          description={t('errors.signInAgain', { message: modal.message })}
          icon={iconBox(<LockKeyhole className="size-6 text-brand-600" />, 'bg-brand-50')}
          footer={
            <>
              <Button variant="outline" block onClick={closeModal}>
                {t('common.cancel')}
              </Button>
              <Button block onClick={goToLogin}>
                {t('common.logIn')}
              </Button>
            </>
          }
        />
      );
    case 'login-required':
      return (
        <Dialog
          open
          onOpenChange={onOpenChange}
          title={t('errors.loginFirst')}
          description={t('errors.loginFirstText')}
          icon={iconBox(<LockKeyhole className="size-6 text-brand-600" />, 'bg-brand-50')}
          footer={
            <>
              <Button variant="outline" block onClick={closeModal}>
                {t('common.cancel')}
              </Button>
              <Button block onClick={goToLogin}>
                {t('nav.login')}
              </Button>
            </>
          }
        />
      );
  }
}
