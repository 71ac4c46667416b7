import { paths } from '@pedestal/contract/paths';
import { CircleHelp, Headphones } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { Accordion } from '@/components/ui/accordion';
import { LoadingCard } from '@/components/ui/spinner';
import { useFaq } from '@/lib/queries/get-faq';
import { HtmlContent } from '../components/html-content';
import { i18next } from '@/i18n';

function FaqList() {
  const faq = useFaq();
  if (faq.isPending) return <LoadingCard />;
  if (faq.isError) return <ErrorView error={faq.error} onRetry={() => void faq.refetch()} />;
  if (!Array.isArray(faq.data) || faq.data.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
        <CircleHelp className="size-10 text-brand-300" aria-hidden />
        <p className="text-[15px] text-neutral-500">{i18next.t('content.noFaqContent')}</p>
      </div>
    );
  return <Accordion items={faq.data.map((a) => ({ id: a.id, title: a.title, content: <HtmlContent html={a.content} /> }))} />;
}

export default function FaqPage() {
  return (
    <SubPage title={i18next.t('nav.faq')}>
      <div className="flex flex-col gap-4 p-4">
        <div className="px-1 pt-2">
          <h2 className="text-2xl font-extrabold tracking-tight text-ink">{i18next.t('content.frequentlyAskedQuestions')}</h2>
          <p className="mt-1 text-sm text-neutral-500">{i18next.t('content.votingCrowdfundingOrdersAndDiamonds')}</p>
        </div>
        <FaqList />
        <Link
          to={paths.contactSupport}
          className="flex min-h-14 items-center gap-3 rounded-3xl bg-brand-50 px-4 py-3 text-sm text-brand-800 hover:bg-brand-100"
        >
          <Headphones className="size-5 shrink-0 text-brand-600" aria-hidden />
          <span className="flex-1">
            {i18next.t('content.stillNeedHelp')} <span className="font-semibold text-brand-700">{i18next.t('nav.contactSupport')}</span>
          </span>
        </Link>
      </div>
    </SubPage>
  );
}
