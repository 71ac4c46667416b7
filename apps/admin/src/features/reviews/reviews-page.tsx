import { formatNumber } from '@pedestal/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Empty, ErrorState, Loading, PageHeader } from '@admin/components/ui';
import { useCharacterList } from '@admin/lib/characters';
import { dateTime } from '@admin/lib/format';
import { ReviewPanel } from './review-panel';

const PAGE_SIZE = 20;

/** Pending submissions, oldest first in the dashboard, here newest first with a preview, approve and reject. */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const list = useCharacterList({ page, pageSize: PAGE_SIZE, status: 'pending' });
  const rows = list.data?.data;
  const count = list.data?.meta.count;
  const focus = params.get('focus') ?? rows?.[0]?.id ?? null;
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title="Review queue"
        description="Submissions waiting for a decision. Approving opens the vote; rejecting tells the submitter why."
      />
      {done && (
        <div className="mb-4">
          <Alert tone="green">{done}</Alert>
        </div>
      )}
      <div className="grid grid-cols-[320px_1fr] gap-6">
        <Card title={count === undefined ? 'Pending' : `Pending (${formatNumber(count)})`}>
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.data.length === 0 ? (
            <Empty title="The queue is empty">New submissions appear here.</Empty>
          ) : (
            <ul className="-mx-2 flex flex-col gap-1">
              {list.data.data.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    aria-current={c.id === focus || undefined}
                    onClick={() => setParams({ focus: c.id }, { replace: true })}
                    className={`w-full rounded-md px-3 py-2 text-left text-sm ${c.id === focus ? 'bg-indigo-50 ring-1 ring-indigo-300' : 'hover:bg-slate-50'}`}
                  >
                    <span className="block font-medium text-slate-900">{c.name}</span>
                    <span className="block text-xs text-slate-600">
                      {c.user.profile.nickname} · {dateTime(c.createdAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <nav aria-label="Queue pages" className="mt-3 flex justify-between">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button variant="secondary" disabled={page * PAGE_SIZE >= (count ?? 0)} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        </Card>
        <div>
          {focus ? (
            <ReviewPanel
              id={focus}
              onDone={(m) => {
                setDone(m);
                setParams({}, { replace: true });
              }}
            />
          ) : rows?.length === 0 ? null : (
            <Loading />
          )}
        </div>
      </div>
    </>
  );
}
