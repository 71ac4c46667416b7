import { paths } from '@pedestal/contract/paths';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { SubPage } from '@/components/layout/sub-page';
import { useTranslation } from '@/i18n/react';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <SubPage title={t('notFound.title')}>
      <div className="m-4 flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
        <SearchX className="size-12 text-brand-400" />
        <p className="text-lg font-semibold text-neutral-900">{t('notFound.heading')}</p>
        <p className="text-sm text-neutral-500">{t('notFound.text')}</p>
        <Link to={paths.home} className="mt-2 inline-flex h-10 items-center rounded-xl bg-brand-500 px-5 text-sm font-semibold text-white">
          {t('notFound.backHome')}
        </Link>
      </div>
    </SubPage>
  );
}
