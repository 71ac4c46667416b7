import { UpdateSettingsInputSchema } from '@pedestal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, ErrorState, Loading, PageHeader, SelectField, TextField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { num, validate, type FieldErrors } from '@admin/lib/forms';

interface Settings {
  defaultVoteCountTarget: number;
  defaultCrowdfundingCountTarget: number;
  unpaidExpiryMinutes: number;
  shippingFee: number;
  priceReferenceDays: number;
  raffleClosedRegions: string[];
}

/** The form's text as the settings' values: numbers, and the regions as a comma-separated list. */
const valueOf = (key: string, v: string) =>
  key === 'raffleClosedRegions'
    ? v
        .split(/[\s,]+/)
        .map((r) => r.trim())
        .filter(Boolean)
    : num(v);

export function SettingsPage() {
  const q = useQuery({ queryKey: ['admin', 'settings'], queryFn: () => api.get<Settings>('admin/system/setting') });
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <>
      <PageHeader
        title="Settings"
        description="Defaults for new votes and campaigns, how long an unpaid order is held, the shipping fee."
      />
      <SettingsForm settings={q.data} />
    </>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const client = useQueryClient();
  const [f, setF] = useState(
    Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])) as Record<keyof Settings, string>,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: unknown) => api.put<Settings>('admin/system/setting', body),
    onSuccess: (s) => client.setQueryData(['admin', 'settings'], s),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(UpdateSettingsInputSchema, Object.fromEntries(Object.entries(f).map(([k, v]) => [k, valueOf(k, v)])));
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data);
  };
  const field = (key: keyof Settings, text: string, hint: string) => (
    <TextField
      label={text}
      hint={hint}
      type="number"
      value={f[key]}
      error={errors[key]}
      onChange={(e) => setF({ ...f, [key]: e.target.value })}
    />
  );
  return (
    <Card className="max-w-3xl">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="grid grid-cols-2 gap-5">
          {field('defaultVoteCountTarget', 'Default vote target', 'Votes a newly approved character needs (100 to 1,000,000).')}
          {field(
            'defaultCrowdfundingCountTarget',
            'Default crowdfunding goal ($)',
            'Goal of a campaign when it starts (100 to 1,000,000).',
          )}
          {field('unpaidExpiryMinutes', 'Unpaid order expiry (minutes)', 'How long an unpaid order holds its stock (1 to 10,080).')}
          {field('shippingFee', 'Shipping fee ($)', 'Added to every figurine order.')}
          <SelectField
            label="Discount reference (days)"
            value={f.priceReferenceDays}
            error={errors.priceReferenceDays}
            onChange={(e) => setF({ ...f, priceReferenceDays: e.target.value })}
            options={[
              { value: '30', label: '30 days' },
              { value: '7', label: '7 days' },
            ]}
          />
          <TextField
            label="Raffles switched off in"
            hint="Country codes, comma separated (e.g. US, DE): shoppers whose default address is there cannot enter."
            value={f.raffleClosedRegions}
            error={errors.raffleClosedRegions}
            onChange={(e) => setF({ ...f, raffleClosedRegions: e.target.value })}
          />
        </div>
        {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
        {save.isSuccess && <Alert tone="green">Settings saved. They apply to what happens from now on.</Alert>}
        <div className="flex justify-end">
          <Button type="submit" busy={save.isPending}>
            Save settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
