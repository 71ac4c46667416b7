import { RecordDelayInputSchema, ShipMonthInputSchema } from '@pedestal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, ErrorState, Loading, TextArea, TextField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { characterKeys, useCharacterAction } from '@admin/lib/characters';
import { validate, type FieldErrors } from '@admin/lib/forms';

interface Shipping {
  shipMonth: string | null;
  delays: { id: string; fromMonth: string; toMonth: string; reason: string; needsConsent: boolean; createdAt: string }[];
}

/**
 * Issue 29: when the campaign's rewards are estimated to ship. Set once; after that a delay (new
 * month and reason) is recorded, which every paid backer hears of and may answer with a cancel.
 */
export function RewardsShippingCard({ id }: { id: string }) {
  const shipping = useQuery({
    queryKey: [...characterKeys.all, 'cf-shipping', id],
    queryFn: () => api.get<Shipping>(`admin/crowdfunding/${id}/shipping`),
  });
  const [form, setForm] = useState({ shipMonth: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = useCharacterAction((body: unknown) => api.put(`admin/crowdfunding/${id}/shipping`, body));
  const delay = useCharacterAction((body: unknown) => api.post(`admin/crowdfunding/${id}/delay`, body));
  const action = shipping.data?.shipMonth ? delay : set;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = shipping.data?.shipMonth ? validate(RecordDelayInputSchema, form) : validate(ShipMonthInputSchema, form);
    setErrors(checked.errors ?? {});
    if (checked.data) action.mutate(checked.data, { onSuccess: () => setForm({ shipMonth: '', reason: '' }) });
  };
  return (
    <Card title="Rewards shipping">
      {shipping.isPending ? (
        <Loading />
      ) : shipping.isError ? (
        <ErrorState error={shipping.error} onRetry={() => void shipping.refetch()} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Rewards shipping" className="flex flex-col gap-3">
          <p className="text-sm text-slate-800">
            {shipping.data.shipMonth ? (
              <>
                Estimated to ship in <strong>{shipping.data.shipMonth}</strong>. Record a delay to move it: every paid backer is told and
                may cancel for a full refund.
              </>
            ) : (
              'No ship month yet: set when the rewards are expected to ship.'
            )}
          </p>
          {shipping.data.delays.length > 0 && (
            <ol className="list-inside list-decimal text-xs text-slate-700" aria-label="Delays of the rewards">
              {shipping.data.delays.map((d) => (
                <li key={d.id}>
                  {d.createdAt.slice(0, 10)}: {d.fromMonth} → {d.toMonth} ({d.reason}){d.needsConsent ? ' · consent asked' : ''}
                </li>
              ))}
            </ol>
          )}
          <TextField
            label={shipping.data.shipMonth ? 'New ship month' : 'Ship month'}
            placeholder="2027-03"
            value={form.shipMonth}
            error={errors.shipMonth}
            onChange={(e) => setForm({ ...form, shipMonth: e.target.value })}
          />
          {shipping.data.shipMonth && (
            <TextArea
              label="Reason (the backers read it)"
              value={form.reason}
              error={errors.reason}
              maxLength={500}
              onChange={(e) => setForm({ ...form, reason: e.target.value })}
            />
          )}
          {action.isError && <Alert>{errorMessage(action.error)}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" busy={action.isPending}>
              {shipping.data.shipMonth ? 'Record delay' : 'Set ship month'}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
