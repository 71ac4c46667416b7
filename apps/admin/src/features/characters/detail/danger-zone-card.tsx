import type { CharacterDetail } from '@pedestal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, ConfirmDialog } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { useCan } from '@admin/lib/session';

/** Closing a vote early and deleting the character, each after a confirmation. */
export function DangerZoneCard({ c }: { c: CharacterDetail }) {
  const navigate = useNavigate();
  const can = useCan();
  const [open, setOpen] = useState<'close-vote' | 'delete' | null>(null);
  const closeVote = useCharacterAction(() => api.put(`admin/vote/${c.id}`, { status: 'ended' }));
  const del = useCharacterAction(() => api.delete(`admin/character/${c.id}`));
  const close = () => {
    setOpen(null);
    closeVote.reset();
    del.reset();
  };
  return (
    <Card title="Danger zone">
      <div className="flex flex-col gap-2">
        {c.vote?.status === 'active' && (
          <Button variant="secondary" onClick={() => setOpen('close-vote')}>
            Close the vote
          </Button>
        )}
        {can('characters.delete') && (
          <Button variant="danger" onClick={() => setOpen('delete')}>
            Delete character
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={open === 'close-vote'}
        title="Close the vote?"
        confirmLabel="Close vote"
        danger
        busy={closeVote.isPending}
        error={closeVote.error}
        onClose={close}
        onConfirm={() => closeVote.mutate(undefined, { onSuccess: close })}
      >
        <p>Voting stops now and the character shows “Voting Ended”. Votes already cast are kept.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'delete'}
        title={`Delete ${c.name}?`}
        confirmLabel="Delete character"
        danger
        busy={del.isPending}
        error={del.error}
        onClose={close}
        onConfirm={() => del.mutate(undefined, { onSuccess: () => navigate('/characters') })}
      >
        <p>The character disappears from the store and every list. This cannot be undone from the console.</p>
        <p>A character with paid supports, orders or raffle entries is not deleted: fail and refund its campaign instead.</p>
      </ConfirmDialog>
    </Card>
  );
}
