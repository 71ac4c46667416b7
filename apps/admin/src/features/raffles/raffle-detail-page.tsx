import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Badge, Button, Card, ConfirmDialog, ErrorState, Loading, PageHeader, SelectField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { label } from '@admin/lib/format';
import { RaffleForm, type Raffle } from './raffle-form';

type Detail = Raffle & {
  stats: { entries: number; wins: number; pityWins: number; players: number; diamonds: number; distributed: number };
};
interface SpecRef {
  id: string;
  title: string;
  stock: number;
  characterName: string;
}

export function RaffleDetailPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const key = ['admin', 'raffles', 'detail', id];
  const q = useQuery({ queryKey: key, queryFn: () => api.get<Detail>(`admin/raffle/detail/${id}`) });
  const available = useQuery({
    queryKey: ['admin', 'raffles', 'available-specs'],
    queryFn: () => api.get<SpecRef[]>('admin/raffle/available-specs'),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['admin', 'raffles'] });
  const save = useMutation({ mutationFn: (b: Record<string, unknown>) => api.put(`admin/raffle/${id}`, b), onSuccess: refresh });
  const addSpec = useMutation({
    mutationFn: (specId: string) => api.patch('admin/raffle/add-figurine-spec', { raffleId: id, specId }),
    onSuccess: refresh,
  });
  const removeSpec = useMutation({
    mutationFn: (specId: string) => api.patch(`admin/raffle/remove-figurine-spec/${specId}`),
    onSuccess: refresh,
  });
  const end = useMutation({ mutationFn: () => api.put(`admin/raffle/${id}`, { status: 'ended' }), onSuccess: refresh });
  const [chosen, setChosen] = useState('');
  const [removing, setRemoving] = useState<Raffle['specs'][number] | null>(null);
  const [ending, setEnding] = useState(false);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const r = q.data;
  const ended = r.status === 'ended';
  const stats = [
    ['Entries', r.stats.entries],
    ['Players', r.stats.players],
    ['Wins', r.stats.wins],
    ['Pity wins', r.stats.pityWins],
    ['Diamonds spent', r.stats.diamonds],
    ['Prizes distributed', r.stats.distributed],
  ] as const;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link to="/raffles" className="text-indigo-800 underline underline-offset-2">
          Raffles
        </Link>{' '}
        / {r.title}
      </nav>
      <PageHeader
        title={r.title}
        description={<Badge tone={r.status === 'active' ? 'green' : ended ? 'slate' : 'amber'}>{label(r.status)}</Badge>}
        actions={
          !ended && (
            <Button variant="danger" onClick={() => setEnding(true)}>
              End and reveal seed
            </Button>
          )
        }
      />
      <dl className="mb-6 grid grid-cols-6 gap-4">
        {stats.map(([k, v]) => (
          <div key={k} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{k}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-[1fr_380px] gap-6">
        <Card title="Settings">
          {ended ? (
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
        <div className="flex flex-col gap-6">
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
          </Card>
          <Card title="Fairness">
            <dl className="flex flex-col gap-2 text-sm">
              <dt className="text-slate-600">Seed hash (published)</dt>
              <dd className="font-mono text-xs break-all">{r.seedHash}</dd>
              <dt className="text-slate-600">Seed</dt>
              <dd className="font-mono text-xs break-all">{r.seed ?? 'Revealed when the raffle ends'}</dd>
            </dl>
          </Card>
        </div>
      </div>
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
      <ConfirmDialog
        open={ending}
        title={`End ${r.title}?`}
        confirmLabel="End raffle"
        danger
        busy={end.isPending}
        error={end.error}
        onClose={() => (setEnding(false), end.reset())}
        onConfirm={() => end.mutate(undefined, { onSuccess: () => setEnding(false) })}
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
    </>
  );
}
