import { AmendCampaignInputSchema, type CampaignDraftGap, type CharacterDetail } from '@pedestal/contract';
import { useState } from 'react';
import { Button, ConfirmDialog, TextArea, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { money } from '@admin/lib/format';
import { num, validate, type FieldErrors } from '@admin/lib/forms';
import { fromLocalInput, toLocalInput } from './local-time';

const GAP_TEXT: Record<CampaignDraftGap, string> = {
  tier: 'At least one support tier',
  image: 'At least one campaign image',
  title: 'A name',
  description: 'A description',
  'end-at': 'An end date in the future',
  goal: 'A goal',
};

/** What the draft has and lacks, as the server's Start judges it (decision 066). */
export function draftChecklist(c: CharacterDetail, now = new Date()): { gap: CampaignDraftGap; done: boolean }[] {
  const cf = c.crowdfunding!;
  const done: Record<CampaignDraftGap, boolean> = {
    tier: cf.specs.length > 0,
    image: cf.images.length > 0,
    title: c.name.trim() !== '',
    description: (c.description ?? '').trim() !== '',
    'end-at': !!cf.endAt && Date.parse(cf.endAt) > now.getTime(),
    goal: cf.countTarget > 0,
  };
  return (Object.keys(GAP_TEXT) as CampaignDraftGap[]).map((gap) => ({ gap, done: done[gap] }));
}

/** A draft campaign's checklist and its Start (disabled, with why, until complete; confirmed before it opens). */
export function DraftStart({ c, onDone }: { c: CharacterDetail; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const start = useCharacterAction(() => api.post(`admin/crowdfunding/${c.id}/start`));
  const list = draftChecklist(c);
  const missing = list.filter((i) => !i.done).map((i) => GAP_TEXT[i.gap].toLowerCase());
  const why = missing.length ? `Missing: ${missing.join(', ')}` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">Draft: shoppers do not see this campaign until it starts.</p>
      <ul aria-label="Draft checklist" className="text-sm">
        {list.map((i) => (
          <li key={i.gap} className={i.done ? 'text-emerald-800' : 'text-slate-600'}>
            {i.done ? '✓' : '○'} {GAP_TEXT[i.gap]}
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-3">
        <Button disabled={!!why} title={why} onClick={() => setOpen(true)}>
          Start campaign
        </Button>
        {why && <span className="text-sm text-slate-600">{why}</span>}
      </div>
      <ConfirmDialog
        open={open}
        title={`Start ${c.name}'s campaign?`}
        confirmLabel="Start campaign"
        busy={start.isPending}
        error={start.error}
        onClose={() => {
          start.reset();
          setOpen(false);
        }}
        onConfirm={() =>
          start.mutate(undefined, {
            onSuccess: () => {
              start.reset();
              setOpen(false);
              onDone('Campaign started.');
            },
          })
        }
      >
        <ul className="list-disc space-y-1 pl-5">
          <li>Shoppers see it and can support it at once.</li>
          <li>The vote closes; {c.user.profile.nickname} earns 500 diamonds and is notified; voters are told too.</li>
          <li>Its goal, end date and tier prices then change only by Amend, with a reason.</li>
        </ul>
      </ConfirmDialog>
    </div>
  );
}

/** A running campaign's goal, end date and tier prices, changed only with a written reason (decision 066; audited old → new, shown to shoppers). */
export function AmendCampaignDialog({
  c,
  open,
  onClose,
  onDone,
}: {
  c: CharacterDetail;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const cf = c.crowdfunding!;
  const [target, setTarget] = useState(String(cf.countTarget));
  const [endAt, setEndAt] = useState(toLocalInput(cf.endAt));
  const [prices, setPrices] = useState<Record<string, string>>(() => Object.fromEntries(cf.specs.map((t) => [t.id, String(t.price)])));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const amend = useCharacterAction((body: unknown) => api.post(`admin/crowdfunding/${c.id}/amend`, body));
  const close = () => {
    amend.reset();
    setErrors({});
    onClose();
  };
  // Only the tiers whose price was changed are sent (each is audited and shown old → new).
  const changedTiers = cf.specs.filter((t) => Number(prices[t.id]) !== t.price).map((t) => ({ id: t.id, price: num(prices[t.id] ?? '') }));
  const confirm = () => {
    const checked = validate(AmendCampaignInputSchema, {
      ...(Number(target) !== cf.countTarget ? { countTarget: num(target) } : {}),
      ...(endAt !== toLocalInput(cf.endAt) ? { endAt: fromLocalInput(endAt) } : {}),
      ...(changedTiers.length ? { tiers: changedTiers } : {}),
      reason,
    });
    setErrors(checked.errors ?? {});
    if (checked.data)
      amend.mutate(checked.data, {
        onSuccess: () => {
          amend.reset();
          setReason('');
          onDone('Campaign amended.');
        },
      });
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Amend ${c.name}'s campaign?`}
      confirmLabel="Amend campaign"
      busy={amend.isPending}
      error={amend.error}
      onClose={close}
      onConfirm={confirm}
    >
      <p>
        {money(cf.countCurrent)} is raised: the goal cannot go below it (fund below goal, with a reason, instead). Shoppers read each change
        and your reason, dated, on the campaign page; the audit log keeps them under your name.
      </p>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="New goal ($)"
          type="number"
          min={100}
          value={target}
          error={errors.countTarget}
          onChange={(e) => setTarget(e.target.value)}
        />
        <TextField label="New end" type="datetime-local" value={endAt} error={errors.endAt} onChange={(e) => setEndAt(e.target.value)} />
      </div>
      {cf.specs.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Tier prices</legend>
          {cf.specs.map((t, i) => (
            <TextField
              key={t.id}
              label={`${t.name || `Tier ${i + 1}`} price ($), now ${money(t.price)}`}
              type="number"
              min={1}
              value={prices[t.id] ?? ''}
              error={errors[`tiers.${changedTiers.findIndex((c) => c.id === t.id)}.price`]}
              onChange={(e) => setPrices((p) => ({ ...p, [t.id]: e.target.value }))}
            />
          ))}
        </fieldset>
      )}
      {(errors._ ?? errors.tiers) && <p className="text-sm text-red-700">{errors._ ?? errors.tiers}</p>}
      <TextArea label="Reason" value={reason} error={errors.reason} onChange={(e) => setReason(e.target.value)} />
    </ConfirmDialog>
  );
}
