import { AdminLoginInputSchema, type AdminLoginInput } from '@pedestal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, TextField } from '@admin/components/ui';
import { CredentialFields } from '@admin/components/credential-fields';
import { adminToken, errorMessage } from '@admin/lib/api';
import { validate, type FieldErrors } from '@admin/lib/forms';
import { sessionKey, useAdmin, type AdminState } from '@admin/lib/session';

/**
 * The console's own sign-in (POST admin/login/password), apart from the store's. An account with a
 * second factor is asked for its code after the password (decision 030).
 */
export function LoginPage() {
  const [values, setValues] = useState({ username: '', password: '', code: '' });
  /** The password was right and the account has a second factor: its code is asked for. */
  const [needCode, setNeedCode] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next')?.startsWith('/') ? params.get('next')! : '/';
  const session = useAdmin();
  const login = useMutation({
    mutationFn: async (input: AdminLoginInput) => {
      const res = await fetch('/api/admin/login/password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(input),
      });
      const body = await res.json().catch(() => null);
      if (res.ok) return body as { data: AdminState; meta: { token: string } };
      if (typeof body?.type === 'string' && body.type.endsWith('/second-factor-required')) {
        setNeedCode(true);
        return null;
      }
      throw new Error(body?.detail ?? 'Sign-in failed, please try again');
    },
    onSuccess: (signedIn) => {
      if (!signedIn) return;
      adminToken.set(signedIn.meta.token);
      client.setQueryData(sessionKey, signedIn.data);
      navigate(next, { replace: true });
    },
  });
  if (session.data) return <Navigate to={next} replace />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = needCode ? values : { username: values.username, password: values.password };
    const checked = validate(AdminLoginInputSchema, input);
    setErrors(checked.errors ?? {});
    if (checked.data) login.mutate(checked.data);
  };
  return (
    <main className="grid min-h-full place-items-center px-4">
      <form
        onSubmit={submit}
        noValidate
        className="flex w-full max-w-sm flex-col gap-4 rounded-lg bg-white p-8 shadow-sm ring-1 ring-slate-200"
      >
        <div>
          <h1 className="text-xl font-semibold text-slate-900">Pedestal admin</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in with your operator account.</p>
        </div>
        {login.isError && <Alert>{errorMessage(login.error)}</Alert>}
        <CredentialFields values={values} errors={errors} onChange={setValues} />
        {needCode && (
          <TextField
            label="Authentication code"
            hint="The 6-digit code from your authenticator app, or one of your recovery codes"
            autoComplete="one-time-code"
            autoFocus
            value={values.code}
            error={errors.code}
            onChange={(e) => setValues({ ...values, code: e.target.value })}
          />
        )}
        <Button type="submit" busy={login.isPending}>
          {needCode ? 'Verify and sign in' : 'Sign in'}
        </Button>
      </form>
    </main>
  );
}
