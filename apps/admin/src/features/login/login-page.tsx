import { LoginInputSchema } from '@pedestal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, TextField } from '@admin/components/ui';
import { adminToken, errorMessage } from '@admin/lib/api';
import { validate, type FieldErrors } from '@admin/lib/forms';
import { sessionKey, useAdmin, type Admin } from '@admin/lib/session';

/** The console's own sign-in (POST admin/login/password), apart from the store's. */
export function LoginPage() {
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next')?.startsWith('/') ? params.get('next')! : '/';
  const session = useAdmin();
  const login = useMutation({
    mutationFn: async (input: { username: string; password: string }) => {
      const res = await fetch('/api/admin/login/password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(input),
      });
      const body = await res.json().catch(() => null);
      if (!res.ok) throw new Error(body?.detail ?? 'Sign-in failed, please try again');
      return body as { data: Admin; meta: { token: string } };
    },
    onSuccess: ({ data, meta }) => {
      adminToken.set(meta.token);
      client.setQueryData(sessionKey, data);
      navigate(next, { replace: true });
    },
  });
  if (session.data) return <Navigate to={next} replace />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(LoginInputSchema, values);
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
        <TextField
          label="Username"
          autoComplete="username"
          value={values.username}
          error={errors.username}
          onChange={(e) => setValues({ ...values, username: e.target.value })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
        <Button type="submit" busy={login.isPending}>
          Sign in
        </Button>
      </form>
    </main>
  );
}
