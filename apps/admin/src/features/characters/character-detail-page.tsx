import {
  AdminCrowdfundingInputSchema,
  AdminSaleInputSchema,
  AdminVoteInputSchema,
  CreateCrowdfundingSpecInputSchema,
  CreateSaleSpecInputSchema,
  JourneyStage,
  PRE_SALE_DEFAULTS,
  StartPreSaleQuerySchema,
  characterPath,
  type CharacterDetail,
} from '@pedestal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ImagesField } from '@admin/components/image-upload';
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
  TextArea,
  TextField,
} from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { characterKeys, useCharacter, useCharacterAction } from '@admin/lib/characters';
import { dateTime, label, money } from '@admin/lib/format';
import { num, validate, type FieldErrors } from '@admin/lib/forms';
import { statusTone } from './status';

interface CfSpec {
  id: string;
  price: number;
  diamond: number;
  status: string;
}
interface SaleSpec {
  id: string;
  title: string;
  image: string | null;
  description: string;
  price: number;
  preSalePrice: number | null;
  stock: number;
  status: string;
}

const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : undefined);

/** One character: its journey, the next lifecycle step, and the settings and specs of each stage. */
export function CharacterDetailPage() {
  const { id = '' } = useParams();
  const q = useCharacter(id);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const c = q.data;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link to="/characters" className="text-indigo-800 underline underline-offset-2">
          Characters
        </Link>{' '}
        / {c.name}
      </nav>
      <PageHeader
        title={c.name}
        description={
          <span className="flex items-center gap-2">
            <Badge tone={statusTone(c)}>{c.displayStatus}</Badge>
            <span>
              Submitted by {c.user.profile.nickname} · {c.phase ? label(c.phase) : label(c.status)}
            </span>
          </span>
        }
        actions={
          c.status === 'approved' && (
            <a
              href={characterPath(c.kind, c.id)}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-medium text-indigo-800 underline"
            >
              View in the store ↗
            </a>
          )
        }
      />
      <div className="grid grid-cols-[1fr_340px] gap-6">
        <div className="flex flex-col gap-6">
          <Lifecycle c={c} />
          {c.vote && <VoteSettings c={c} />}
          {c.crowdfunding && c.crowdfunding.status !== 'inactive' && (
            <>
              <CrowdfundingSettings c={c} />
              <CrowdfundingSpecs id={c.id} />
            </>
          )}
          {c.sale && c.sale.status === 'active' && (
            <>
              <SaleSettings c={c} />
              <SaleSpecs id={c.id} />
            </>
          )}
        </div>
        <div className="flex flex-col gap-6">
          <Journey c={c} />
          <DangerZone c={c} />
        </div>
      </div>
    </>
  );
}

