import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge, Button, Card, ErrorState, Loading, PageHeader } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { label } from '@admin/lib/format';
import { EndRaffleDialog } from './end-raffle-dialog';
import type { RaffleDetail, SpecRef } from './raffle-detail';
import { RafflePrizesCard } from './raffle-prizes-card';
import { RaffleSettingsCard } from './raffle-settings-card';
import { RaffleStats } from './raffle-stats';

/** One raffle: its figures, settings, prizes and fairness proof; ending it reveals the seed. */
export function RaffleDetailPage() {
  const { id = '' } = useParams();
  const q = useQuery({ queryKey: ['admin', 'raffles', 'detail', id], queryFn: () => api.get<RaffleDetail>(`admin/raffle/detail/${id}`) });
  // Asked for beside the raffle, so the prize picker is ready when the page shows.
  const available = useQuery({
    queryKey: ['admin', 'raffles', 'available-specs'],
    queryFn: () => api.get<SpecRef[]>('admin/raffle/available-specs'),
  });
  const [ending, setEnding] = useState(false);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const r = q.data;
  const ended = r.status === 'ended';
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
      <RaffleStats stats={r.stats} />
      <div className="grid grid-cols-[1fr_380px] gap-6">
        <RaffleSettingsCard raffle={r} />
        <div className="flex flex-col gap-6">
          <RafflePrizesCard raffle={r} available={available} />
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
      <EndRaffleDialog raffle={r} open={ending} onClose={() => setEnding(false)} />
    </>
  );
}
