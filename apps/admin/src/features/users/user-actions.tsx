import { BalanceAdjustmentInputSchema, SuspendUserInputSchema, type BalanceAdjustmentInput } from '@pedestal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ConfirmDialog, SelectField, TextArea, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { validate, type FieldErrors } from '@admin/lib/forms';
import type { AdminUser } from './users-page';

type Props = { user: AdminUser; open: boolean; onClose: () => void; onDone: (message: string) => void };

/** After a change to a user, their page (account, ledger, activity) and the list read again. */
function useUserChange<V, R = unknown>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void client.invalidateQueries({ queryKey: ['admin', 'users'] }) });
}

/** Suspends an account with a reason (decision 036): signed out everywhere, refused sign-in and buying. */
export function SuspendUserDialog({ user, open, onClose, onDone }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const suspend = useUserChange((input: { reason: string }) => api.post(`admin/user/suspend/${user.id}`, input));
  const close = () => (suspend.reset(), setError(undefined), onClose());
  const confirm = () => {
    const checked = validate(SuspendUserInputSchema, { reason });
    setError(checked.errors?.reason);
    if (checked.data)
      suspend.mutate(checked.data, {
        onSuccess: () => (suspend.reset(), setReason(''), onDone(`${user.nickname} is suspended and was signed out everywhere.`)),
      });
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Suspend ${user.nickname}?`}
      confirmLabel="Suspend"
      danger
      busy={suspend.isPending}
      error={suspend.error}
      onClose={close}
      onConfirm={confirm}
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>Every device signed in as {user.nickname} is signed out now.</li>
        <li>They cannot sign in (they are told the account is suspended), so they cannot buy, support or enter raffles.</li>
        <li>Their orders, balances and data stay as they are; you can restore the account later.</li>
      </ul>
      <TextArea label="Reason" value={reason} error={error} onChange={(e) => setReason(e.target.value)} />
    </ConfirmDialog>
  );
}

export function RestoreUserDialog({ user, open, onClose, onDone }: Props) {
  const restore = useUserChange(() => api.post(`admin/user/restore/${user.id}`));
  return (
    <ConfirmDialog
      open={open}
      title={`Restore ${user.nickname}?`}
      confirmLabel="Restore"
      busy={restore.isPending}
      error={restore.error}
      onClose={() => (restore.reset(), onClose())}
      onConfirm={() => restore.mutate(undefined, { onSuccess: () => (restore.reset(), onDone(`${user.nickname} can sign in again.`)) })}
    >
      <p>{user.nickname} can sign in and buy again.</p>
    </ConfirmDialog>
  );
}

const currencies = [
  { value: 'diamond', label: 'Diamonds' },
  { value: 'vote_ticket', label: 'Vote tickets' },
];

/**
 * Adds or removes diamonds or vote tickets with a reason: a ledger row and an audit row under your
 * name. Checked first, then confirmed in words ("Add 50 diamonds to Ann?", issue 41) before it is sent.
 */
export function AdjustBalanceDialog({ user, open, onClose, onDone }: Props) {
  const [values, setValues] = useState({ currency: 'diamond', delta: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [review, setReview] = useState<BalanceAdjustmentInput | null>(null);
  const adjust = useUserChange((input: unknown) => api.post<{ balance: number }>(`admin/user/adjust-balance/${user.id}`, input));
  const close = () => (adjust.reset(), setErrors({}), setReview(null), onClose());
  const check = () => {
    const checked = validate(BalanceAdjustmentInputSchema, {
      ...values,
      delta: values.delta.trim() === '' ? undefined : Number(values.delta),
    });
    setErrors(checked.errors ?? {});
    if (checked.data) setReview(checked.data);
  };
  const send = (input: BalanceAdjustmentInput) =>
    adjust.mutate(input, {
      onSuccess: ({ balance }) => {
        adjust.reset();
        setReview(null);
        setValues({ currency: values.currency, delta: '', reason: '' });
        onDone(`Adjusted. The new balance is ${balance}.`);
      },
    });
  const unit = (n: number) =>
    values.currency === 'diamond' ? `${n} diamond${n === 1 ? '' : 's'}` : `${n} vote ticket${n === 1 ? '' : 's'}`;
  const summary = review
    ? review.delta > 0
      ? `Add ${unit(review.delta)} to ${user.nickname}?`
      : `Take ${unit(-review.delta)} from ${user.nickname}?`
    : null;
  return (
    <ConfirmDialog
      open={open}
      title={summary ?? `Adjust ${user.nickname}'s balance`}
      confirmLabel={review ? 'Confirm adjustment' : 'Adjust balance'}
      danger={!!review && review.delta < 0}
      busy={adjust.isPending}
      error={adjust.error}
      onClose={close}
      onConfirm={() => (review ? send(review) : check())}
    >
      {review ? (
        <>
          <p>
            Reason: <q>{review.reason}</q>. It shows in their ledger at once, and in the audit log under your name.
          </p>
          <Button variant="secondary" onClick={() => (adjust.reset(), setReview(null))}>
            Back to the amount
          </Button>
        </>
      ) : (
        <>
          <p>
            A negative amount removes; a balance never goes below zero. The change shows in their ledger, and your reason in the audit log.
          </p>
          <SelectField
            label="Balance"
            options={currencies}
            value={values.currency}
            onChange={(e) => setValues({ ...values, currency: e.target.value })}
          />
          <TextField
            label="Amount"
            type="number"
            step={1}
            value={values.delta}
            error={errors.delta}
            onChange={(e) => setValues({ ...values, delta: e.target.value })}
          />
          <TextArea
            label="Reason"
            value={values.reason}
            error={errors.reason}
            onChange={(e) => setValues({ ...values, reason: e.target.value })}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
