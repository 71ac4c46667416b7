import type { CharacterDetail } from '@pedestal/contract';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { money } from '@admin/lib/format';

/** Closes the vote and opens a campaign at the default goal; says who is paid and told. */
export function StartCrowdfundingDialog({
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
  const startCf = useCharacterAction(() => api.get(`admin/character/start-crowdfunding/${c.id}`));
  const settings = useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => api.get<{ defaultCrowdfundingCountTarget: number }>('admin/system/setting'),
  });
  const close = () => {
    startCf.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Start crowdfunding for ${c.name}?`}
      confirmLabel="Start crowdfunding"
      busy={startCf.isPending}
      error={startCf.error}
      onClose={close}
      onConfirm={() =>
        startCf.mutate(undefined, {
          onSuccess: () => {
            startCf.reset();
            onDone('Crowdfunding started.');
          },
        })
      }
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>The vote closes and the copyright talks are marked successful.</li>
        <li>
          A 60-day campaign opens with a goal of{' '}
          {settings.data ? money(settings.data.defaultCrowdfundingCountTarget) : 'the default target'} (change it afterwards).
        </li>
        <li>{c.user.profile.nickname} earns 500 diamonds and is notified; voters are told too.</li>
        <li>Shoppers can support once you add support tiers. If the goal is missed in 60 days, every supporter is refunded.</li>
      </ul>
    </ConfirmDialog>
  );
}
