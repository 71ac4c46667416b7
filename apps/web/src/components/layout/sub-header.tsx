import { paths } from '@pedestal/contract/paths';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useBack } from './use-back';
import { useTranslation } from '@/i18n/react';

/**
 * Sub-page header: back control, optional centred title, optional right-hand element. From 768 px
 * the top navigation is the sticky bar, and this is the page's title row.
 */
export function SubHeader({
  title,
  right,
  fallback = paths.home,
  className,
}: {
  title?: ReactNode;
  right?: ReactNode;
  fallback?: string;
  className?: string;
}) {
  const back = useBack(fallback);
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        'sticky top-0 z-30 grid h-14 grid-cols-[48px_1fr_48px] items-center border-b border-neutral-100 bg-white/95 px-1 backdrop-blur',
        'md:static md:mt-4 md:grid-cols-[48px_1fr_auto] md:border-0 md:bg-transparent md:px-4 md:backdrop-blur-none',
        className,
      )}
    >
      <button
        type="button"
        onClick={back}
        aria-label={t('nav.back')}
        className="flex size-11 items-center justify-center rounded-full text-neutral-800 hover:bg-neutral-100"
      >
        <ChevronLeft className="size-6" />
      </button>
      <h1 className="truncate text-center text-base font-semibold text-neutral-900 md:text-left md:text-2xl md:font-bold">{title}</h1>
      <div className="flex justify-end">{right}</div>
    </div>
  );
}
