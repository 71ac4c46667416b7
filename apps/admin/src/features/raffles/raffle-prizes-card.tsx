import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card, ConfirmDialog, SelectField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { useRaffleAction, type RaffleDetail, type SpecRef } from './raffle-detail';

/** The figurine specs a raffle gives away: add one that has stock, remove one after a confirmation. */
export function RafflePrizesCard({ raffle: r, available }: { raffle: RaffleDetail; available: UseQueryResult<SpecRef[]> }) {
  const ended = r.status === 'ended';
  const addSpec = useRaffleAction((specId: string) => api.patch('admin/raffle/add-figurine-spec', { raffleId: r.id, specId }));
  const removeSpec = useRaffleAction((specId: string) => api.patch(`admin/raffle/remove-figurine-spec/${specId}`));
  const [chosen, setChosen] = useState('');
  const [removing, setRemoving] = useState<RaffleDetail['specs'][number] | null>(null);
  return (
    <Card title="Prizes">
      {r.specs.length === 0 ? (
        <p className="mb-3 text-sm text-slate-700">No figurine spec yet: nobody can enter.</p>
      ) : (
        <ul className="mb-4 divide-y divide-slate-100">
          {r.specs.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium">{s.characterName}</span> — {s.title}
                <span className="block text-xs text-slate-600">{s.stock} in stock</span>
              </span>
              {!ended && (
                <Button variant="ghost" onClick={() => setRemoving(s)} aria-label={`Remove ${s.title} from the raffle`}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!ended && (
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) addSpec.mutate(chosen, { onSuccess: () => setChosen('') });
          }}
        >
          <div className="flex-1">
            <SelectField
              label="Add a figurine spec"
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              options={[
                { value: '', label: available.isPending ? 'Loading…' : 'Choose a spec' },
                ...(available.data ?? []).map((s) => ({ value: s.id, label: `${s.characterName} — ${s.title} (${s.stock})` })),
              ]}
            />
          </div>
          <Button type="submit" disabled={!chosen} busy={addSpec.isPending}>
            Add
          </Button>
        </form>
      )}
      {addSpec.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(addSpec.error)}
        </p>
      )}
      <ConfirmDialog
        open={!!removing}
        title={`Remove ${removing?.title ?? ''} from the raffle?`}
        confirmLabel="Remove prize"
        danger
        busy={removeSpec.isPending}
        error={removeSpec.error}
        onClose={() => (setRemoving(null), removeSpec.reset())}
        onConfirm={() => removeSpec.mutate(removing!.id, { onSuccess: () => setRemoving(null) })}
      >
        <p>Shoppers can no longer enter for this spec. Entries already drawn keep their results.</p>
      </ConfirmDialog>
    </Card>
  );
}
