import {
  ADMIN_PERMISSION_NAMES,
  ADMIN_ROLES,
  ADMIN_ROLE_LABELS,
  TeamInviteInputSchema,
  adminCan,
  type AdminRole,
} from '@pedestal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, ConfirmDialog, ErrorState, Loading, PageHeader, SelectField, TextField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { dateTime, label } from '@admin/lib/format';
import { validate, type FieldErrors } from '@admin/lib/forms';
import { useAdmin } from '@admin/lib/session';

export interface TeamMember {
  id: string;
  username: string;
  email: string | null;
  role: AdminRole;
  secondFactor: boolean;
  createdAt: string;
}
export interface TeamInvitation {
  id: string;
  email: string;
  role: AdminRole;
  invitedBy: string;
  expiresAt: string;
  createdAt: string;
}
export interface Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
}

const teamKey = ['admin', 'team'] as const;
const roleOptions = ADMIN_ROLES.map((r) => ({ value: r, label: ADMIN_ROLE_LABELS[r] }));

/**
 * The owner's Team screen (decision 036): who runs the console and with which role, the open
 * invitations, and an invitation form. Roles and what they allow come from the contract's table.
 */
export function TeamPage() {
  const me = useAdmin().data;
  const client = useQueryClient();
  const team = useQuery({ queryKey: teamKey, queryFn: () => api.get<Team>('admin/team') });
  const refresh = () => client.invalidateQueries({ queryKey: teamKey });
  const [invite, setInvite] = useState<{ email: string; role: AdminRole }>({ email: '', role: 'support' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  // A role change waits for its confirmation (issue 41: Owner is one mis-click away in the list).
  const [promoting, setPromoting] = useState<{ member: TeamMember; role: AdminRole } | null>(null);
  const send = useMutation({
    mutationFn: (input: { email: string; role: AdminRole }) => api.post<{ email: string }>('admin/team/invite', input),
    onSuccess: (r) => {
      setSent(r.email);
      setInvite({ email: '', role: invite.role });
      void refresh();
    },
  });
  const changeRole = useMutation({
    mutationFn: ({ id, role }: { id: string; role: AdminRole }) => api.put(`admin/team/${id}/role`, { role }),
    onSuccess: () => setPromoting(null),
    onSettled: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`admin/team/${id}`),
    onSuccess: () => {
      setRemoving(null);
      void refresh();
    },
  });
  const withdraw = useMutation({ mutationFn: (id: string) => api.delete(`admin/team/invitation/${id}`), onSettled: () => void refresh() });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    const checked = validate(TeamInviteInputSchema, invite);
    setErrors(checked.errors ?? {});
    if (checked.data) send.mutate(checked.data);
  };

  if (team.isPending) return <Loading />;
  if (team.isError) return <ErrorState error={team.error} onRetry={() => void team.refetch()} />;
  const { members, invitations } = team.data;
  return (
    <>
      <PageHeader title="Team" description="Who runs the console, and what each role may do. Every audit row names its person." />
      <div className="mb-6 overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Team members</caption>
          <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
            <tr>
              <th className="px-4 py-2">Member</th>
              <th className="px-4 py-2">Role</th>
              <th className="px-4 py-2">Second factor</th>
              <th className="px-4 py-2">Since</th>
              <th className="px-4 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => {
              const self = m.id === me?.id;
              return (
                <tr key={m.id} className="border-t border-slate-200">
                  <td className="px-4 py-2">
                    <span className="font-medium">{m.username}</span>
                    {self && <span className="text-slate-600"> (you)</span>}
                    {m.email && <span className="block text-xs text-slate-600">{m.email}</span>}
                  </td>
                  <td className="px-4 py-2">
                    {self ? (
                      <Badge tone="indigo">{ADMIN_ROLE_LABELS[m.role]}</Badge>
                    ) : (
                      <select
                        aria-label={`Role of ${m.username}`}
                        className="h-8 rounded-md border border-slate-400 bg-white px-2 text-sm"
                        value={m.role}
                        disabled={changeRole.isPending}
                        onChange={(e) => setPromoting({ member: m, role: e.target.value as AdminRole })}
                      >
                        {roleOptions.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                  <td className="px-4 py-2">{m.secondFactor ? <Badge tone="green">Set up</Badge> : <Badge tone="amber">Not yet</Badge>}</td>
                  <td className="px-4 py-2">{dateTime(m.createdAt)}</td>
                  <td className="px-4 py-2 text-right">
                    {!self && (
                      <Button variant="secondary" onClick={() => setRemoving(m)}>
                        Remove {m.username}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className="grid grid-cols-2 gap-6">
        <Card title="Invite someone">
          <form onSubmit={submit} noValidate className="flex flex-col gap-3">
            {sent && <Alert tone="green">An invitation was sent to {sent}. The link works once, for 72 hours.</Alert>}
            {send.isError && <Alert>{errorMessage(send.error)}</Alert>}
            <TextField
              label="Email"
              type="email"
              value={invite.email}
              error={errors.email}
              onChange={(e) => setInvite({ ...invite, email: e.target.value })}
            />
            <SelectField
              label="Role"
              options={roleOptions}
              value={invite.role}
              onChange={(e) => setInvite({ ...invite, role: e.target.value as AdminRole })}
            />
            <div>
              <Button type="submit" busy={send.isPending}>
                Send invitation
              </Button>
            </div>
          </form>
        </Card>
        <Card title="Open invitations">
          {invitations.length === 0 ? (
            <p className="text-sm text-slate-600">No invitation is waiting.</p>
          ) : (
            <ul aria-label="Open invitations" className="flex flex-col gap-2">
              {invitations.map((i) => (
                <li key={i.id} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {i.email} · {ADMIN_ROLE_LABELS[i.role]} · until {dateTime(i.expiresAt)}
                  </span>
                  <Button variant="secondary" onClick={() => withdraw.mutate(i.id)}>
                    Withdraw
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <h2 className="mt-8 mb-3 text-lg font-semibold">What each role may do</h2>
      <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Permissions by role</caption>
          <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
            <tr>
              <th className="px-4 py-2">Permission</th>
              {ADMIN_ROLES.map((r) => (
                <th key={r} className="px-4 py-2">
                  {ADMIN_ROLE_LABELS[r]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ADMIN_PERMISSION_NAMES.map((p) => (
              <tr key={p} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-2 font-normal">
                  {label(p.replace('.', ' '))}
                </th>
                {ADMIN_ROLES.map((r) => (
                  <td key={r} className="px-4 py-2">
                    {adminCan(r, p) ? 'Yes' : <span className="text-slate-500">No</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.username ?? ''} from the team?`}
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        error={remove.error}
        onClose={() => (setRemoving(null), remove.reset())}
        onConfirm={() => removing && remove.mutate(removing.id)}
      >
        <p>
          {removing?.username} is signed out at once and can no longer sign in. The audit log keeps their name on everything they did. To
          bring them back, invite them again.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={promoting !== null}
        title={`Make ${promoting?.member.username ?? ''} ${promoting ? ADMIN_ROLE_LABELS[promoting.role] : ''}?`}
        confirmLabel="Change role"
        danger={promoting?.role === 'owner'}
        busy={changeRole.isPending}
        error={changeRole.error}
        onClose={() => (setPromoting(null), changeRole.reset())}
        onConfirm={() => promoting && changeRole.mutate({ id: promoting.member.id, role: promoting.role })}
      >
        {promoting && (
          <p>
            {promoting.member.username} goes from {ADMIN_ROLE_LABELS[promoting.member.role]} to {ADMIN_ROLE_LABELS[promoting.role]} at once
            {promoting.role === 'owner' ? ': an owner may do everything, including changing roles and removing members' : ''}. The audit log
            records the change under your name.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
