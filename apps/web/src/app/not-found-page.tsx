import { paths } from '@pedestal/contract/paths';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { SubPage } from '@/components/layout/sub-page';

export default function NotFoundPage() {
  return (
    <SubPage title="Not Found">
      <div className="m-4 flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
        <SearchX className="size-12 text-brand-400" />
        <p className="text-lg font-semibold text-neutral-900">Page not found</p>
        <p className="text-sm text-neutral-500">The page you are looking for does not exist or has moved.</p>
        <Link to={paths.home} className="mt-2 inline-flex h-10 items-center rounded-xl bg-brand-500 px-5 text-sm font-semibold text-white">
          Back to Home
        </Link>
      </div>
    </SubPage>
  );
}
