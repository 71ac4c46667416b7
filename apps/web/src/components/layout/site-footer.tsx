import { paths } from '@pedestal/contract/paths';
import { Link } from 'react-router';
import { APP_NAME } from '@/config/env';
import { useTranslation } from '@/i18n/react';

const links = [
  { to: paths.faq, label: 'nav.faq' },
  { to: paths.aboutUs, label: 'nav.aboutUs' },
  { to: paths.contactSupport, label: 'nav.contactSupport' },
  { to: paths.termsOfUse, label: 'nav.termsOfUse' },
  { to: paths.privacyPolicy, label: 'nav.privacyPolicy' },
] as const;

/** From 768 px: the links the phone keeps in the drawer menu, at the foot of the tab screens. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="hidden border-t border-neutral-200 bg-white md:block">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-6 text-sm text-neutral-600">
        <p>
          © {new Date().getFullYear()} {APP_NAME}. {t('nav.footerTagline')}
        </p>
        <nav aria-label={t('nav.footer')} className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map((l) => (
            <Link key={l.to} to={l.to} className="hover:text-brand-700 hover:underline">
              {t(l.label)}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
