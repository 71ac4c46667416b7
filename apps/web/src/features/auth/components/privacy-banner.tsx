import { PRIVACY_POLICY_UPDATED } from '@pedestal/contract/constants';
import { paths } from '@pedestal/contract/paths';
import { ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/i18n/react';
import { Trans } from '@/i18n/trans';

/** Keyed by the policy date, so a later update shows the banner again. */
const STORAGE_KEY = `privacyBannerDismissed:${PRIVACY_POLICY_UPDATED}`;

const readDismissed = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
};

/** Announces the latest Privacy Policy update until the visitor closes it (remembered on this device). */
export function PrivacyBanner() {
  const [dismissed, setDismissed] = useState(readDismissed);
  const { t } = useTranslation();
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(STORAGE_KEY, '1');
    } catch {
      // Private mode without storage: the banner just comes back next time.
    }
    setDismissed(true);
  };
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl bg-white/85 py-2 pr-1 pl-3 text-sm shadow-sm ring-1 ring-brand-100">
      <ShieldCheck className="size-5 shrink-0 text-brand-500" aria-hidden />
      <Link to={paths.privacyPolicy} className="min-w-0 flex-1 leading-snug text-neutral-700">
        <Trans
          i18nKey="auth.privacyUpdated"
          values={{ date: formatDate(PRIVACY_POLICY_UPDATED) }}
          components={{ b: <span className="font-semibold text-brand-600 underline underline-offset-2" /> }}
        />
      </Link>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('auth.dismiss')}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-500 hover:bg-neutral-100 hover:text-neutral-600"
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
