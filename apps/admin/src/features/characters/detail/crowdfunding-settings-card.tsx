import { AdminCrowdfundingInputSchema, type CharacterDetail, type ChargeMode } from '@pedestal/contract';
import { useState, type FormEvent } from 'react';
import { ImagesField } from '@admin/components/image-upload';
import { Badge, Card, SelectField, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { dateTime, label, money } from '@admin/lib/format';
import { num, validate, type FieldErrors } from '@admin/lib/forms';
import { fromLocalInput, toLocalInput } from './local-time';
import { SaveBar } from './save-bar';

/** How supporters pay (decision 040): at once, or by pledges charged when the campaign succeeds. */
const CHARGE_MODES: { value: ChargeMode; label: string }[] = [
  { value: 'now', label: 'Charge now' },
  { value: 'on_success', label: 'Charge on success (pledges, cards only)' },
];

/** The campaign's goal, end, images and charge mode; sends only what changed. */
export function CrowdfundingSettingsCard({ c }: { c: CharacterDetail }) {
  const cf = c.crowdfunding!;
  const [target, setTarget] = useState(String(cf.countTarget));
  const [endAt, setEndAt] = useState(toLocalInput(cf.endAt));
  const [images, setImages] = useState(cf.images);
  const [chargeMode, setChargeMode] = useState<ChargeMode>(cf.chargeMode ?? 'now');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCharacterAction((body: unknown) => api.put(`admin/crowdfunding/${c.id}`, body));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(AdminCrowdfundingInputSchema, {
      ...(Number(target) !== cf.countTarget ? { countTarget: num(target) } : {}),
      ...(endAt !== toLocalInput(cf.endAt) ? { endAt: fromLocalInput(endAt) } : {}),
      ...(images.join() !== cf.images.join() ? { images } : {}),
      ...(chargeMode !== (cf.chargeMode ?? 'now') ? { chargeMode } : {}),
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
