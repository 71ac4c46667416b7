import { paths } from '@pedestal/contract/paths';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { i18next } from '@/i18n';

/** The 'not found' body for an unknown document (same look as the app's not-found page). */
export function NotFoundBody() {
  return (
    <div className="m-4 flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
      <SearchX className="size-12 text-brand-400" aria-hidden />
      <p className="text-lg font-semibold text-neutral-900">{i18next.t('content.pageNotFound')}</p>
      <p className="text-sm text-neutral-500">{i18next.t('content.thePageYouAreLooking')}</p>
      <Link to={paths.home} className="mt-2 inline-flex h-11 items-center rounded-xl bg-brand-500 px-5 text-sm font-semibold text-white">
        {i18next.t('content.backToHome')}
      </Link>
    </div>
  );
}
