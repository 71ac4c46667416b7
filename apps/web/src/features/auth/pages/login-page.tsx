import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@pedestal/contract/paths';
import { LoginInputSchema, type LoginInput } from '@pedestal/contract/schemas/auth';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { handleError, toastFirstFormError } from '@/lib/handle-error';
import { afterSignIn } from '@/lib/return-to';
import { useLogin } from '../api/login';
import { useSignInMethods } from '../api/sign-in-methods';
import { AuthShell, Divider } from '../components/auth-shell';
import { GoogleButton } from '../components/google-button';
import { PrivacyBanner } from '../components/privacy-banner';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const methods = useSignInMethods();
  // Wrong credentials answer 401, which the app-wide handler leaves alone; they are shown in the card.
  const [rejected, setRejected] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    mode: 'onChange',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isValid } = formState;

  const onValid = (input: LoginInput) => {
    if (login.isPending) return;
    setRejected(null);
    login.mutate(input, {
      onSuccess: () => navigate(afterSignIn(location.search), { replace: true }),
      onError: (error) => (error instanceof ApiError && error.status === 401 ? setRejected(error.message) : handleError(error)),
    });
  };

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Log in to vote, back campaigns and collect your favourite figures."
      banner={<PrivacyBanner />}
      footer={
        <>
          New here?{' '}
          <Link to={`${paths.register}${location.search}`} className="font-semibold text-brand-600 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={handleSubmit(onValid, toastFirstFormError)} noValidate className="flex flex-col gap-4">
        <Field label="Username" error={errors.username?.message}>
          {(a) => (
            <Input
              {...a}
              {...register('username', { onChange: () => setRejected(null) })}
              className="h-12"
              autoComplete="username"
              autoCapitalize="none"
              placeholder="Your username"
            />
          )}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(a) => (
            <PasswordInput
              {...a}
              {...register('password', { onChange: () => setRejected(null) })}
              autoComplete="current-password"
              placeholder="Your password"
            />
          )}
        </Field>
        {rejected && (
          <p role="alert" className="flex items-center gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-700">
            <CircleAlert className="size-4 shrink-0" /> {rejected}
          </p>
        )}
        <Button type="submit" size="lg" block disabled={!isValid} loading={login.isPending} className="mt-1">
          Log In
        </Button>
      </form>
      {methods.data?.google && (
        <>
          <Divider>or</Divider>
          <GoogleButton />
        </>
      )}
    </AuthShell>
  );
}
