import { RejectCharacterQuerySchema } from '@pedestal/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CharacterPreview } from '@admin/components/character-preview';
import { Alert, Button, Card, ConfirmDialog, Empty, ErrorState, Loading, PageHeader, TextArea } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacter, useCharacterAction, useCharacterList } from '@admin/lib/characters';
import { dateTime } from '@admin/lib/format';
import { validate } from '@admin/lib/forms';

const PAGE_SIZE = 20;

/** Pending submissions, oldest first in the dashboard, here newest first with a preview, approve and reject. */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const list = useCharacterList({ page, pageSize: PAGE_SIZE, status: 'pending' });
  const focus = params.get('focus') ?? list.data?.[0]?.id ?? null;
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
        <Card title="Pending">
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.length === 0 ? (
            <Empty title="The queue is empty">New submissions appear here.</Empty>
          ) : (
            <ul className="-mx-2 flex flex-col gap-1">
              {list.data.map((c) => (
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
            <Button variant="secondary" disabled={(list.data?.length ?? 0) < PAGE_SIZE} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        </Card>
        <div>
          {focus ? (
            <Review
              id={focus}
              onDone={(m) => {
                setDone(m);
                setParams({}, { replace: true });
              }}
            />
          ) : list.data?.length === 0 ? null : (
            <Loading />
          )}
        </div>
      </div>
    </>
  );
}

function Review({ id, onDone }: { id: string; onDone: (message: string) => void }) {
  const c = useCharacter(id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const approve = useCharacterAction(() => api.get(`admin/character/approve/${id}`));
  const reject = useCharacterAction((rejectReason: string) => api.get(`admin/character/reject/${id}`, { rejectReason }));
  if (c.isPending) return <Loading />;
  if (c.isError) return <ErrorState error={c.error} onRetry={() => void c.refetch()} />;
  const ch = c.data;
  const close = () => {
    setDialog(null);
    approve.reset();
    reject.reset();
  };
  return (
    <Card
      title={`Reviewing ${ch.name}`}
      actions={
        ch.status === 'pending' ? (
          <>
            <Button variant="secondary" onClick={() => setDialog('reject')}>
              Reject
            </Button>
            <Button onClick={() => setDialog('approve')}>Approve</Button>
          </>
        ) : (
          <Link className="text-sm text-indigo-800 underline" to={`/characters/${ch.id}`}>
            Open character
          </Link>
        )
      }
    >
      <p className="mb-3 text-sm text-slate-600">As the shopper will see it once approved:</p>
      <CharacterPreview c={ch} />
      <ConfirmDialog
        open={dialog === 'approve'}
        title={`Approve ${ch.name}?`}
        confirmLabel="Approve and open the vote"
        busy={approve.isPending}
        error={approve.error}
        onClose={close}
        onConfirm={() =>
          approve.mutate(undefined, {
            onSuccess: () => {
              close();
              onDone(`${ch.name} was approved; its vote is open and ${ch.user.profile.nickname} was notified.`);
            },
          })
        }
      >
        <p>
          The character goes public with a vote at the default target. {ch.user.profile.nickname} receives a message that it was approved.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'reject'}
        title={`Reject ${ch.name}?`}
        confirmLabel="Reject submission"
        danger
        busy={reject.isPending}
        error={reject.error}
        onClose={close}
        onConfirm={() => {
          const checked = validate(RejectCharacterQuerySchema, { rejectReason: reason });
          setReasonError(checked.errors?.rejectReason);
          if (checked.data)
            reject.mutate(checked.data.rejectReason, {
              onSuccess: () => {
                close();
                setReason('');
                onDone(`${ch.name} was rejected; ${ch.user.profile.nickname} was told why.`);
              },
            });
        }}
      >
        <p>{ch.user.profile.nickname} receives a message with your reason and can edit and resubmit.</p>
        <TextArea
          label="Reason for the submitter"
          value={reason}
          maxLength={2000}
          error={reasonError}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
    </Card>
  );
}
