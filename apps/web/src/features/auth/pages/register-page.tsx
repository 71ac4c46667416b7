import { zodResolver } from '@hookform/resolvers/zod';
import { SEND_CODE_COOLDOWN_SECONDS } from '@pedestal/contract/constants';
import { paths } from '@pedestal/contract/paths';
import { RegisterByEmailInputSchema, SendEmailCodeInputSchema, type RegisterByEmailInput } from '@pedestal/contract/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { applyFieldErrors } from '@/components/ui/form-errors';
import { PasswordInput } from '@/components/ui/password-input';
import { handleError, toastFirstFormError } from '@/lib/handle-error';
import { useRegister, useSendEmailCode } from '../api/register';
import { useSignInMethods } from '../api/sign-in-methods';
import { AuthShell, Divider } from '../components/auth-shell';
import { GoogleButton } from '../components/google-button';
import { useCountdown } from '../components/use-countdown';
import { afterSignIn } from '@/lib/return-to';

const FIELDS = ['email', 'code', 'username', 'password', 'confirmPassword'] as const;

export default function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const sendCode = useSendEmailCode();
  const registration = useRegister();
  const methods = useSignInMethods();
  const { remaining, start } = useCountdown();
  const [codeRequested, setCodeRequested] = useState(false);
  const { register, handleSubmit, getValues, setError, formState } = useForm<RegisterByEmailInput>({
    resolver: zodResolver(RegisterByEmailInputSchema),
    mode: 'onTouched',
    defaultValues: { email: '', code: '', username: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const onSendCode = () => {
    if (sendCode.isPending || remaining > 0) return;
    const parsed = SendEmailCodeInputSchema.safeParse({ email: getValues('email') });
    if (!parsed.success) {
      toast.warning(parsed.error.issues[0]?.message ?? 'Please enter your email first', { position: 'top-center' });
      return;
    }
    sendCode.mutate(parsed.data, {
      onSuccess: () => {
        setCodeRequested(true);
        start(SEND_CODE_COOLDOWN_SECONDS);
        toast.success('Verification code sent', { description: `Check ${parsed.data.email} for your 6-digit code.` });
      },
      onError: (error) => applyFieldErrors(error, setError, ['email']) || handleError(error),
    });
  };

  const onValid = (input: RegisterByEmailInput) => {
    if (registration.isPending) return;
    registration.mutate(input, {
      onSuccess: () => {
        toast.success('Welcome aboard!', { description: 'Your account is ready.' });
        navigate(afterSignIn(location.search), { replace: true });
      },
      onError: (error) => applyFieldErrors(error, setError, FIELDS) || handleError(error),
    });
  };

  return (
    <AuthShell
      title="Create your account"
      subtitle="Join the community that turns favourite characters into figurines."
      footer={
        <>
          Already have an account?{' '}
          <Link to={`${paths.login}${location.search}`} className="font-semibold text-brand-600 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      {methods.data?.email === false ? (
        <p className="rounded-xl bg-neutral-50 px-3 py-3 text-sm text-neutral-700">
          Signing up with an email code is not available on this store right now.
          {methods.data.google ? ' You can sign up with your Google account instead.' : ' Please try again later.'}
        </p>
      ) : (
        <form onSubmit={handleSubmit(onValid, toastFirstFormError)} noValidate className="flex flex-col gap-4">
          <Field label="Email" error={errors.email?.message}>
            {(a) => (
              <Input
                {...a}
                {...register('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                className="h-12"
                placeholder="you@example.com"
              />
            )}
          </Field>
          <Field
            label="Verification code"
            error={errors.code?.message}
            hint={codeRequested ? 'The code expires in 10 minutes.' : undefined}
          >
            {(a) => (
              <div className="flex gap-2">
                <Input
                  {...a}
                  {...register('code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className="h-12 min-w-0 flex-1 tracking-widest"
                  placeholder="6 digits"
                />
                <Button
                  variant="secondary"
                  className="h-12 w-[120px] shrink-0 rounded-xl px-3 whitespace-nowrap tabular-nums"
                  onClick={onSendCode}
                  loading={sendCode.isPending}
                  disabled={remaining > 0}
                >
                  {remaining > 0 ? `${remaining}s` : codeRequested ? 'Resend' : 'Send Code'}
                </Button>
              </div>
            )}
          </Field>
          <Field label="Username" error={errors.username?.message}>
            {(a) => (
              <Input
                {...a}
                {...register('username')}
                autoComplete="username"
                autoCapitalize="none"
                className="h-12"
                placeholder="Pick a username"
              />
            )}
          </Field>
          <Field label="Password" error={errors.password?.message}>
            {(a) => <PasswordInput {...a} {...register('password')} autoComplete="new-password" placeholder="At least 6 characters" />}
          </Field>
          <Field label="Confirm password" error={errors.confirmPassword?.message}>
            {(a) => (
              <PasswordInput {...a} {...register('confirmPassword')} autoComplete="new-password" placeholder="Repeat your password" />
            )}
          </Field>
          <Button type="submit" size="lg" block disabled={!codeRequested} loading={registration.isPending} className="mt-1">
            Create Account
          </Button>
          <p className="text-center text-xs leading-relaxed text-neutral-500">
            By creating an account you agree to our{' '}
            <Link to={paths.termsOfUse} className="text-brand-600 underline">
              Terms of Use
            </Link>{' '}
            and{' '}
            <Link to={paths.privacyPolicy} className="text-brand-600 underline">
              Privacy Policy
            </Link>
            .
          </p>
        </form>
      )}
      {methods.data?.google && (
        <>
          <Divider>or</Divider>
          <GoogleButton label="Sign Up With Google" />
        </>
      )}
    </AuthShell>
  );
}
