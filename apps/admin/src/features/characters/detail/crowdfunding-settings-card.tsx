import { AdminCrowdfundingInputSchema, type CharacterDetail, type ChargeMode } from '@pedestal/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ImagesField } from '@admin/components/image-upload';
import { Alert, Badge, Button, Card, SelectField, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { dateTime, label, money } from '@admin/lib/format';
import { num, validate, type FieldErrors } from '@admin/lib/forms';
import { AmendCampaignDialog, DraftStart } from './campaign-draft-and-amend';
import { fromLocalInput, toLocalInput } from './local-time';
import { SaveBar } from './save-bar';

/** How supporters pay (decision 040): at once, or by pledges charged when the campaign succeeds. */
const CHARGE_MODES: { value: ChargeMode; label: string }[] = [
  { value: 'now', label: 'Charge now' },
  { value: 'on_success', label: 'Charge on success (pledges, cards only)' },
];

/**
 * The campaign's goal, end, images and charge mode; sends only what changed. A draft (decision 066)
 * is edited freely and shows its checklist and Start; a running campaign's goal and end are
 * read-only here and change through Amend…, with a reason.
 */
export function CrowdfundingSettingsCard({ c }: { c: CharacterDetail }) {
  const cf = c.crowdfunding!;
  const draft = cf.status === 'inactive';
  const running = cf.status === 'active';
  const [amending, setAmending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [target, setTarget] = useState(String(cf.countTarget));
  const [endAt, setEndAt] = useState(toLocalInput(cf.endAt));
  const [images, setImages] = useState(cf.images);
  const [chargeMode, setChargeMode] = useState<ChargeMode>(cf.chargeMode ?? 'now');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCharacterAction((body: unknown) => api.put(`admin/crowdfunding/${c.id}`, body));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(AdminCrowdfundingInputSchema, {
      ...(!running && Number(target) !== cf.countTarget ? { countTarget: num(target) } : {}),
      ...(!running && endAt !== toLocalInput(cf.endAt) ? { endAt: fromLocalInput(endAt) } : {}),
      ...(images.join() !== cf.images.join() ? { images } : {}),
      ...(chargeMode !== (cf.chargeMode ?? 'now') ? { chargeMode } : {}),
    });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data);
  };
  return (
    <Card
      title="Crowdfunding"
      actions={
        <div className="flex items-center gap-2">
          {running && (
            <Button variant="secondary" onClick={() => setAmending(true)}>
              Amend…
            </Button>
          )}
          <Badge tone="sky">{draft ? 'Draft' : label(cf.status)}</Badge>
        </div>
      }
    >
      {done && (
        <div className="mb-3">
          <Alert tone="green">{done}</Alert>
        </div>
      )}
      {draft && <DraftStart c={c} onDone={setDone} />}
      {running && (
        <p className="mb-3 text-sm">
          <Link className="text-indigo-800 underline" to={`/audit?targetType=crowdfunding&targetId=${c.id}&action=crowdfunding.amend`}>
            Amendments in the audit log
          </Link>
        </p>
      )}
      {running && (
        <AmendCampaignDialog
          key={`${cf.countTarget}-${cf.endAt}-${cf.specs.map((t) => t.price).join()}`}
          c={c}
          open={amending}
          onClose={() => setAmending(false)}
          onDone={(message) => {
            setAmending(false);
            setDone(message);
          }}
        />
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {money(cf.countCurrent)} raised of {money(cf.countTarget)} ({cf.progress}%){cf.endAt ? `, ends ${dateTime(cf.endAt)}` : ''}.
        </p>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Goal ($)"
            type="number"
            min={100}
            value={running ? String(cf.countTarget) : target}
            readOnly={running}
            error={errors.countTarget}
            onChange={(e) => setTarget(e.target.value)}
          />
          <TextField
            label="Ends at"
            type="datetime-local"
            value={running ? toLocalInput(cf.endAt) : endAt}
            readOnly={running}
            error={errors.endAt}
            onChange={(e) => setEndAt(e.target.value)}
          />
        </div>
        <SelectField
          label="Charging"
          options={CHARGE_MODES}
          value={chargeMode}
          error={errors.chargeMode}
          onChange={(e) => setChargeMode(e.target.value as ChargeMode)}
        />
        <ImagesField label="Campaign images" value={images} onChange={setImages} error={errors.images} />
        <SaveBar busy={save.isPending} error={save.error} saved={save.isSuccess} />
      </form>
    </Card>
  );
}
