import { CalendarDays } from 'lucide-react';
import { useParams } from 'react-router';
import { SubPage } from '@/components/layout/sub-page';
import { useLegalArticle } from '@/lib/queries/get-faq';
import { HtmlContent } from '../components/html-content';
import { NotFoundBody } from '../components/not-found-body';
import { customService } from '../legal/custom-service';
import { privacyPolicy } from '../legal/privacy-policy';
import { submissionRules } from '../legal/submission-rules';
import { termsOfUse } from '../legal/terms-of-use';
import type { LegalBlock, LegalDoc } from '../legal/types';
import { customServiceZhCN, privacyPolicyZhCN, submissionRulesZhCN, termsOfUseZhCN } from '../legal/zh-CN';
import { currentLanguage, i18next, type Language, type MessageKey } from '@/i18n';
import { formatDate } from '@/lib/format';

/** Each page's heading, and its text, in the shopper's language (decision 035; English only before it, decision 022). */
const titles = {
  'terms-of-use': 'legal.termsOfUse',
  'privacy-policy': 'legal.privacyPolicy',
  'submission-rules': 'legal.submissionRules',
  'custom-service': 'legal.customService',
} as const satisfies Record<string, MessageKey>;

const docs: Record<Language, Record<string, LegalDoc>> = {
  en: {
    'terms-of-use': termsOfUse,
    'privacy-policy': privacyPolicy,
    'submission-rules': submissionRules,
    'custom-service': customService,
  },
  'zh-CN': {
    'terms-of-use': termsOfUseZhCN,
    'privacy-policy': privacyPolicyZhCN,
    'submission-rules': submissionRulesZhCN,
    'custom-service': customServiceZhCN,
  },
};

/** SPEC §2: each legal page shows the current date as its last update. */
const today = () => formatDate(new Date());

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
  const language = currentLanguage();
  const content = Object.hasOwn(docs[language], doc) ? docs[language][doc] : undefined;
  // A text written in the console replaces the built-in one (issue 28 #6).
  const edited = useLegalArticle(doc, !!content).data;
  if (!content)
    return (
      <SubPage title={i18next.t('content.notFound')}>
        <NotFoundBody />
      </SubPage>
    );
  const title = i18next.t(titles[doc as keyof typeof titles]);
  return (
    <SubPage title={title}>
      <article className="flex flex-col gap-4 p-4">
        <header className="rounded-3xl bg-gradient-to-br from-brand-50 to-white px-5 py-6 shadow-sm ring-1 ring-brand-100">
          <h2 className="text-2xl font-extrabold tracking-tight text-ink">{title}</h2>
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-medium text-neutral-600 shadow-sm">
            <CalendarDays className="size-3.5 text-brand-500" aria-hidden /> {i18next.t('content.lastUpdated')} {today()}
          </p>
          {!edited && <p className="mt-4 text-[15px] leading-relaxed text-neutral-700">{content.summary}</p>}
        </header>
        {edited && (
          <section className="rounded-3xl bg-white px-5 py-5 text-sm text-neutral-700 shadow-sm">
            <HtmlContent html={edited.content} />
          </section>
        )}
        {!edited &&
          content.sections.map((section) => (
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
