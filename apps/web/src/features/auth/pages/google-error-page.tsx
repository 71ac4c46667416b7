import { paths } from '@pedestal/contract/paths';
import { isRefusalReason } from '@pedestal/contract/refusals';
import { TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '../components/auth-shell';
import { refusalMessage } from '@/i18n';
import { useTranslation } from '@/i18n/react';

export default function GoogleErrorPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  // Our own reason (never the provider's text), said in the shopper's language.
  const reason = params.get('reason');
  const message = reason && isRefusalReason(reason) ? refusalMessage(reason) : t('auth.googleFailedDefault');
  return (
    <AuthShell title={t('auth.googleFailedTitle')} subtitle={t('auth.googleFailedSubtitle')}>
      <div className="flex flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-amber-50">
          <TriangleAlert className="size-8 text-amber-500" aria-hidden />
        </span>
        <p role="alert" className="mt-4 text-[15px] font-medium break-words text-neutral-900">
          {message}
        </p>
        <p className="mt-2 text-sm leading-relaxed text-neutral-500">{t('auth.googleRetry')}</p>
        <Link
          to={paths.login}
          replace
          className="mt-6 flex h-12 w-full items-center justify-center rounded-2xl bg-brand-500 text-base font-semibold text-white shadow-sm shadow-brand-500/30 hover:bg-brand-600"
        >
          {t('auth.backToLogin')}
        </Link>
      </div>
    </AuthShell>
  );
}
