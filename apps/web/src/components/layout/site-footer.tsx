import { paths } from '@pedestal/contract/paths';
import { Link } from 'react-router';
import { APP_NAME } from '@/config/env';

const links = [
  { to: paths.faq, label: 'FAQ' },
  { to: paths.aboutUs, label: 'About Us' },
  { to: paths.contactSupport, label: 'Contact Support' },
  { to: paths.termsOfUse, label: 'Terms of Use' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
];

/** From 768 px: the links the phone keeps in the drawer menu, at the foot of the tab screens. */
export function SiteFooter() {
  return (
    <footer className="hidden border-t border-neutral-200 bg-white md:block">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-6 text-sm text-neutral-600">
        <p>
          © {new Date().getFullYear()} {APP_NAME}. Vote, fund and collect the figures you love.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map((l) => (
            <Link key={l.to} to={l.to} className="hover:text-brand-700 hover:underline">
              {l.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