function Journey({ c }: { c: CharacterDetail }) {
  const reached = new Map(c.journey.map((j) => [j.stage, j.at]));
  return (
    <Card title="Journey">
      <ol className="flex flex-col gap-0">
        {JourneyStage.map((s) => {
          const at = reached.get(s);
          return (
            <li key={s} className="flex items-start gap-3 border-l-2 py-1.5 pl-3" style={{ borderColor: at ? '#4338ca' : '#cbd5e1' }}>
              <div className="text-sm">
                <p className={at ? 'font-medium text-slate-900' : 'text-slate-600'}>{label(s)}</p>
                <p className="text-xs text-slate-600">{at ? dateTime(at) : 'not yet'}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {c.rejectReason && (
        <div className="mt-3">
          <Alert tone="amber">Rejected: {c.rejectReason}</Alert>
        </div>
      )}
    </Card>
  );
}

/** The next step of the funnel, each behind a confirmation that says what it does. */
function Lifecycle({ c }: { c: CharacterDetail }) {
  const [open, setOpen] = useState<'start-cf' | 'finish' | 'pre-sale' | null>(null);
  const [pre, setPre] = useState({
    salePrice: String(PRE_SALE_DEFAULTS.salePrice),
    preSalePrice: '',
    preSaleDays: String(PRE_SALE_DEFAULTS.preSaleDays),
  });
  const [preErrors, setPreErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const startCf = useCharacterAction(() => api.get(`admin/character/start-crowdfunding/${c.id}`));
  const finish = useCharacterAction(() => api.get(`admin/character/finish-crowdfunding-success/${c.id}`));
  const startPre = useCharacterAction((q: Record<string, number | undefined>) => api.get(`admin/character/start-pre-sale/${c.id}`, q));
  const settings = useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => api.get<{ defaultCrowdfundingCountTarget: number }>('admin/system/setting'),
  });
  const close = () => {
    setOpen(null);
    startCf.reset();
    finish.reset();
    startPre.reset();
  };
  const ok = (message: string) => () => {
    close();
    setDone(message);
  };
  const cf = c.crowdfunding;
  const canStartCf =
    c.status === 'approved' &&
    !!c.vote &&
    c.vote.countCurrent >= c.vote.countTarget &&
    c.vote.negotiation !== 'failed' &&
    (!cf || cf.status === 'inactive');
  const canFinish = cf?.status === 'active';
  const canStartPre = cf?.status === 'success_pending' && c.sale?.status !== 'active';
  let next: ReactNode;
  if (c.status === 'pending')
    next = (
      <p className="text-sm text-slate-700">
        Waiting for review. Decide in the{' '}
        <Link className="text-indigo-800 underline" to={`/reviews?focus=${c.id}`}>
          review queue
        </Link>
        .
      </p>
    );
  else if (c.status === 'rejected') next = <p className="text-sm text-slate-700">Rejected; the submitter may edit and resubmit.</p>;
  else if (canStartCf) next = <Button onClick={() => setOpen('start-cf')}>Start crowdfunding</Button>;
  else if (canFinish) next = <Button onClick={() => setOpen('finish')}>Finish crowdfunding as success</Button>;
  else if (canStartPre) next = <Button onClick={() => setOpen('pre-sale')}>Start pre-sale</Button>;
  else if (c.vote?.status === 'active')
    next = (
      <p className="text-sm text-slate-700">
        Voting: {c.vote.countCurrent} of {c.vote.countTarget} votes. Crowdfunding can start once the vote reaches its target.
      </p>
    );
  else if (c.sale?.status === 'active') next = <p className="text-sm text-slate-700">On sale. Manage its price, images and specs below.</p>;
  else next = <p className="text-sm text-slate-700">No lifecycle step is available in this state ({c.displayStatus}).</p>;
  return (
    <Card title="Next step">
      {done && (
        <div className="mb-3">
          <Alert tone="green">{done}</Alert>
        </div>
      )}
      {next}
      <ConfirmDialog
        open={open === 'start-cf'}
        title={`Start crowdfunding for ${c.name}?`}
        confirmLabel="Start crowdfunding"
        busy={startCf.isPending}
        error={startCf.error}
        onClose={close}
        onConfirm={() =>
          startCf.mutate(undefined, { onSuccess: ok('Crowdfunding started. Add support tiers so shoppers can support it.') })
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
      <ConfirmDialog
        open={open === 'finish'}
        title={`Finish ${c.name}'s campaign as a success?`}
        confirmLabel="Finish as success"
        busy={finish.isPending}
        error={finish.error}
        onClose={close}
        onConfirm={() =>
          finish.mutate(undefined, {
            onSuccess: ok('The campaign is funded and in production. Start the pre-sale when figurines can be ordered.'),
          })
        }
      >
        <ul className="list-disc space-y-1 pl-5">
          <li>The campaign ends now as funded ({cf ? `${money(cf.countCurrent)} of ${money(cf.countTarget)}` : ''}); no more supports.</li>
          <li>Payments are kept — nobody is refunded. Supporters receive the diamonds of their tiers.</li>
          <li>The top 10 supporters receive their reward diamonds (500, 400, 300, then 200 each); everyone is notified.</li>
        </ul>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'pre-sale'}
        title={`Start the pre-sale of ${c.name}?`}
        confirmLabel="Start pre-sale"
        busy={startPre.isPending}
        error={startPre.error}
        onClose={close}
        onConfirm={() => {
          const checked = validate(StartPreSaleQuerySchema, {
            salePrice: num(pre.salePrice),
            preSalePrice: num(pre.preSalePrice),
            preSaleDays: num(pre.preSaleDays),
          });
          setPreErrors(checked.errors ?? {});
          if (checked.data)
            startPre.mutate(checked.data, { onSuccess: ok('Pre-sale started. Add sale specs with stock so shoppers can buy.') });
        }}
      >
        <p>
          The figurine page opens in the store with the campaign's images. Until the pre-sale ends, the pre-sale price applies; then the
          sale price.
        </p>
        <div className="grid grid-cols-3 gap-3">
          <TextField
            label="Sale price ($)"
            type="number"
            min={1}
            value={pre.salePrice}
            error={preErrors.salePrice}
            onChange={(e) => setPre({ ...pre, salePrice: e.target.value })}
          />
          <TextField
            label="Pre-sale price ($)"
            type="number"
            min={1}
            placeholder={`${Math.round(Number(pre.salePrice) * PRE_SALE_DEFAULTS.preSaleDiscount * 100) / 100 || ''}`}
            value={pre.preSalePrice}
            error={preErrors.preSalePrice}
            onChange={(e) => setPre({ ...pre, preSalePrice: e.target.value })}
          />
          <TextField
            label="Pre-sale days"
            type="number"
            min={1}
            max={365}
            value={pre.preSaleDays}
            error={preErrors.preSaleDays}
            onChange={(e) => setPre({ ...pre, preSaleDays: e.target.value })}
          />
        </div>
      </ConfirmDialog>
    </Card>
  );
}

function SaveBar({ busy, error, saved }: { busy: boolean; error: unknown; saved: boolean }) {
  return (
    <div className="flex items-center justify-end gap-3">
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(error)}
        </p>
      ) : saved ? (
        <p role="status" className="text-sm text-emerald-800">
          Saved
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        Save
      </Button>
    </div>
  );
}

function VoteSettings({ c }: { c: CharacterDetail }) {
  const vote = c.vote!;
  const [target, setTarget] = useState(String(vote.countTarget));
  const [negotiation, setNegotiation] = useState(vote.negotiation ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCharacterAction((body: unknown) => api.put(`admin/vote/${c.id}`, body));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(AdminVoteInputSchema, {
      ...(Number(target) !== vote.countTarget ? { countTarget: num(target) } : {}),
      ...((negotiation || null) !== vote.negotiation ? { negotiation: negotiation || null } : {}),
    });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data);
  };
  return (
    <Card title="Vote" actions={<Badge tone={vote.status === 'active' ? 'indigo' : 'slate'}>{label(vote.status)}</Badge>}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {vote.countCurrent} of {vote.countTarget} votes ({vote.progress}%). The target is 100 to 1,000,000 and never below the votes cast.
        </p>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Vote target"
            type="number"
            min={100}
            value={target}
            error={errors.countTarget ?? errors._}
            onChange={(e) => setTarget(e.target.value)}
          />
          <SelectField
            label="Copyright talks"
            value={negotiation}
            onChange={(e) => setNegotiation(e.target.value)}
            options={[
              { value: '', label: 'Not started' },
              { value: 'in_progress', label: 'In progress' },
              { value: 'succeeded', label: 'Succeeded' },
              { value: 'failed', label: 'Failed' },
            ]}
          />
        </div>
        <SaveBar busy={save.isPending} error={save.error} saved={save.isSuccess} />
      </form>
    </Card>
  );
}

function CrowdfundingSettings({ c }: { c: CharacterDetail }) {
  const cf = c.crowdfunding!;
  const [target, setTarget] = useState(String(cf.countTarget));
  const [endAt, setEndAt] = useState(toLocalInput(cf.endAt));
  const [images, setImages] = useState(cf.images);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCharacterAction((body: unknown) => api.put(`admin/crowdfunding/${c.id}`, body));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(AdminCrowdfundingInputSchema, {
      ...(Number(target) !== cf.countTarget ? { countTarget: num(target) } : {}),
      ...(endAt !== toLocalInput(cf.endAt) ? { endAt: fromLocalInput(endAt) } : {}),
      ...(images.join() !== cf.images.join() ? { images } : {}),
    });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data);
  };
  return (
    <Card title="Crowdfunding" actions={<Badge tone="sky">{label(cf.status)}</Badge>}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {money(cf.countCurrent)} raised of {money(cf.countTarget)} ({cf.progress}%){cf.endAt ? `, ends ${dateTime(cf.endAt)}` : ''}.
        </p>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Goal ($)"
            type="number"
            min={100}
            value={target}
            error={errors.countTarget}
            onChange={(e) => setTarget(e.target.value)}
          />
          <TextField label="Ends at" type="datetime-local" value={endAt} error={errors.endAt} onChange={(e) => setEndAt(e.target.value)} />
        </div>
        <ImagesField label="Campaign images" value={images} onChange={setImages} error={errors.images} />
        <SaveBar busy={save.isPending} error={save.error} saved={save.isSuccess} />
      </form>
    </Card>
  );
}

