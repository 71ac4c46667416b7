import { CalendarDays } from 'lucide-react';
import { useParams } from 'react-router';
import { SubPage } from '@/components/layout/sub-page';
import { NotFoundBody } from '../components/not-found-body';
import { customService } from '../legal/custom-service';
import { privacyPolicy } from '../legal/privacy-policy';
import { submissionRules } from '../legal/submission-rules';
import { termsOfUse } from '../legal/terms-of-use';
import type { LegalBlock, LegalDoc } from '../legal/types';
import { i18next } from '@/i18n';

const docs: Record<string, LegalDoc> = {
  'terms-of-use': termsOfUse,
  'privacy-policy': privacyPolicy,
  'submission-rules': submissionRules,
  'custom-service': customService,
};

/** SPEC §2: each legal page shows the current date as its last update. */
const today = () => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className="leading-relaxed">{block}</p>;
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-5 leading-relaxed marker:text-brand-400">
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default function LegalPage() {
  const { doc = '' } = useParams();
  const content = Object.hasOwn(docs, doc) ? docs[doc] : undefined;
  if (!content)
    return (
      <SubPage title={i18next.t('content.notFound')}>
        <NotFoundBody />
      </SubPage>
    );
  return (
    <SubPage title={content.title}>
      <article className="flex flex-col gap-4 p-4">
        <header className="rounded-3xl bg-gradient-to-br from-brand-50 to-white px-5 py-6 shadow-sm ring-1 ring-brand-100">
          <h2 className="text-2xl font-extrabold tracking-tight text-ink">{content.title}</h2>
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-medium text-neutral-600 shadow-sm">
            <CalendarDays className="size-3.5 text-brand-500" aria-hidden /> {i18next.t('content.lastUpdated')} {today()}
          </p>
          <p className="mt-4 text-[15px] leading-relaxed text-neutral-700">{content.summary}</p>
        </header>
        {content.sections.map((section) => (
          <section key={section.heading} className="rounded-3xl bg-white px-5 py-5 text-sm text-neutral-700 shadow-sm">
            <h3 className="mb-3 text-base font-semibold text-neutral-900">{section.heading}</h3>
            <div className="flex flex-col gap-3">
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </div>
          </section>
        ))}
      </article>
    </SubPage>
  );
}
