import { AdminRaffleInputSchema, AdminRaffleUpdateSchema, RAFFLE_DEFAULTS } from '@pedestal/contract';
import { useState, type FormEvent } from 'react';
import { ImagesField } from '@admin/components/image-upload';
import { Alert, Button, SelectField, TextArea, TextField } from '@admin/components/ui';
import { errorMessage } from '@admin/lib/api';
import { num, validate, type FieldErrors } from '@admin/lib/forms';

export interface Raffle {
  id: string;
  title: string;
  description: string;
  image: string | null;
  costDiamond: number;
  winRate: number;
  guaranteeCount: number;
  status: 'active' | 'inactive' | 'ended';
  seedHash: string;
  seed: string | null;
  specs: { id: string; title: string; image: string | null; stock: number; characterId: string; characterName: string }[];
  createdAt: string;
}

/** Create or edit a raffle; the odds (win rate, guarantee) are locked once anyone has entered. */
export function RaffleForm({
  raffle,
  oddsLocked,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  raffle?: Raffle;
  oddsLocked?: boolean;
  busy: boolean;
  error: unknown;
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel?: () => void;
}) {
  const [f, setF] = useState({
    title: raffle?.title ?? '',
    description: raffle?.description ?? '',
    image: raffle?.image ? [raffle.image] : ([] as string[]),
    costDiamond: String(raffle?.costDiamond ?? RAFFLE_DEFAULTS.costDiamond),
    winRatePercent: String(Math.round((raffle?.winRate ?? RAFFLE_DEFAULTS.winRate) * 10_000) / 100),
    guaranteeCount: String(raffle?.guaranteeCount ?? RAFFLE_DEFAULTS.guaranteeCount),
    status: raffle?.status ?? 'inactive',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rate = num(f.winRatePercent);
    const values = {
      title: f.title,
      description: f.description,
      image: f.image[0] ?? null,
      costDiamond: num(f.costDiamond),
      status: f.status,
      ...(oddsLocked
        ? {}
        : { winRate: rate === undefined ? undefined : Math.round(rate * 100) / 10_000, guaranteeCount: num(f.guaranteeCount) }),
    };
    const checked = validate(raffle ? AdminRaffleUpdateSchema : AdminRaffleInputSchema, values);
    setErrors(checked.errors ?? {});
    if (checked.data) onSubmit(checked.data as Record<string, unknown>);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Title"
        value={f.title}
        maxLength={120}
        error={errors.title}
        onChange={(e) => setF({ ...f, title: e.target.value })}
      />
      <TextArea
        label="Description"
        value={f.description}
        error={errors.description}
        onChange={(e) => setF({ ...f, description: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Cost (diamonds)"
          type="number"
          min={1}
          value={f.costDiamond}
          error={errors.costDiamond}
          onChange={(e) => setF({ ...f, costDiamond: e.target.value })}
        />
        <TextField
          label="Win rate (%)"
          type="number"
          min={0}
          max={100}
          step={0.01}
          disabled={oddsLocked}
          value={f.winRatePercent}
          error={errors.winRate}
          onChange={(e) => setF({ ...f, winRatePercent: e.target.value })}
        />
        <TextField
          label="Guaranteed win on draw"
          type="number"
          min={1}
          disabled={oddsLocked}
          value={f.guaranteeCount}
          error={errors.guaranteeCount}
          onChange={(e) => setF({ ...f, guaranteeCount: e.target.value })}
        />
        <SelectField
          label="Status"
          value={f.status}
          onChange={(e) => setF({ ...f, status: e.target.value as Raffle['status'] })}
          options={[
            { value: 'inactive', label: 'Inactive: hidden from shoppers' },
            { value: 'active', label: 'Active: open to entries' },
          ]}
        />
      </div>
      {oddsLocked && <Alert tone="amber">The odds are locked: people have entered under the published win rate and guarantee.</Alert>}
      <ImagesField label="Raffle image" min={0} max={1} value={f.image} onChange={(image) => setF({ ...f, image })} />
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={busy}>
          {raffle ? 'Save raffle' : 'Create raffle'}
        </Button>
      </div>
    </form>
  );
}
