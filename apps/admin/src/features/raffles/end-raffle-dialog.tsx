import { Alert, ConfirmDialog } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useRaffleAction, type RaffleDetail } from './raffle-detail';

/** Ends a raffle for good and reveals its seed; warns of prizes won but not yet distributed. */
export function EndRaffleDialog({ raffle: r, open, onClose }: { raffle: RaffleDetail; open: boolean; onClose: () => void }) {
  const end = useRaffleAction(() => api.put(`admin/raffle/${r.id}`, { status: 'ended' }));
  return (
    <ConfirmDialog
      open={open}
      title={`End ${r.title}?`}
      confirmLabel="End raffle"
      danger
      busy={end.isPending}
      error={end.error}
      onClose={() => (onClose(), end.reset())}
      onConfirm={() => end.mutate(undefined, { onSuccess: onClose })}
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>No more entries; the raffle cannot be reopened or changed.</li>
        <li>The secret seed is revealed, so anyone can verify every draw against the published hash.</li>
      </ul>
      {r.stats.wins > r.stats.distributed && (
        <Alert tone="amber">
          {r.stats.wins - r.stats.distributed} prizes won are not distributed yet; winners can still give their address.
        </Alert>
      )}
    </ConfirmDialog>
  );
}
