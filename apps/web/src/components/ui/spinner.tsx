import { cn } from '@/lib/cn';
import { useTranslation } from '@/i18n/react';
import { i18next } from '@/i18n';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span
      role="status"
      aria-label={label ?? i18next.t('common.loading')}
      className={cn('inline-block size-5 animate-spin rounded-full border-2 border-current border-t-transparent', className)}
    />
  );
}

/** Shown while a page's data or the login check loads. */
export function LoadingCard({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="m-4 flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-neutral-500 shadow-sm">
      <Spinner className="size-7 text-brand-500" />
      <p className="text-sm">{text ?? t('common.loadingText')}</p>
    </div>
  );
}
