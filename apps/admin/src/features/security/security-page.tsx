import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, PageHeader, TextField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { sessionKey, useAdmin } from '@admin/lib/session';

interface Enrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** `JBSW Y3DP EHPK 3PXP`: the secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** A code form: the authenticator's six digits (or a recovery code where `recovery` allows it). */
function CodeForm({
  label,
  submit,
  busy,
  recovery,
  onSubmit,
}: {
  label: string;
  submit: string;
  busy: boolean;
  recovery?: boolean;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form onSubmit={send} className="flex items-end gap-3">
      <div className="w-64">
        <TextField
          label={label}
          hint={recovery ? 'A code from your app, or a recovery code' : undefined}
          autoComplete="one-time-code"
          inputMode={recovery ? undefined : 'numeric'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <Button type="submit" busy={busy} disabled={!code.trim()}>
        {submit}
      </Button>
    </form>
  );
}

/** Recovery codes as they are shown: once, right after they are made. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Card title="Your recovery codes">
      <Alert tone="amber">
        Save these codes somewhere safe (a password manager, or printed). Each signs you in once if you lose your authenticator app. They
        are not shown again.
      </Alert>
      <ol aria-label="Recovery codes" className="my-4 grid grid-cols-2 gap-x-8 gap-y-1.5 font-mono text-sm text-slate-900 sm:w-96">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </Card>
  );
}

/**
 * The operator's own sign-in security (decision 030): set up an authenticator app (TOTP, RFC 6238)
 * with a QR code or the secret typed in, confirm with a code, keep the recovery codes; later renew
 * those codes or remove the factor, each for a current code. With ADMIN_REQUIRE_2FA the console
 * opens here and nowhere else until the app is set up.
 */
export function SecurityPage() {
  const session = useAdmin();
  const client = useQueryClient();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: sessionKey });

  const start = useMutation({ mutationFn: () => api.post<Enrolment>('admin/second-factor/totp/start'), onSuccess: setEnrolment });
  const confirm = useMutation({
    mutationFn: (code: string) => api.post<{ recoveryCodes: string[] }>('admin/second-factor/totp/confirm', { code }),
    onSuccess: ({ recoveryCodes }) => {
      setEnrolment(null);
      setRecoveryCodes(recoveryCodes);
    },
  });
  const renew = useMutation({
    mutationFn: (code: string) => api.post<{ recoveryCodes: string[] }>('admin/second-factor/recovery-codes', { code }),
    onSuccess: ({ recoveryCodes }) => setRecoveryCodes(recoveryCodes),
  });
  const remove = useMutation({
    mutationFn: (code: string) => api.post('admin/second-factor/remove', { code }),
    onSuccess: () => void refresh(),
  });

  const admin = session.data;
  if (!admin) return null;
  const { enrolled, required, recoveryCodesLeft } = admin.secondFactor;

  if (recoveryCodes) {
    return (
      <>
        <PageHeader title="Sign-in security" />
        <div className="max-w-3xl">
          <RecoveryCodes
            codes={recoveryCodes}
            onDone={() => {
              setRecoveryCodes(null);
              void refresh();
            }}
          />
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Sign-in security"
        description="A second factor: a code from an authenticator app on your phone, asked at every sign-in after your password."
      />
      <div className="flex max-w-3xl flex-col gap-5">
        {required && !enrolled && (
          <Alert tone="amber">This server requires a second factor for every operator. Set one up to use the console.</Alert>
        )}
        {enrolled ? (
          <>
            <Card title="Authenticator app" actions={<Badge tone="green">On</Badge>}>
              <p className="text-sm text-slate-700">
                Every sign-in asks for a code from your app. {recoveryCodesLeft} of your recovery codes are unused.
              </p>
            </Card>
            <Card title="New recovery codes">
              <p className="mb-3 text-sm text-slate-700">Replaces all your recovery codes; the old ones stop working.</p>
              {renew.isError && <Alert>{errorMessage(renew.error)}</Alert>}
              <CodeForm label="Code" submit="Make new codes" busy={renew.isPending} recovery onSubmit={(c) => renew.mutate(c)} />
            </Card>
            <Card title="Remove the second factor">
              <p className="mb-3 text-sm text-slate-700">
                {required
                  ? 'This server requires one: you will have to set up an app again before using the console.'
                  : 'Sign-in will ask for your password only.'}
              </p>
              {remove.isError && <Alert>{errorMessage(remove.error)}</Alert>}
              <CodeForm label="Code" submit="Remove" busy={remove.isPending} recovery onSubmit={(c) => remove.mutate(c)} />
            </Card>
          </>
        ) : enrolment ? (
          <Card title="Set up your authenticator app">
            <ol className="mb-5 list-decimal space-y-1 pl-5 text-sm text-slate-700">
              <li>Open an authenticator app (1Password, Google Authenticator, Authy, Microsoft Authenticator…).</li>
              <li>Scan the QR code, or enter the secret by hand (time-based, 6 digits).</li>
              <li>Type the code the app shows to confirm.</li>
            </ol>
            <div className="mb-5 flex flex-wrap items-start gap-6">
              <img
                src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
                alt="QR code for your authenticator app"
                width={192}
                height={192}
                className="rounded-md bg-white ring-1 ring-slate-200"
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-800">Secret</p>
                <p className="mt-1 font-mono text-base tracking-wide break-all text-slate-900" data-testid="totp-secret">
                  {grouped(enrolment.secret)}
                </p>
                <p className="mt-3 text-xs text-slate-600">Account: {admin.username}</p>
              </div>
            </div>
            {confirm.isError && (
              <div className="mb-3">
                <Alert>{errorMessage(confirm.error)}</Alert>
              </div>
            )}
            <CodeForm label="Code from the app" submit="Confirm" busy={confirm.isPending} onSubmit={(c) => confirm.mutate(c)} />
          </Card>
        ) : (
          <Card title="Authenticator app" actions={<Badge>Off</Badge>}>
            <p className="mb-4 text-sm text-slate-700">Your account is protected by its password only.</p>
            {start.isError && <Alert>{errorMessage(start.error)}</Alert>}
            <Button busy={start.isPending} onClick={() => start.mutate()}>
              Set up an authenticator app
            </Button>
          </Card>
        )}
      </div>
    </>
  );
}
