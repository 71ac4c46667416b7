import { AdminVoteInputSchema, type CharacterDetail } from '@pedestal/contract';
import { useState, type FormEvent } from 'react';
import { Badge, Card, SelectField, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { label } from '@admin/lib/format';
import { num, validate, type FieldErrors } from '@admin/lib/forms';
import { SaveBar } from './save-bar';

/** The vote's target and the state of the copyright talks; sends only what changed. */
export function VoteSettingsCard({ c }: { c: CharacterDetail }) {
  const vote = c.vote!;
  const [target, setTarget] = useState(String(vote.countTarget));
  const [negotiation, setNegotiation] = useState(vote.negotiation ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useCharacterAction((body: unknown) => api.put(`admin/vote/${c.id}`, body));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(AdminVoteInputSchema, {
      ...(Number(target) !== vote.countTarget ? { countTarget: num(target) } : {}),
      ...((negotiation || null) !== vote.negotiation ? { negotiation: negotiation || null } : {}),
    });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data);
  };
  return (
    <Card title="Vote" actions={<Badge tone={vote.status === 'active' ? 'indigo' : 'slate'}>{label(vote.status)}</Badge>}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {vote.countCurrent} of {vote.countTarget} votes ({vote.progress}%). The target is 100 to 1,000,000 and never below the votes cast.
        </p>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Vote target"
            type="number"
            min={100}
            value={target}
            error={errors.countTarget ?? errors._}
            onChange={(e) => setTarget(e.target.value)}
          />
          <SelectField
            label="Copyright talks"
            value={negotiation}
            onChange={(e) => setNegotiation(e.target.value)}
            options={[
              { value: '', label: 'Not started' },
              { value: 'in_progress', label: 'In progress' },
              { value: 'succeeded', label: 'Succeeded' },
              { value: 'failed', label: 'Failed' },
            ]}
          />
        </div>
        <SaveBar busy={save.isPending} error={save.error} saved={save.isSuccess} />
      </form>
    </Card>
  );
}
