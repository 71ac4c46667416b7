import { RecordDelayInputSchema } from '@pedestal/contract';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, TextArea, TextField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { validate, type FieldErrors } from '@admin/lib/forms';
import type { SaleSpec } from './figurine-spec-dialog';

/**
 * Issue 29: the operator moves a spec's ship month later, with a reason. Every paid, unshipped
 * order of it is told (message and email, in its buyer's language) and may keep or cancel; a long
 * or second delay needs the buyer's yes within 14 days, else the order is refunded.
 */
export function RecordDelayDialog({ spec, onClose }: { spec: SaleSpec; onClose: () => void }) {
  const [form, setForm] = useState({ shipMonth: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCharacterAction((body: unknown) => api.post(`admin/sale-spec/${spec.id}/delay`, body));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(RecordDelayInputSchema, form);
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data, { onSuccess: onClose });
  };
  return (
    <Dialog open title={`Record a delay of ${spec.title}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p>
          Now promised for <strong>{spec.shipMonth}</strong>. The buyers of paid, unshipped orders are told at once and may cancel for a
          full refund.
        </p>
        {spec.delays.length > 0 && (
          <ol className="list-inside list-decimal text-xs text-slate-700" aria-label="Earlier delays">
            {spec.delays.map((d) => (
              <li key={d.id}>
                {d.createdAt.slice(0, 10)}: {d.fromMonth} → {d.toMonth} ({d.reason})
              </li>
            ))}
          </ol>
        )}
        <TextField
          label="New ship month"
          placeholder="2027-05"
          value={form.shipMonth}
          error={errors.shipMonth}
          onChange={(e) => setForm({ ...form, shipMonth: e.target.value })}
        />
        <TextArea
          label="Reason (the buyers read it)"
          value={form.reason}
          error={errors.reason}
          maxLength={500}
          onChange={(e) => setForm({ ...form, reason: e.target.value })}
        />
        {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            Record delay
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
