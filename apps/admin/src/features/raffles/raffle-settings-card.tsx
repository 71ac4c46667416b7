import { Card } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useRaffleAction, type RaffleDetail } from './raffle-detail';
import { RaffleForm } from './raffle-form';

/** The raffle's form while it runs; an ended raffle cannot change. */
export function RaffleSettingsCard({ raffle: r }: { raffle: RaffleDetail }) {
  const save = useRaffleAction((b: Record<string, unknown>) => api.put(`admin/raffle/${r.id}`, b));
  return (
    <Card title="Settings">
      {r.status === 'ended' ? (
        <p className="text-sm text-slate-700">An ended raffle cannot change.</p>
      ) : (
        <RaffleForm
          key={`${r.id}-${r.status}`}
          raffle={r}
          oddsLocked={r.stats.entries > 0}
          busy={save.isPending}
          error={save.error}
          onSubmit={(b) => save.mutate(b)}
        />
      )}
      {save.isSuccess && (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          Saved
        </p>
      )}
    </Card>
  );
}
