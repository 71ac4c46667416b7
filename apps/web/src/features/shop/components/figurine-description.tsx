import { useEffect, useState } from 'react';
import { currentLanguage, i18next } from '@/i18n';
import type { FigurineDetail } from '../api/get-figurine-show';

/**
 * The figurine's description (decision 046): HTML the server made from the console's Markdown and
 * sanitised, cleaned once more here (the sanitiser loads on its own, off the page's first chunk).
 * Written only in the other language, it says so with `lang`, so a screen reader reads it in that voice.
 */
export function FigurineDescription({ sale }: { sale: FigurineDetail['sale'] }) {
  // The cleaned HTML of the text it was made from: another language's answer is cleaned again.
  const [cleaned, setCleaned] = useState<{ from: string; safe: string } | null>(null);
  useEffect(() => {
    let live = true;
    const html = sale.content;
    if (html) void import('dompurify').then(({ default: purify }) => live && setCleaned({ from: html, safe: purify.sanitize(html) }));
    return () => {
      live = false;
    };
  }, [sale.content]);
  const safe = cleaned?.from === sale.content ? cleaned.safe : null;
  if (!sale.content) return <p className="text-sm leading-relaxed text-neutral-600">{i18next.t('shop.noDetailsYet')}</p>;
  if (safe === null) return <div className="h-16 animate-pulse rounded bg-neutral-100" aria-hidden />;
  const other = sale.contentLanguage && sale.contentLanguage !== currentLanguage() ? sale.contentLanguage : undefined;
  return (
    <div
      lang={other}
      data-testid="figurine-description"
      className="prose-content text-sm text-neutral-600"
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
