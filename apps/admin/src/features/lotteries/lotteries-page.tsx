import {
  AdminLotteryInputSchema,
  LOTTERY_CLAIM_HOURS,
  type AdminLotteryDrawRecord,
  type Lottery,
  type RaffleSpecRef,
} from '@pedestal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DataTable } from '@admin/components/data-table';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  ErrorState,
  Loading,
  PageHeader,
  SelectField,
  TextField,
} from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { dateTime } from '@admin/lib/format';
import { num, validate, type FieldErrors } from '@admin/lib/forms';

const col = createColumnHelper<Lottery>();
const columns = [
  col.accessor((r) => `${r.characterName} — ${r.specTitle}`, {
    id: 'spec',
    header: 'Lottery',
    cell: (c) => (
      <Link to={`/lotteries/${c.row.original.id}`} className="font-medium text-slate-900 hover:underline">
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => <Badge tone={c.getValue() === 'open' ? 'green' : 'slate'}>{c.getValue() === 'open' ? 'Open' : 'Drawn'}</Badge>,
  }),
  col.accessor('units', { header: 'Units' }),
  col.accessor('applications', { header: 'Applications' }),
  col.accessor('applyEndAt', { header: 'Applications close', cell: (c) => dateTime(c.getValue()) }),
];

/** A lottery's settings, checked with the contract's schema before they are sent. */
function LotteryForm({
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  error: unknown;
  onSubmit: (b: object) => void;
  onCancel: () => void;
}) {
  const [f, setF] = useState({
    specId: '',
    units: '',
    maxPerApplication: '1',
    supporterWeight: '1',
    claimHours: String(LOTTERY_CLAIM_HOURS),
    applyStartAt: '',
    applyEndAt: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  // Specs by character and title (issue 41): the console never shows a spec's id.
  const specs = useQuery({
    queryKey: ['admin', 'lotteries', 'available-specs'],
    queryFn: () => api.get<RaffleSpecRef[]>('admin/lottery/available-specs'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A time the browser cannot read is sent as typed: the contract's schema names it.
    const date = (v: string) => (!v ? undefined : Number.isNaN(Date.parse(v)) ? v : new Date(v).toISOString());
    const values = {
      specId: f.specId,
      units: num(f.units),
      maxPerApplication: num(f.maxPerApplication),
      supporterWeight: num(f.supporterWeight),
      claimHours: num(f.claimHours),
      applyStartAt: date(f.applyStartAt),
      applyEndAt: date(f.applyEndAt),
    };
    const checked = validate(AdminLotteryInputSchema, values);
    setErrors(checked.errors ?? {});
    if (checked.data) onSubmit(values);
  };
  const field = (key: keyof typeof f, label: string, type = 'number') => (
    <TextField label={label} type={type} value={f[key]} error={errors[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} />
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SelectField
        label="Figurine spec"
        value={f.specId}
        error={errors.specId}
        onChange={(e) => setF({ ...f, specId: e.target.value })}
        options={[
          {
            value: '',
            label: specs.isPending ? 'Loading…' : specs.data?.length ? 'Choose a spec' : 'No spec on sale with stock and no lottery',
          },
          ...(specs.data ?? []).map((s) => ({ value: s.id, label: `${s.characterName} — ${s.title} (${s.stock} in stock)` })),
        ]}
      />
      <div className="grid grid-cols-2 gap-4">
        {field('units', 'Units (taken off the stock)')}
        {field('maxPerApplication', 'At most per application')}
        {field('supporterWeight', 'Weight of voters and backers (1 = none)')}
        {field('claimHours', 'Purchase window (hours)')}
        {field('applyStartAt', 'Applications open', 'datetime-local')}
        {field('applyEndAt', 'Applications close', 'datetime-local')}
      </div>
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          Create lottery
        </Button>
      </div>
    </form>
  );
}

/** Lottery drops: set one up on a spec, then run its draw once applications close (issue 25). */
export function LotteriesPage() {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['admin', 'lotteries'], queryFn: () => api.get<Lottery[]>('admin/lottery/list') });
  const create = useMutation({
    mutationFn: (body: object) => api.post<Lottery>('admin/lottery', body),
    onSuccess: (l) => {
      void client.invalidateQueries({ queryKey: ['admin', 'lotteries'] });
      navigate(`/lotteries/${l.id}`);
    },
  });
  return (
    <>
      <PageHeader
        title="Lotteries"
        description="Drops sold by lottery: units held for the drawn, a provably fair draw, a purchase window per winner."
        actions={<Button onClick={() => setCreating(true)}>New lottery</Button>}
      />
      <DataTable
        caption="Lotteries"
        columns={columns}
        query={query}
        page={1}
        pageSize={200}
        onPage={() => undefined}
        rowKey={(r) => r.id}
        empty="No lottery yet"
        emptyHint="Set one up on a figurine spec: its units leave the stock for the drawn."
      />
      <Dialog open={creating} title="New lottery" wide onClose={() => setCreating(false)}>
        {creating && (
          <LotteryForm
            busy={create.isPending}
            error={create.error}
            onSubmit={(b) => create.mutate(b)}
            onCancel={() => setCreating(false)}
          />
        )}
      </Dialog>
    </>
  );
}

/** One lottery: its settings, the draw (once), and every application in drawn order. */
export function LotteryDetailPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['admin', 'lottery', id], queryFn: () => api.get<AdminLotteryDrawRecord>(`admin/lottery/${id}`) });
  const draw = useMutation({
    mutationFn: () => api.post(`admin/lottery/${id}/draw`),
    onSuccess: () => {
      setConfirming(false);
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const remove = useMutation({
    mutationFn: () => api.delete(`admin/lottery/${id}`),
    onSuccess: () => {
      setDeleting(false);
      void client.invalidateQueries({ queryKey: ['admin'] });
      navigate('/lotteries');
    },
  });
  // When the page opened: the draw's button is disabled until applications close.
  const [openedAt] = useState(() => Date.now());
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { lottery, entries, unitsLeft } = query.data;
  const drawNotYet =
    new Date(lottery.applyEndAt).getTime() > openedAt ? `The draw opens when applications close (${dateTime(lottery.applyEndAt)})` : null;
  return (
    <>
      <PageHeader
        title={`${lottery.characterName} — ${lottery.specTitle}`}
        description={`Lottery of ${lottery.units} units · applications ${dateTime(lottery.applyStartAt)} to ${dateTime(lottery.applyEndAt)}`}
        actions={
          <div className="flex items-center gap-2">
            {lottery.applications === 0 && (
              <Button variant="danger" onClick={() => setDeleting(true)}>
                Delete lottery
              </Button>
            )}
            {lottery.status === 'open' ? (
              <>
                {/* Decision 063: an action that cannot run yet is disabled, with the reason beside it. */}
                {drawNotYet && <span className="text-sm text-slate-500">{drawNotYet}</span>}
                <Button disabled={!!drawNotYet} title={drawNotYet ?? undefined} onClick={() => setConfirming(true)}>
                  Run the draw
                </Button>
              </>
            ) : (
              <Badge>Drawn</Badge>
            )}
          </div>
        }
      />
      <Card title="Draw">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-500">Applications</dt>
          <dd>{lottery.applications}</dd>
          <dt className="text-slate-500">Weight of voters and backers</dt>
          <dd>{lottery.supporterWeight}</dd>
          <dt className="text-slate-500">Purchase window</dt>
          <dd>{lottery.claimHours} hours</dd>
          <dt className="text-slate-500">Units not handed out</dt>
          <dd>{unitsLeft}</dd>
          <dt className="text-slate-500">Seed hash</dt>
          <dd className="break-all">{lottery.seedHash}</dd>
          <dt className="text-slate-500">Seed</dt>
          <dd className="break-all">{lottery.seed ?? 'Revealed by the draw'}</dd>
        </dl>
      </Card>
      {lottery.status === 'drawn' && (
        <Card title="Drawn order" className="mt-4">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Drawn order</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Account</th>
                <th scope="col">Quantity</th>
                <th scope="col">Weight</th>
                <th scope="col">Status</th>
                <th scope="col">Units</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.userId}>
                  <td>{e.rank}</td>
                  <td>
                    <Link to={`/users/${e.userId}`} className="hover:underline">
                      {e.username ?? 'Deleted user'}
                    </Link>
                  </td>
                  <td>{e.quantity}</td>
                  <td>{e.weight}</td>
                  <td>{e.status}</td>
                  <td>{e.allocated}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <ConfirmDialog
        open={confirming}
        title="Run the draw"
        confirmLabel="Draw now"
        busy={draw.isPending}
        error={draw.error}
        onConfirm={() => draw.mutate()}
        onClose={() => setConfirming(false)}
      >
        The seed is revealed and every applicant is told the result. A lottery is drawn once, after its applications close.
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting}
        title="Delete lottery"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
        onClose={() => setDeleting(false)}
      >
        Nobody has applied: the lottery is removed and its {unitsLeft} held units go back to the spec&apos;s stock.
      </ConfirmDialog>
    </>
  );
}