function CrowdfundingSpecs({ id }: { id: string }) {
  const specs = useQuery({
    queryKey: [...characterKeys.all, 'cf-specs', id],
    queryFn: () => api.get<CfSpec[]>(`admin/crowdfunding-spec/${id}`),
  });
  const [form, setForm] = useState({ price: '', diamond: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [removing, setRemoving] = useState<CfSpec | null>(null);
  const add = useCharacterAction((body: unknown) => api.post(`admin/crowdfunding-spec/${id}`, body));
  const remove = useCharacterAction((specId: string) => api.delete(`admin/crowdfunding-spec/${specId}`));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(CreateCrowdfundingSpecInputSchema.omit({ characterId: true }), {
      price: num(form.price),
      diamond: num(form.diamond),
    });
    setErrors(checked.errors ?? {});
    if (checked.data) add.mutate(checked.data, { onSuccess: () => setForm({ price: '', diamond: '' }) });
  };
  return (
    <Card title="Support tiers">
      {specs.isPending ? (
        <Loading />
      ) : specs.isError ? (
        <ErrorState error={specs.error} onRetry={() => void specs.refetch()} />
      ) : specs.data.length === 0 ? (
        <p className="mb-3 text-sm text-slate-700">No tiers yet: shoppers cannot support until you add one.</p>
      ) : (
        <table className="mb-4 w-full text-left text-sm">
          <caption className="sr-only">Support tiers</caption>
          <thead className="text-xs text-slate-700 uppercase">
            <tr>
              <th scope="col" className="py-2">
                Price
              </th>
              <th scope="col" className="py-2">
                Diamonds
              </th>
              <th scope="col" className="py-2">
                Status
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {specs.data.map((s) => (
              <tr key={s.id}>
                <td className="py-2 tabular-nums">{money(s.price)}</td>
                <td className="py-2 tabular-nums">{s.diamond}</td>
                <td className="py-2">{label(s.status)}</td>
                <td className="py-2 text-right">
                  {s.status === 'active' && (
                    <Button variant="ghost" onClick={() => setRemoving(s)} aria-label={`Remove the ${money(s.price)} tier`}>
                      Remove
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={submit} noValidate className="flex items-start gap-3" aria-label="Add a support tier">
        <div className="w-40">
          <TextField
            label="Tier price ($)"
            type="number"
            min={1}
            value={form.price}
            error={errors.price}
            onChange={(e) => setForm({ ...form, price: e.target.value })}
          />
        </div>
        <div className="w-40">
          <TextField
            label="Tier diamonds"
            type="number"
            min={1}
            value={form.diamond}
            error={errors.diamond}
            onChange={(e) => setForm({ ...form, diamond: e.target.value })}
          />
        </div>
        <Button type="submit" className="mt-6" busy={add.isPending}>
          Add tier
        </Button>
        {add.isError && (
          <p role="alert" className="mt-7 text-sm text-red-700">
            {errorMessage(add.error)}
          </p>
        )}
      </form>
      <ConfirmDialog
        open={!!removing}
        title="Remove this support tier?"
        confirmLabel="Remove tier"
        danger
        busy={remove.isPending}
        error={remove.error}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={() => remove.mutate(removing!.id, { onSuccess: () => setRemoving(null) })}
      >
        <p>The {removing ? money(removing.price) : ''} tier stops being offered. Supports already made with it are kept.</p>
      </ConfirmDialog>
    </Card>
  );
}

function SaleSettings({ c }: { c: CharacterDetail }) {
  const sale = c.sale!;
  const [form, setForm] = useState({
    salePrice: String(sale.salePrice),
    preSalePrice: sale.preSalePrice === null ? '' : String(sale.preSalePrice),
    preSaleEndAt: toLocalInput(sale.preSaleEndAt),
  });
  const [images, setImages] = useState(sale.images);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCharacterAction((body: unknown) => api.put(`admin/sale/${c.id}`, body));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(AdminSaleInputSchema, {
      salePrice: num(form.salePrice),
      preSalePrice: form.preSalePrice ? num(form.preSalePrice) : null,
      preSaleEndAt: fromLocalInput(form.preSaleEndAt) ?? null,
      ...(images.join() !== sale.images.join() ? { images } : {}),
    });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data);
  };
  return (
    <Card title="Sale" actions={<Badge tone="green">{c.displayStatus}</Badge>}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {sale.preSaleCount} pre-ordered · {sale.saleCount} sold. Clear the pre-sale end to sell at the sale price only.
        </p>
        <div className="grid grid-cols-3 gap-4">
          <TextField
            label="Sale price ($)"
            type="number"
            min={1}
            value={form.salePrice}
            error={errors.salePrice}
            onChange={(e) => setForm({ ...form, salePrice: e.target.value })}
          />
          <TextField
            label="Pre-sale price ($)"
            type="number"
            min={1}
            value={form.preSalePrice}
            error={errors.preSalePrice}
            onChange={(e) => setForm({ ...form, preSalePrice: e.target.value })}
          />
          <TextField
            label="Pre-sale ends at"
            type="datetime-local"
            value={form.preSaleEndAt}
            error={errors.preSaleEndAt}
            onChange={(e) => setForm({ ...form, preSaleEndAt: e.target.value })}
          />
        </div>
        <ImagesField label="Sale images" value={images} onChange={setImages} error={errors.images} />
        <SaveBar busy={save.isPending} error={save.error} saved={save.isSuccess} />
      </form>
    </Card>
  );
}

const emptySpec = { title: '', description: '', price: '', preSalePrice: '', stock: '', image: [] as string[] };

function SaleSpecs({ id }: { id: string }) {
  const specs = useQuery({
    queryKey: [...characterKeys.all, 'sale-specs', id],
    queryFn: () => api.get<SaleSpec[]>(`admin/sale-spec/${id}`),
  });
  const [editing, setEditing] = useState<SaleSpec | 'new' | null>(null);
  const [removing, setRemoving] = useState<SaleSpec | null>(null);
  const remove = useCharacterAction((specId: string) => api.delete(`admin/sale-spec/${specId}`));
  return (
    <Card title="Figurine specs" actions={<Button onClick={() => setEditing('new')}>Add spec</Button>}>
      {specs.isPending ? (
        <Loading />
      ) : specs.isError ? (
        <ErrorState error={specs.error} onRetry={() => void specs.refetch()} />
      ) : specs.data.length === 0 ? (
        <p className="text-sm text-slate-700">No specs yet: shoppers cannot buy until you add one with stock.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Figurine specs</caption>
          <thead className="text-xs text-slate-700 uppercase">
            <tr>
              <th scope="col" className="py-2">
                Spec
              </th>
              <th scope="col" className="py-2">
                Price
              </th>
              <th scope="col" className="py-2">
                Pre-sale
              </th>
              <th scope="col" className="py-2">
                Stock
              </th>
              <th scope="col" className="py-2">
                Status
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {specs.data.map((s) => (
              <tr key={s.id}>
                <td className="py-2">
                  <span className="flex items-center gap-3">
                    {s.image ? (
                      <img src={s.image} alt="" className="size-10 rounded object-cover" />
                    ) : (
                      <span className="size-10 rounded bg-slate-200" aria-hidden />
                    )}
                    <span className="font-medium">{s.title}</span>
                  </span>
                </td>
                <td className="py-2 tabular-nums">{money(s.price)}</td>
                <td className="py-2 tabular-nums">{money(s.preSalePrice)}</td>
                <td className="py-2 tabular-nums">{s.stock}</td>
                <td className="py-2">{label(s.status)}</td>
                <td className="py-2 text-right whitespace-nowrap">
                  <Button variant="ghost" onClick={() => setEditing(s)} aria-label={`Edit ${s.title}`}>
                    Edit
                  </Button>
                  {s.status === 'active' && (
                    <Button variant="ghost" onClick={() => setRemoving(s)} aria-label={`Remove ${s.title}`}>
                      Remove
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && <SaleSpecDialog characterId={id} spec={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!removing}
        title={`Remove ${removing?.title ?? 'this spec'}?`}
        confirmLabel="Remove spec"
        danger
        busy={remove.isPending}
        error={remove.error}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={() => remove.mutate(removing!.id, { onSuccess: () => setRemoving(null) })}
      >
        <p>The spec is no longer sold and leaves any raffle. Orders already placed keep it.</p>
      </ConfirmDialog>
    </Card>
  );
}

function SaleSpecDialog({ characterId, spec, onClose }: { characterId: string; spec: SaleSpec | null; onClose: () => void }) {
  const [form, setForm] = useState(
    spec
      ? {
          title: spec.title,
          description: spec.description,
          price: String(spec.price),
          preSalePrice: spec.preSalePrice === null ? '' : String(spec.preSalePrice),
          stock: String(spec.stock),
          image: spec.image ? [spec.image] : [],
        }
      : emptySpec,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCharacterAction((body: unknown) =>
    spec ? api.put(`admin/sale-spec/${spec.id}`, body) : api.post(`admin/sale-spec/${characterId}`, body),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = {
      title: form.title,
      description: form.description,
      price: num(form.price),
      preSalePrice: form.preSalePrice ? num(form.preSalePrice) : null,
      stock: num(form.stock),
      image: form.image[0] ?? null,
    };
    const checked = validate(CreateSaleSpecInputSchema.omit({ characterId: true }), values);
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data, { onSuccess: onClose });
  };
  return (
    <Dialog open title={spec ? `Edit ${spec.title}` : 'Add a figurine spec'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Title"
          value={form.title}
          error={errors.title}
          maxLength={255}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
        <TextArea
          label="Description"
          value={form.description}
          error={errors.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
        <div className="grid grid-cols-3 gap-4">
          <TextField
            label="Price ($)"
            type="number"
            min={1}
            value={form.price}
            error={errors.price}
            onChange={(e) => setForm({ ...form, price: e.target.value })}
          />
          <TextField
            label="Pre-sale price ($)"
            type="number"
            min={1}
            value={form.preSalePrice}
            error={errors.preSalePrice}
            onChange={(e) => setForm({ ...form, preSalePrice: e.target.value })}
          />
          <TextField
            label="Stock"
            type="number"
            min={1}
            value={form.stock}
            error={errors.stock}
            onChange={(e) => setForm({ ...form, stock: e.target.value })}
          />
        </div>
        <ImagesField
          label="Spec image"
          value={form.image}
          min={0}
          max={1}
          onChange={(image) => setForm({ ...form, image })}
          error={errors.image}
        />
        {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            {spec ? 'Save spec' : 'Add spec'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DangerZone({ c }: { c: CharacterDetail }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<'close-vote' | 'delete' | null>(null);
  const closeVote = useCharacterAction(() => api.put(`admin/vote/${c.id}`, { status: 'ended' }));
  const del = useCharacterAction(() => api.delete(`admin/character/${c.id}`));
  const close = () => {
    setOpen(null);
    closeVote.reset();
    del.reset();
  };
  return (
    <Card title="Danger zone">
      <div className="flex flex-col gap-2">
        {c.vote?.status === 'active' && (
          <Button variant="secondary" onClick={() => setOpen('close-vote')}>
            Close the vote
          </Button>
        )}
        <Button variant="danger" onClick={() => setOpen('delete')}>
          Delete character
        </Button>
      </div>
      <ConfirmDialog
        open={open === 'close-vote'}
        title="Close the vote?"
        confirmLabel="Close vote"
        danger
        busy={closeVote.isPending}
        error={closeVote.error}
        onClose={close}
        onConfirm={() => closeVote.mutate(undefined, { onSuccess: close })}
      >
        <p>Voting stops now and the character shows “Voting Ended”. Votes already cast are kept.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'delete'}
        title={`Delete ${c.name}?`}
        confirmLabel="Delete character"
        danger
        busy={del.isPending}
        error={del.error}
        onClose={close}
        onConfirm={() => del.mutate(undefined, { onSuccess: () => navigate('/characters') })}
      >
        <p>The character disappears from the store and every list. This cannot be undone from the console.</p>
      </ConfirmDialog>
    </Card>
  );
}
