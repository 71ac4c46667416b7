import { DAILY_VOTES } from '@pedestal/contract/constants';
import type { UserState } from '@pedestal/contract';
import { paths } from '@pedestal/contract/paths';
import { Vote } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LazyDialog as Dialog } from '@/components/lazy-dialog';
import { useUserState } from '@/lib/session/get-user-state';
import { i18next } from '@/i18n';

/**
 * Mounted once in the root layout. The server reports isDistributedVoteToken only on the first user
 * state of the day, so the dialog shows once per grant; closing it remembers that state object.
 */
export function DailyVotingReminder() {
  const { user } = useUserState();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState<UserState | null>(null);
  const open = !!user && user.isDistributedVoteToken && user.votingReminder && user !== dismissed;

  // Mounted from the first opening on (Radix animates the close); before that nothing loads.
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  const close = () => setDismissed(user);
  const goVote = () => {
    close();
    navigate(paths.voteList);
  };

  if (!open && !shown) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={i18next.t('account.dailyVotingReminder')}
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
          <Vote className="size-7 text-brand-500" />
        </span>
      }
      description={i18next.t('account.reminderText', { count: DAILY_VOTES })}
      footer={
        <>
          <Button variant="outline" block onClick={close}>
            {i18next.t('account.later')}
          </Button>
          <Button block onClick={goVote}>
            {i18next.t('account.goVote')}
          </Button>
        </>
      }
    />
  );
}
