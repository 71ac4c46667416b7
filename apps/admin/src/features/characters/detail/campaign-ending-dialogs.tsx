import { FundBelowGoalInputSchema, type CharacterDetail } from '@pedestal/contract';
import { useState } from 'react';
import { ConfirmDialog, TextArea } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { money } from '@admin/lib/format';
import { validate } from '@admin/lib/forms';

type DialogProps = { c: CharacterDetail; open: boolean; onClose: () => void; onDone: (message: string) => void };

const progressOf = (c: CharacterDetail) =>
  c.crowdfunding ? `${money(c.crowdfunding.countCurrent)} of ${money(c.crowdfunding.countTarget)} (${c.crowdfunding.progress}%)` : '';

/**
 * The override for a campaign below its goal (decision 036): it goes into production anyway, with a
 * written reason kept in the audit log under the operator. Shoppers are told it goes into production,
 * never that it reached its goal.
 */
export function FundBelowGoalDialog({ c, open, onClose, onDone }: DialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fund = useCharacterAction((input: { reason: string }) => api.post(`admin/character/fund-below-goal/${c.id}`, input));
  const close = () => {
    fund.reset();
    setError(undefined);
    onClose();
  };
  const confirm = () => {
    const checked = validate(FundBelowGoalInputSchema, { reason });
    setError(checked.errors?.reason);
    if (checked.data)
      fund.mutate(checked.data, {
        onSuccess: () => {
          fund.reset();
          setReason('');
          onDone('Funded below its goal. Supporters were told so, with no mention of reaching it.');
        },
      });
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Fund ${c.name} below its goal?`}
      confirmLabel="Fund below goal"
      danger
      busy={fund.isPending}
      error={fund.error}
      onClose={close}
      onConfirm={confirm}
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>The campaign is at {progressOf(c)}: it has not reached its goal.</li>
        <li>It ends now and goes into production; payments are kept and supporters receive their diamonds and rewards.</li>
        <li>Supporters are told it goes into production although it ended below its goal — never that it reached it.</li>
        <li>Your reason is kept in the audit log under your name.</li>
      </ul>
      <TextArea label="Reason" value={reason} error={error} onChange={(e) => setReason(e.target.value)} />
    </ConfirmDialog>
  );
}

/** Ends a running campaign as failed now: every paid support is refunded through the queue. */
export function FailCampaignDialog({ c, open, onClose, onDone }: DialogProps) {
  const fail = useCharacterAction(() => api.post(`admin/character/finish-crowdfunding-failed/${c.id}`));
  const close = () => {
    fail.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Finish ${c.name}'s campaign as failed?`}
      confirmLabel="Finish as failed and refund everyone"
      danger
      busy={fail.isPending}
      error={fail.error}
      onClose={close}
      onConfirm={() =>
        fail.mutate(undefined, {
          onSuccess: () => {
            fail.reset();
            onDone('Finished as failed. Supporters were told.');
          },
        })
      }
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>The campaign ends now as failed ({progressOf(c)}); no more supports.</li>
        <li>Every paid support is refunded in full to its payment method, through the refund queue; frozen diamonds are removed.</li>
        <li>Every supporter is told the campaign failed and that they are refunded. This cannot be undone.</li>
      </ul>
    </ConfirmDialog>
  );
}
