import { useMutation, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '@admin/components/data-table';
import { Alert, Badge, Button, Card, ConfirmDialog, ErrorState, Loading, PageHeader } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { dateTime, label } from '@admin/lib/format';
import { useCan } from '@admin/lib/session';
import { AdjustBalanceDialog, RestoreUserDialog, SuspendUserDialog } from './user-actions';
import { UserActivitySection } from './user-activity';
import type { AdminUser } from './users-page';

interface LedgerRow {
  id: string;
  currency: string;
  delta: number;
  reason: string;
  createdAt: string;
}
const PAGE_SIZE = 20;
const col = createColumnHelper<LedgerRow>();
const columns = [
  col.accessor('createdAt', { header: 'When', cell: (c) => dateTime(c.getValue()) }),
  col.accessor('currency', { header: 'Balance', cell: (c) => label(c.getValue()) }),
  col.accessor('delta', {
    header: 'Change',
    cell: (c) => (
      <span className={`tabular-nums ${c.getValue() < 0 ? 'text-red-800' : 'text-emerald-800'}`}>
        {c.getValue() > 0 ? `+${c.getValue()}` : c.getValue()}
      </span>
    ),
  }),
  col.accessor('reason', { header: 'Reason', cell: (c) => label(c.getValue()) }),
];

export function UserDetailPage() {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const [confirm, setConfirm] = useState(false);
  const [dialog, setDialog] = useState<'suspend' | 'restore' | 'adjust' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const can = useCan();
  const user = useQuery({ queryKey: ['admin', 'users', 'detail', id], queryFn: () => api.get<AdminUser>(`admin/user/show/${id}`) });
  const ledger = useQuery({
    queryKey: ['admin', 'users', 'ledger', id, page],
    queryFn: () => api.get<LedgerRow[]>(`admin/user/ledger/${id}`, { page, pageSize: PAGE_SIZE }),
  });
  const revoke = useMutation({ mutationFn: () => api.post(`admin/user/revoke-sessions/${id}`), onSuccess: () => setConfirm(false) });
  if (user.isPending) return <Loading />;
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  const u = user.data;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link to="/users" className="text-indigo-800 underline underline-offset-2">
          Users
        </Link>{' '}
        / {u.nickname}
      </nav>
      <PageHeader
        title={u.nickname}
        description={`${u.username ?? 'no username'} · joined ${dateTime(u.createdAt)}`}
        actions={
          can('users.manage') || can('wallet.adjust') ? (
            <div className="flex gap-2">
              {can('wallet.adjust') && (
                <Button variant="secondary" onClick={() => setDialog('adjust')}>
                  Adjust balance…
                </Button>
              )}
              {can('users.manage') &&
                (u.suspendedAt ? (
                  <Button variant="secondary" onClick={() => setDialog('restore')}>
                    Restore…
                  </Button>
                ) : (
                  <Button variant="danger" onClick={() => setDialog('suspend')}>
                    Suspend…
                  </Button>
                ))}
              {can('users.manage') && (
                <Button variant="danger" onClick={() => setConfirm(true)}>
                  Sign out everywhere
                </Button>
              )}
            </div>
          ) : undefined
        }
      />
      {u.suspendedAt && (
        <div className="mb-4">
          <Badge tone="red">Suspended since {dateTime(u.suspendedAt)}</Badge>
        </div>
      )}
      {done && (
        <div className="mb-4">
          <Alert tone="green">{done}</Alert>
        </div>
      )}
      {revoke.isSuccess && (
        <div className="mb-4">
          <Alert tone="green">Every session of {u.nickname} was revoked.</Alert>
        </div>
      )}
      <div className="mb-6 grid grid-cols-4 gap-4">
        <Card title="Diamonds">
          <p className="text-2xl font-semibold tabular-nums">{u.diamond}</p>
        </Card>
        <Card title="Frozen diamonds">
          <p className="text-2xl font-semibold tabular-nums">{u.frozenDiamond}</p>
        </Card>
        <Card title="Vote tickets">
          <p className="text-2xl font-semibold tabular-nums">{u.voteToken}</p>
        </Card>
        <Card title="Contact">
          <p className="text-sm break-all">{u.email ?? u.phone ?? '—'}</p>
        </Card>
      </div>
      <UserActivitySection userId={id} />
      <h2 className="mb-3 text-lg font-semibold">Ledger</h2>
      <DataTable
        caption="Ledger"
        columns={columns}
        query={ledger}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        rowKey={(r) => r.id}
        empty="No balance change yet"
      />
      <SuspendUserDialog
        user={u}
        open={dialog === 'suspend'}
        onClose={() => setDialog(null)}
        onDone={(m) => (setDialog(null), setDone(m))}
      />
      <RestoreUserDialog
        user={u}
        open={dialog === 'restore'}
        onClose={() => setDialog(null)}
        onDone={(m) => (setDialog(null), setDone(m))}
      />
      <AdjustBalanceDialog
        user={u}
        open={dialog === 'adjust'}
        onClose={() => setDialog(null)}
        onDone={(m) => (setDialog(null), setDone(m))}
      />
      <ConfirmDialog
        open={confirm}
        title={`Sign ${u.nickname} out everywhere?`}
        confirmLabel="Revoke all sessions"
        danger
        busy={revoke.isPending}
        error={revoke.error}
        onClose={() => (setConfirm(false), revoke.reset())}
        onConfirm={() => revoke.mutate()}
      >
        <p>
          Every device signed in as {u.nickname} is signed out at its next request. Their account, balances and orders are untouched; they
          can sign in again.
        </p>
      </ConfirmDialog>
    </>
  );
}
