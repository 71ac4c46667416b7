import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { imageWidth, variantKey } from '@pedestal/contract/rules/image-variants';
import type { Language } from '@pedestal/contract/schemas/auth';
import type { ReactNode } from 'react';

/** Where the email's links and images point, and who sends it. */
export interface MailSite {
  appName: string;
  /** The store's public address, without a trailing slash. */
  publicUrl: string;
  /** The unsubscribe page of a marketing-like email (null for transactional mail). */
  unsubscribeUrl: string | null;
}

export const colors = {
  brand: '#be185d',
  brandSoft: '#fdf2f8',
  brandLine: '#fbcfe8',
  ink: '#1f2937',
  muted: '#6b7280',
  line: '#e5e7eb',
  page: '#f6f3f5',
};

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', sans-serif";

/** The frame's own words in each language of the store (decision 035). */
const frame: Record<Language, { settings: string; unsubscribe: string; support: string }> = {
  en: { settings: 'Email settings', unsubscribe: 'Unsubscribe', support: 'Contact support' },
  'zh-CN': { settings: '邮件设置', unsubscribe: '退订', support: '联系客服' },
};

/** An absolute URL for a store path (or an already absolute URL). */
export const absolute = (site: MailSite, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.publicUrl}${pathOrUrl}`;

/** The API route that answers stored images as JPEG for emails (routes.ts). */
export const EMAIL_IMAGE_ROUTE = '/notification/email-image';

/**
 * An image address every mail client shows (decision 035): a stored WebP (uploads are WebP, which
 * Outlook for Windows does not show) becomes its JPEG from the email-image route, at the 480 px copy
 * when there is one (plenty for a 600 px email); PNG and JPEG addresses stay as they are.
 */
export function emailImage(site: MailSite, pathOrUrl: string) {
  const url = absolute(site, pathOrUrl);
  const prefix = `${site.publicUrl}/uploads/`;
  if (!url.startsWith(prefix) || !url.endsWith('.webp')) return url;
  const width = imageWidth(url);
  const file = width && width > 480 ? variantKey(url, 480) : url;
  return `${site.publicUrl}/api${EMAIL_IMAGE_ROUTE}/${file.slice(prefix.length, -'.webp'.length)}.jpg`;
}

/** The frame every email shares: logo and name, a white card, and a footer saying why it came. */
export function Layout({
  site,
  preview,
  children,
  reason,
  language = 'en',
}: {
  site: MailSite;
  preview: string;
  children: ReactNode;
  reason: string;
  language?: Language;
}) {
  const words = frame[language];
  return (
    <Html lang={language}>
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, margin: 0, padding: '24px 12px', fontFamily: font, color: colors.ink }}>
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto' }}>
          <Section style={{ padding: '0 20px 16px' }}>
            <Row>
              <Column style={{ width: '44px', verticalAlign: 'middle' }}>
                <Link href={site.publicUrl} className="logo">
                  <Img src={absolute(site, '/email-logo.png')} width="36" height="36" alt="" style={{ borderRadius: '9px' }} />
                </Link>
              </Column>
              <Column style={{ verticalAlign: 'middle' }}>
                <Link
                  href={site.publicUrl}
                  className="brand"
                  style={{ color: colors.ink, fontSize: '20px', fontWeight: 700, textDecoration: 'none' }}
                >
                  {site.appName}
                </Link>
              </Column>
            </Row>
          </Section>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: '16px', padding: '28px 24px', border: `1px solid ${colors.line}` }}>
            {children}
          </Section>
          <Section style={{ padding: '20px 24px 0' }}>
            <Text style={{ fontSize: '12px', lineHeight: '18px', color: colors.muted, margin: '0 0 6px' }}>{reason}</Text>
            <Text style={{ fontSize: '12px', lineHeight: '18px', color: colors.muted, margin: 0 }}>
              <Link href={absolute(site, '/account/settings')} style={{ color: colors.muted, textDecoration: 'underline' }}>
                {words.settings}
              </Link>
              {site.unsubscribeUrl && (
                <>
                  {' · '}
                  <Link href={site.unsubscribeUrl} style={{ color: colors.muted, textDecoration: 'underline' }}>
                    {words.unsubscribe}
                  </Link>
                </>
              )}
              {' · '}
              <Link href={absolute(site, '/contact-support')} style={{ color: colors.muted, textDecoration: 'underline' }}>
                {words.support}
              </Link>
            </Text>
            <Text style={{ fontSize: '12px', lineHeight: '18px', color: colors.muted, margin: '6px 0 0' }}>© {site.appName}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading style={{ fontSize: '22px', lineHeight: '30px', fontWeight: 700, margin: '0 0 12px', color: colors.ink }}>{children}</Heading>
  );
}

export function P({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text style={{ fontSize: '15px', lineHeight: '24px', margin: '0 0 14px', color: muted ? colors.muted : colors.ink }}>{children}</Text>
  );
}

/** The one thing to do next: a button to the right screen (its address also printed in the text part). */
export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 18px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.brand,
          color: '#ffffff',
          borderRadius: '999px',
          fontSize: '15px',
          fontWeight: 700,
          padding: '12px 26px',
          textDecoration: 'none',
          display: 'inline-block',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function Divider() {
  return <Hr style={{ borderColor: colors.line, borderTopWidth: '1px', margin: '18px 0' }} />;
}

/** A small upper-case label above a block (Items, Ship to, Tracking number…). */
export function Label({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        fontSize: '12px',
        lineHeight: '16px',
        letterSpacing: '0.06em',
        textTransform: 'uppercase',
        color: colors.muted,
        margin: '0 0 8px',
        fontWeight: 600,
      }}
    >
      {children}
    </Text>
  );
}

/** A label-value row (Subtotal  $10.00). */
export function Pair({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const size = strong ? '17px' : '14px';
  return (
    <Row>
      <Column style={{ fontSize: '14px', lineHeight: '24px', color: strong ? colors.ink : colors.muted, fontWeight: strong ? 700 : 400 }}>
        {label}
      </Column>
      <Column
        align="right"
        style={{ fontSize: size, lineHeight: '24px', color: strong ? colors.brand : colors.ink, fontWeight: strong ? 700 : 600 }}
      >
        {value}
      </Column>
    </Row>
  );
}

/** A highlighted box for the one figure the email is about (a code, a tracking number, an amount). */
export function Highlight({ children }: { children: ReactNode }) {
  return (
    <Section
      style={{
        backgroundColor: colors.brandSoft,
        border: `1px solid ${colors.brandLine}`,
        borderRadius: '12px',
        padding: '14px 16px',
        margin: '4px 0 18px',
      }}
    >
      {children}
    </Section>
  );
}

/** Lines the operator wrote (an address): one line each, in the HTML and the text part. */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/).filter((l) => l.trim());
  return (
    <Text style={{ fontSize: '15px', lineHeight: '24px', margin: '0', color: colors.ink, fontWeight: 600 }}>
      {lines.flatMap((line, i) => (i ? [<br key={i} />, line] : [line]))}
    </Text>
  );
}
