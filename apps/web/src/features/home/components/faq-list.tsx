import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { dataViewMessage } from '@/components/error-view';
import { type FaqArticle, useFaq } from '@/lib/queries/get-faq';
import { Section } from './section';
import { i18next } from '@/i18n';

/** Staff-written HTML, still sanitized; the sanitizer loads on first open to keep the home route light. */
function FaqAnswer({ html }: { html: string }) {
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('dompurify').then(({ default: purify }) => live && setSafe(purify.sanitize(html)));
    return () => {
      live = false;
    };
  }, [html]);
  if (safe === null) return <div className="mx-4 mb-4 h-10 animate-pulse rounded bg-neutral-100" aria-hidden />;
  return <div className="prose-content px-4 pb-4 text-sm text-neutral-600" dangerouslySetInnerHTML={{ __html: safe }} />;
}

function FaqItem({ article }: { article: FaqArticle }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="group border-b border-neutral-100 last:border-b-0" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3.5 text-[15px] font-semibold text-neutral-900 [&::-webkit-details-marker]:hidden">
        {article.title}
        <ChevronDown className="size-4 shrink-0 text-neutral-500 transition group-open:rotate-180" aria-hidden />
      </summary>
      {open && <FaqAnswer html={article.content} />}
    </details>
  );
}

export function FaqList() {
  const { data, isPending, error } = useFaq();
  return (
    <Section title={i18next.t('nav.faq')} className="pb-4">
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm">
        {isPending ? (
          <div className="space-y-3 p-4" aria-hidden>
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-4 animate-pulse rounded bg-neutral-100" />
            ))}
          </div>
        ) : error || !data?.length ? (
          <p className="px-4 py-8 text-center text-sm text-neutral-500">
            {error ? dataViewMessage(error) : i18next.t('home.noFaqContent')}
          </p>
        ) : (
          data.map((a) => <FaqItem key={a.id} article={a} />)
        )}
      </div>
    </Section>
  );
}
