import { UpdateCrowdfundingSpecInputSchema } from '@pedestal/contract';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, TextField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { num, serverFieldErrors, validate, type FieldErrors } from '@admin/lib/forms';

export interface ShippingTier {
  id: string;
  ships?: boolean;
  weightGrams?: number;
}

/**
 * Whether an existing tier's reward ships, and its weight (decision 049): the same two fields as a
 * new tier's, saved with `PUT admin/crowdfunding-spec/:id`. The API lets a tier with supports change:
 * paid supports keep what they were charged; new supports, and pledges at their charge, are priced by it.
 */
export function TierShippingDialog({ tier, title, onClose }: { tier: ShippingTier; title: string; onClose: () => void }) {
  const checkboxId = useId();
  const [form, setForm] = useState({ ships: !!tier.ships, weightGrams: String(tier.weightGrams ?? 500) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCharacterAction((body: unknown) => api.put(`admin/crowdfunding-spec/${tier.id}`, body));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(UpdateCrowdfundingSpecInputSchema.pick({ ships: true, weightGrams: true }), {
      ships: form.ships,
      // Empty is refused (not left out): a tier that ships needs its parcel's weight. A tier that stops
      // shipping keeps its stored weight, for the day it ships again.
      ...(form.ships ? { weightGrams: num(form.weightGrams) ?? NaN } : {}),
    });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    save.mutate(checked.data, {
      onSuccess: onClose,
      // A refusal of a field goes under it; the form keeps what was typed.
      onError: (error) => setErrors(serverFieldErrors(error, ['ships', 'weightGrams']) ?? {}),
    });
  };
  const fieldRefused = Object.keys(errors).length > 0;
  return (
    <Dialog open title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={title}>
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              checked={form.ships}
              aria-invalid={errors.ships ? true : undefined}
              aria-describedby={errors.ships ? `${checkboxId}-error` : undefined}
              onChange={(e) => setForm({ ...form, ships: e.target.checked })}
            />
            <label htmlFor={checkboxId} className="text-sm text-slate-800">
              Ships a parcel (shipping and tax added)
            </label>
          </div>
          {errors.ships && (
            <p id={`${checkboxId}-error`} className="text-xs font-medium text-red-700">
              {errors.ships}
            </p>
          )}
        </div>
        {form.ships && (
          <TextField
            label="Parcel weight (g)"
            type="number"
            min={0}
            max={100000}
            step={1}
            value={form.weightGrams}
            error={errors.weightGrams}
            hint="Rates by weight price the parcel with it."
            onChange={(e) => setForm({ ...form, weightGrams: e.target.value })}
          />
        )}
        <p className="text-xs text-slate-700">
          Supports already paid keep the shipping and tax they were charged. New supports are priced with this, and pledges when they are
          charged (for the address they gave).
        </p>
        {save.isError && !fieldRefused && <Alert>{errorMessage(save.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            Save shipping
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
