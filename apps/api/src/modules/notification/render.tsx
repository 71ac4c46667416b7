import { render } from '@react-email/render';
import type { Language } from '@pedestal/contract/schemas/auth';
import type { NoticeData, NoticeKind } from './notices';
import { Layout, templates, verificationCodeTemplate } from './templates/emails';
import { templatesZhCN, verificationCodeTemplateZhCN } from './templates/emails-zh';
import type { MailSite } from './templates/layout';

export type { MailSite };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

async function toEmail(
  site: MailSite,
  r: { subject: string; preview: string; reason: string; body: React.ReactElement },
  language: Language,
): Promise<RenderedEmail> {
  const element = (
    <Layout site={site} preview={r.preview} reason={r.reason} language={language}>
      {r.body}
    </Layout>
  );
  const [html, text] = await Promise.all([
    // React's text separators and image preloads mean nothing to a mail client.
    render(element).then((h) =>
      h
        .replace(/<!-- -->/g, '')
        .replace(/<link rel="preload" as="image"[^>]*>/g, '')
        // Gmail and Outlook for Mac ignore `target` (caniemail); every link of an email opens a browser anyway.
        .replace(/ target="_blank"/g, ''),
    ),
    render(element, {
      plainText: true,
      // Links print as "label [url]" so the text part leads to the same screens; images say nothing.
      htmlToTextOptions: {
        selectors: [
          { selector: 'img', format: 'skip' },
          { selector: 'a.logo', format: 'skip' },
          { selector: 'a.brand', format: 'anchor', options: { ignoreHref: true } },
          { selector: 'h1', options: { uppercase: false } },
          // Layout cells side by side (Subtotal  $100.00) keep a space between them.
          { selector: 'td', format: 'inlineSurround', options: { prefix: '', suffix: '  ' } },
        ],
        wordwrap: 78,
      },
    }),
  ]);
  return { subject: r.subject, html, text };
}

/** A notice's subject, HTML and plain text, as the shopper receives them. */
export function renderNotice<K extends NoticeKind>(
  site: MailSite,
  kind: K,
  data: NoticeData[K],
  name: string,
  language: Language = 'en',
): Promise<RenderedEmail> {
  // Subject and body in the reader's language (decisions 022 and 035).
  const rendered = (language === 'zh-CN' ? templatesZhCN : templates)[kind](site, data, name);
  return toEmail(site, rendered, language);
}

export function renderVerificationCode(site: MailSite, code: string, minutes: number, language: Language = 'en'): Promise<RenderedEmail> {
  const rendered = (language === 'zh-CN' ? verificationCodeTemplateZhCN : verificationCodeTemplate)(site, code, minutes);
  return toEmail(site, rendered, language);
}
