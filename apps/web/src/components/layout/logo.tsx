import { paths } from '@pedestal/contract/paths';
import { Link } from 'react-router';
import { APP_NAME } from '@/config/env';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/i18n/react';

export function Logo({ light, className }: { light?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      className={cn('flex items-center gap-1.5 font-extrabold tracking-tight', light ? 'text-white' : 'text-ink', className)}
      aria-label={t('nav.logoHome', { app: APP_NAME })}
    >
      <svg viewBox="0 0 64 64" className="size-7" aria-hidden>
        <rect width="64" height="64" rx="14" fill={light ? '#fff' : '#ec4899'} />
        <path d="M20 48h24v6H20zM26 40h12v8H26z" fill={light ? '#ec4899' : '#fff'} />
        <circle cx="32" cy="22" r="10" fill={light ? '#ec4899' : '#fff'} />
      </svg>
      <span className="text-lg">{APP_NAME}</span>
    </Link>
  );
}
