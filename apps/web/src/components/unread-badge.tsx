import { cn } from '@/lib/cn';
import { unreadLabel } from '@/lib/session/unread-messages';
import { useTranslation } from '@/i18n/react';

/**
 * The unread-messages pill on an icon (User tab, account avatar, Messages tile); nothing shows at
 * zero. Screen readers hear the count from `UnreadText`, placed after the link's label.
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className={cn(
        'absolute -top-1.5 -right-2 flex h-4 min-w-4 items-center justify-center rounded-full bg-brand-700 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white tabular-nums',
        className,
      )}
    >
      {unreadLabel(count)}
    </span>
  );
}

/** The count as screen readers hear it, after the link's label ("User, 3 unread messages"). */
export function UnreadText({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return <span className="sr-only">{t('unread.text', { count })}</span>;
}
