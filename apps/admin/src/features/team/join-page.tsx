import { ADMIN_ROLE_LABELS, AcceptInvitationInputSchema, type AcceptInvitationInput, type AdminRole } from '@pedestal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Loading } from '@admin/components/ui';
import { CredentialFields } from '@admin/components/credential-fields';
import { adminToken, api, errorMessage } from '@admin/lib/api';
import { validate, type FieldErrors } from '@admin/lib/forms';
import { sessionKey, type AdminState } from '@admin/lib/session';

/**
 * Where an invitation's link leads (decision 036): the invitee chooses a username and a password,
 * is signed in, and goes on to set up their second factor like the owner did.
 */
export function JoinPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const client = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const invitation = useQuery({
    queryKey: ['admin', 'team', 'invitation', code],
    queryFn: () => api.get<{ email: string; role: AdminRole; expiresAt: string }>('admin/team/invitation', { code }),
    enabled: code !== '',
    retry: false,
  });
  const join = useMutation({
    mutationFn: async (input: AcceptInvitationInput) => {
      const res = await fetch('/api/admin/team/join', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(input),
      });
      const body = await res.json().catch(() => null);
      if (!res.ok) throw new Error(body?.errors?.[0]?.message ?? body?.detail ?? 'Joining failed, please try again');
      return body as { data: AdminState; meta: { token: string } };
    },
    onSuccess: (joined) => {
      adminToken.set(joined.meta.token);
      client.setQueryData(sessionKey, joined.data);
      navigate('/security', { replace: true });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(AcceptInvitationInputSchema, { ...values, code });
    setErrors(checked.errors ?? {});
    if (checked.data) join.mutate(checked.data);
  };
  return (
    <main className="grid min-h-full place-items-center px-4">
      <form
        onSubmit={submit}
        noValidate
        className="flex w-full max-w-sm flex-col gap-4 rounded-lg bg-white p-8 shadow-sm ring-1 ring-slate-200"
      >
        <div>
          <h1 className="text-xl font-semibold text-slate-900">Join the Pedestal team</h1>
          {invitation.data && (
            <p className="mt-1 text-sm text-slate-600">
              Invitation for {invitation.data.email}, as {ADMIN_ROLE_LABELS[invitation.data.role]}. Choose how you sign in; you will set up
              an authenticator app next.
            </p>
          )}
        </div>
        {invitation.isPending && code !== '' && <Loading label="Checking your invitation…" />}
        {(code === '' || invitation.isError) && (
          <Alert>{code === '' ? 'This link has no invitation code.' : errorMessage(invitation.error)}</Alert>
        )}
        {join.isError && <Alert>{errorMessage(join.error)}</Alert>}
        {invitation.data && (
          <>
            <CredentialFields values={values} errors={errors} onChange={setValues} newPassword />
            <Button type="submit" busy={join.isPending}>
              Join the team
            </Button>
          </>
        )}
      </form>
    </main>
  );
}
