import type { AdminDisputeDetail, DisputeEvidenceFields } from '@pedestal/contract';
import { useId, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, ConfirmDialog, TextArea, TextField } from '@admin/components/ui';
import { PROVIDERS, useSubmitEvidence } from '@admin/lib/disputes';
import { dateTime } from '@admin/lib/format';
import { useCan } from '@admin/lib/session';

/** The providers' text fields in the order an operator reads them, with Stripe's names for them. */
const FIELDS: { key: keyof DisputeEvidenceFields; label: string; long?: boolean; hint?: string }[] = [
  { key: 'productDescription', label: 'Product description', long: true },
  { key: 'customerName', label: 'Customer name' },
  { key: 'customerEmailAddress', label: 'Customer email' },
  { key: 'shippingAddress', label: 'Shipping address', long: true },
  { key: 'shippingCarrier', label: 'Carrier' },
  { key: 'shippingTrackingNumber', label: 'Tracking number' },
  { key: 'shippingDate', label: 'Shipping date', hint: 'YYYY-MM-DD' },
  { key: 'uncategorizedText', label: 'Other information', long: true, hint: 'Payment, receipt, what the buyer was told.' },
];

/** Where the answer stands, said once for screen readers and sighted operators alike. */
function SubmissionState({ dispute }: { dispute: AdminDisputeDetail }) {
  const s = dispute.submission;
  const provider = PROVIDERS[dispute.provider] ?? dispute.provider;
  const state: Record<typeof s.status, ReactNode> = {
    not_submitted: (
      <>
        <Badge tone="amber">Not submitted</Badge> Review the fields below, then submit them to {provider} before the deadline.
      </>
    ),
    submitting: (
      <>
        <Badge tone="slate">Submitting…</Badge> Sent to {provider} at {dateTime(s.requestedAt)}; waiting for its answer.
      </>
    ),
    submitted: (
      <>
        <Badge tone="green">Submitted</Badge> Submitted to {provider} at {dateTime(s.submittedAt)}. {provider} reviews it now; the dispute's
        status follows its decision.
      </>
    ),
    failed: s.unreachable ? (
      <>
        <Badge tone="red">Failed</Badge> {provider} could not be reached with the evidence sent at {dateTime(s.requestedAt)}.
      </>
    ) : (
      <>
        <Badge tone="red">Failed</Badge> {provider} refused the evidence sent at {dateTime(s.requestedAt)}.
      </>
    ),
  };
  return (
    <div role="status" className="mb-4 text-sm text-slate-800">
      {state[s.status]}
    </div>
  );
}

/**
 * The answer to the provider (decision 056): the fields prefilled from the order, editable until
 * they are sent; "Submit evidence" asks first, as submitting is final at the provider. A refusal
 * shows the provider's words and the fields again, to correct and retry.
 */
export function EvidenceAnswer({ dispute }: { dispute: AdminDisputeDetail }) {
  const s = dispute.submission;
  const can = useCan();
  const [fields, setFields] = useState<DisputeEvidenceFields>(s.fields ?? dispute.proposed);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitEvidence(dispute.id);
  const headingId = useId();
  const provider = PROVIDERS[dispute.provider] ?? dispute.provider;
  const editable = dispute.status === 'open' && (s.status === 'not_submitted' || s.status === 'failed') && can('orders.refund');
  const empty = Object.values(fields).every((v) => !v.trim());

  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="mb-4 text-base font-semibold text-slate-900">
        Evidence for {provider}
      </h2>
      <SubmissionState dispute={dispute} />
      {s.status === 'failed' && s.error && (
        <div className="mb-4">
          <Alert>
            {!s.unreachable && <span className="font-medium">{provider} said:</span>} {s.error}
          </Alert>
        </div>
      )}
      {dispute.provider === 'paypal' && editable && (
        <p className="mb-4 text-sm text-slate-700">
          PayPal gets the carrier and tracking number as proof of fulfilment and the other fields as notes (at most 2,000 characters).
        </p>
      )}
      {editable ? (
        <form
          className="grid grid-cols-2 gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit.reset();
            setConfirming(true);
          }}
        >
          {FIELDS.map((f) => {
            const props = {
              label: f.label,
              value: fields[f.key],
              onChange: (e: { target: { value: string } }) => setFields((v) => ({ ...v, [f.key]: e.target.value })),
            };
            return f.long ? (
              <div key={f.key} className="col-span-2">
                <TextArea {...props} hint={f.hint} rows={f.key === 'uncategorizedText' ? 6 : 3} />
              </div>
            ) : (
              <TextField key={f.key} {...props} hint={f.hint} />
            );
          })}
          <div className="col-span-2 flex items-center gap-3">
            <Button type="submit" disabled={empty}>
              {s.status === 'failed' ? 'Retry submission…' : 'Submit evidence…'}
            </Button>
            {empty && <span className="text-sm text-slate-700">Fill in at least one field.</span>}
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          {FIELDS.map((f) => (
            <div key={f.key} className={f.long ? 'col-span-2' : undefined}>
              <dt className="text-xs font-medium text-slate-600">{f.label}</dt>
              <dd className="mt-0.5 text-sm whitespace-pre-wrap text-slate-900">{fields[f.key] || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Submit evidence to ${provider}?`}
        confirmLabel="Submit evidence"
        busy={submit.isPending}
        error={submit.error}
        onClose={() => setConfirming(false)}
        onConfirm={() => submit.mutate(fields, { onSuccess: () => setConfirming(false) })}
      >
        <p>
          Submitting is final: {provider} passes the evidence to the{' '}
          {dispute.provider === 'paypal' ? 'dispute review' : "cardholder's bank"} at once and takes no more for this dispute.
        </p>
      </ConfirmDialog>
    </section>
  );
}
