import { RejectCharacterQuerySchema } from '@pedestal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { CharacterPreview } from '@admin/components/character-preview';
import { Button, Card, ConfirmDialog, ErrorState, Loading, TextArea } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacter, useCharacterAction } from '@admin/lib/characters';
import { validate } from '@admin/lib/forms';

/** One submission as the shopper will see it, with Approve and Reject (a reason for the submitter) behind confirmations. */
export function ReviewPanel({ id, onDone }: { id: string; onDone: (message: string) => void }) {
  const c = useCharacter(id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const approve = useCharacterAction(() => api.get(`admin/character/approve/${id}`));
  const reject = useCharacterAction((rejectReason: string) => api.get(`admin/character/reject/${id}`, { rejectReason }));
  if (c.isPending) return <Loading />;
  if (c.isError) return <ErrorState error={c.error} onRetry={() => void c.refetch()} />;
  const ch = c.data;
  const close = () => {
    setDialog(null);
    approve.reset();
    reject.reset();
  };
  return (
    <Card
      title={`Reviewing ${ch.name}`}
      actions={
        ch.status === 'pending' ? (
          <>
            <Button variant="secondary" onClick={() => setDialog('reject')}>
              Reject
            </Button>
            <Button onClick={() => setDialog('approve')}>Approve</Button>
          </>
        ) : (
          <Link className="text-sm text-indigo-800 underline" to={`/characters/${ch.id}`}>
            Open character
          </Link>
        )
      }
    >
      <p className="mb-3 text-sm text-slate-600">As the shopper will see it once approved:</p>
      <CharacterPreview c={ch} />
      <ConfirmDialog
        open={dialog === 'approve'}
        title={`Approve ${ch.name}?`}
        confirmLabel="Approve and open the vote"
        busy={approve.isPending}
        error={approve.error}
        onClose={close}
        onConfirm={() =>
          approve.mutate(undefined, {
            onSuccess: () => {
              close();
              onDone(`${ch.name} was approved; its vote is open and ${ch.user.profile.nickname} was notified.`);
            },
          })
        }
      >
        <p>
          The character goes public with a vote at the default target. {ch.user.profile.nickname} receives a message that it was approved.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'reject'}
        title={`Reject ${ch.name}?`}
        confirmLabel="Reject submission"
        danger
        busy={reject.isPending}
        error={reject.error}
        onClose={close}
        onConfirm={() => {
          const checked = validate(RejectCharacterQuerySchema, { rejectReason: reason });
          setReasonError(checked.errors?.rejectReason);
          if (checked.data)
            reject.mutate(checked.data.rejectReason, {
              onSuccess: () => {
                close();
                setReason('');
                onDone(`${ch.name} was rejected; ${ch.user.profile.nickname} was told why.`);
              },
            });
        }}
      >
        <p>{ch.user.profile.nickname} receives a message with your reason and can edit and resubmit.</p>
        <TextArea
          label="Reason for the submitter"
          value={reason}
          maxLength={2000}
          error={reasonError}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
    </Card>
  );
}
