import type { CharacterDetail } from '@pedestal/contract';
import { ConfirmDialog } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { money } from '@admin/lib/format';

/** Ends a running campaign as funded: payments kept, tier and top-supporter diamonds paid out. */
export function FinishCrowdfundingDialog({
  c,
  open,
  onClose,
  onDone,
}: {
  c: CharacterDetail;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const finish = useCharacterAction(() => api.get(`admin/character/finish-crowdfunding-success/${c.id}`));
  const cf = c.crowdfunding;
  const close = () => {
    finish.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Finish ${c.name}'s campaign as a success?`}
      confirmLabel="Finish as success"
      busy={finish.isPending}
      error={finish.error}
      onClose={close}
      onConfirm={() =>
        finish.mutate(undefined, {
          onSuccess: () => {
            finish.reset();
            onDone('Finished as a success. Supporters were told.');
          },
        })
      }
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>The campaign ends now as funded ({cf ? `${money(cf.countCurrent)} of ${money(cf.countTarget)}` : ''}); no more supports.</li>
        <li>Payments are kept — nobody is refunded. Supporters receive the diamonds of their tiers.</li>
        <li>The top 10 supporters receive their reward diamonds (500, 400, 300, then 200 each); everyone is notified.</li>
      </ul>
    </ConfirmDialog>
  );
}
