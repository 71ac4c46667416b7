import { formatCounter } from '@pedestal/contract/rules/format';
import { Heart } from 'lucide-react';
import { useLoginPrompt } from '@/components/layout/use-login-prompt';
import { cn } from '@/lib/cn';
import { handleError } from '@/lib/handle-error';
import { useToggleCollect } from '@/lib/queries/toggle-collect';
import { useTranslation } from '@/i18n/react';

/** Collect (favourite) a character from its vote, crowdfunding or figurine page; guests are asked to log in. */
export function CollectButton({ characterId, count, collected }: { characterId: string; count: number; collected: boolean }) {
  const guard = useLoginPrompt();
  const { t } = useTranslation();
  const toggle = useToggleCollect(characterId);
  return (
    <button
      type="button"
      aria-pressed={collected}
      aria-label={collected ? t('collect.remove', { count }) : t('collect.add', { count })}
      disabled={toggle.isPending}
      onClick={guard(() => toggle.mutate(!collected, { onError: handleError }))}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition',
        collected ? 'bg-brand-600 text-white shadow-sm shadow-brand-500/30' : 'bg-brand-50 text-brand-700',
      )}
    >
      <Heart className={cn('size-4', collected && 'fill-current')} aria-hidden />
      {formatCounter(count)}
    </button>
  );
}
