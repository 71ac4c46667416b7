import { CreateCrowdfundingSpecInputSchema } from '@pedestal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Card, ConfirmDialog, ErrorState, Loading, TextArea, TextField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { characterKeys, useCharacterAction } from '@admin/lib/characters';
import { label, money } from '@admin/lib/format';
import { num, validate, type FieldErrors } from '@admin/lib/forms';
import { TierShippingDialog } from './tier-shipping-dialog';

interface CfSpec {
  id: string;
  name: string;
  rewards: string;
  price: number;
  diamond: number;
  status: string;
  ships?: boolean;
  weightGrams?: number;
}

/** A tier as the console names it: its name, else its price (names may be left empty). */
const tierName = (s: CfSpec) => s.name || money(s.price);

/** The campaign's support tiers (name, rewards, price and diamonds): add one, change whether one ships, remove one after a confirmation. */
export function SupportTiersCard({ id }: { id: string }) {
  const specs = useQuery({
    queryKey: [...characterKeys.all, 'cf-specs', id],
    queryFn: () => api.get<CfSpec[]>(`admin/crowdfunding-spec/${id}`),
  });
  const blank = { name: '', rewards: '', price: '', diamond: '', ships: false, weightGrams: '500' };
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [removing, setRemoving] = useState<CfSpec | null>(null);
  const [shipping, setShipping] = useState<CfSpec | null>(null);
  const add = useCharacterAction((body: unknown) => api.post(`admin/crowdfunding-spec/${id}`, body));
  const remove = useCharacterAction((specId: string) => api.delete(`admin/crowdfunding-spec/${specId}`));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(CreateCrowdfundingSpecInputSchema.omit({ characterId: true }), {
      name: form.name,
      rewards: form.rewards,
      price: num(form.price),
      diamond: num(form.diamond),
      // Decision 049: a tier that ships a parcel charges the backer's shipping and tax.
      ships: form.ships,
      ...(form.ships ? { weightGrams: num(form.weightGrams) } : {}),
    });
    setErrors(checked.errors ?? {});
    if (checked.data) add.mutate(checked.data, { onSuccess: () => setForm(blank) });
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
              <th scope="col" className="py-2 pr-3">
                Tier
              </th>
              <th scope="col" className="py-2 pr-3">
                Price
              </th>
              <th scope="col" className="py-2 pr-3">
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
                <td className="max-w-72 py-2 pr-3">
                  <span className="font-medium">{s.name || <span className="text-slate-600">Unnamed</span>}</span>
                  {s.rewards && <p className="mt-0.5 text-xs whitespace-pre-line text-slate-700">{s.rewards}</p>}
                  <p className="mt-0.5 text-xs text-slate-700">
                    {s.ships ? `Ships one parcel (${s.weightGrams ?? 500} g): shipping and tax added` : 'Ships nothing: no shipping or tax'}
                  </p>
                </td>
                <td className="py-2 pr-3 tabular-nums">{money(s.price)}</td>
                <td className="py-2 pr-3 tabular-nums">{s.diamond}</td>
                <td className="py-2">{label(s.status)}</td>
                <td className="py-2 text-right whitespace-nowrap">
                  <Button variant="ghost" onClick={() => setShipping(s)} aria-label={`Shipping of the ${tierName(s)} tier`}>
                    Shipping
                  </Button>
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
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3" aria-label="Add a support tier">
        <div className="w-56">
          <TextField
            label="Tier name"
            placeholder="e.g. Early bird"
            maxLength={60}
            value={form.name}
            error={errors.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
        </div>
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
        <div className="flex w-56 items-center gap-2 pt-7">
          <input
            id={`tier-ships-${id}`}
            type="checkbox"
            checked={form.ships}
            onChange={(e) => setForm({ ...form, ships: e.target.checked })}
          />
          <label htmlFor={`tier-ships-${id}`} className="text-sm text-slate-800">
            Ships a parcel (shipping and tax added)
          </label>
        </div>
        {form.ships && (
          <div className="w-40">
            <TextField
              label="Parcel weight (g)"
              type="number"
              min={0}
              value={form.weightGrams}
              error={errors.weightGrams}
              onChange={(e) => setForm({ ...form, weightGrams: e.target.value })}
            />
          </div>
        )}
        <div className="basis-full">
          <TextArea
            label="Rewards (what a backer gets)"
            maxLength={1000}
            value={form.rewards}
            error={errors.rewards}
            onChange={(e) => setForm({ ...form, rewards: e.target.value })}
          />
        </div>
        <Button type="submit" busy={add.isPending}>
          Add tier
        </Button>
        {add.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {errorMessage(add.error)}
          </p>
        )}
      </form>
      {shipping && (
        <TierShippingDialog
          key={shipping.id}
          tier={shipping}
          title={`Shipping of the ${tierName(shipping)} tier`}
          onClose={() => setShipping(null)}
        />
      )}
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
