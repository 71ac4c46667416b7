import { TextField } from './ui';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * The username and password fields of the console's sign-in and of the team join page: the same
 * labels, autocomplete hints and field errors. `newPassword` when the person chooses one (join).
 */
export function CredentialFields<V extends Credentials>({
  values,
  errors,
  onChange,
  newPassword = false,
}: {
  values: V;
  errors: Partial<Record<keyof Credentials, string>>;
  onChange: (values: V) => void;
  newPassword?: boolean;
}) {
  return (
    <>
      <TextField
        label="Username"
        autoComplete="username"
        value={values.username}
        error={errors.username}
        onChange={(e) => onChange({ ...values, username: e.target.value })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        value={values.password}
        error={errors.password}
        onChange={(e) => onChange({ ...values, password: e.target.value })}
      />
    </>
  );
}
