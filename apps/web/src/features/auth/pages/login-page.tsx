import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@pedestal/contract/paths';
import { LoginByPhoneInputSchema, LoginInputSchema, type LoginByPhoneInput, type LoginInput } from '@pedestal/contract/schemas/auth';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { applyFieldErrors } from '@/components/ui/form-errors';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { handleError, toastFirstFormError } from '@/lib/handle-error';
import { afterSignIn } from '@/lib/return-to';
import { useLogin, usePhoneLogin } from '../api/login';
import { useSignInMethods } from '../api/sign-in-methods';
import { AuthShell, Divider } from '../components/auth-shell';
import { CodeField, useCodeSender } from '../components/code-field';
import { ContactField } from '../components/contact-field';
import { GoogleButton } from '../components/google-button';
import { MethodSwitch } from '../components/method-switch';
import { PrivacyBanner } from '../components/privacy-banner';
import { useTranslation } from '@/i18n/react';

/** Wrong credentials answer 401, which the app-wide handler leaves alone; they are shown in the card. */
function Rejected({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="flex items-center gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-700">
      <CircleAlert className="size-4 shrink-0" /> {message}
    </p>
  );
}

function useAfterLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate(afterSignIn(location.search), { replace: true });
}

function PasswordLoginForm() {
  const { t } = useTranslation();
  const done = useAfterLogin();
  const login = useLogin();
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
      onSuccess: done,
      onError: (error) => (error instanceof ApiError && error.status === 401 ? setRejected(error.text) : handleError(error)),
    });
  };

  return (
    <form onSubmit={handleSubmit(onValid, toastFirstFormError)} noValidate className="flex flex-col gap-4">
      <Field label={t('auth.username')} error={errors.username?.message}>
        {(a) => (
          <Input
            {...a}
            {...register('username', { onChange: () => setRejected(null) })}
            className="h-12"
            autoComplete="username"
            autoCapitalize="none"
            placeholder={t('auth.yourUsername')}
          />
        )}
      </Field>
      <Field label={t('auth.password')} error={errors.password?.message}>
        {(a) => (
          <PasswordInput
            {...a}
            {...register('password', { onChange: () => setRejected(null) })}
            autoComplete="current-password"
            placeholder={t('auth.yourPassword')}
          />
        )}
      </Field>
      <Rejected message={rejected} />
      <Button type="submit" size="lg" block disabled={!isValid} loading={login.isPending} className="mt-1">
        {t('common.logIn')}
      </Button>
    </form>
  );
}

/** Phone number and a one-time code; the code button behaves as on registration. */
function PhoneLoginForm() {
  const { t } = useTranslation();
  const done = useAfterLogin();
  const login = usePhoneLogin();
  const [rejected, setRejected] = useState<string | null>(null);
  const { register, handleSubmit, getValues, setError, formState } = useForm<LoginByPhoneInput>({
    resolver: zodResolver(LoginByPhoneInputSchema),
    mode: 'onTouched',
    defaultValues: { phone: '', code: '' },
  });
  const { errors } = formState;
  const sender = useCodeSender('phone', (error) => applyFieldErrors(error, setError, ['phone']) || handleError(error));

  const onValid = (input: LoginByPhoneInput) => {
    if (login.isPending) return;
    setRejected(null);
    login.mutate(input, {
      onSuccess: done,
      onError: (error) =>
        applyFieldErrors(error, setError, ['phone', 'code']) ||
        (error instanceof ApiError && error.status === 401 ? setRejected(error.text) : handleError(error)),
    });
  };

  return (
    <form onSubmit={handleSubmit(onValid, toastFirstFormError)} noValidate className="flex flex-col gap-4">
      <ContactField channel="phone" error={errors.phone?.message} inputProps={register('phone', { onChange: () => setRejected(null) })} />
      <CodeField
        sender={sender}
        onSend={() => sender.request(getValues('phone'))}
        error={errors.code?.message}
        inputProps={register('code')}
      />
      <Rejected message={rejected} />
      <Button type="submit" size="lg" block disabled={!sender.requested} loading={login.isPending} className="mt-1">
        {t('common.logIn')}
      </Button>
    </form>
  );
}

type Method = 'password' | 'phone';

export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const methods = useSignInMethods();
  const [method, setMethod] = useState<Method>('password');
  const phone = methods.data?.phone === true;
  const active = phone ? method : 'password';

  return (
    <AuthShell
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      banner={<PrivacyBanner />}
      footer={
        <>
          {t('auth.newHere')}{' '}
          <Link to={`${paths.register}${location.search}`} className="font-semibold text-brand-600 hover:underline">
            {t('auth.createAnAccount')}
          </Link>
        </>
      }
    >
      {phone && (
        <MethodSwitch
          label={t('auth.logInWith')}
          options={[
            { value: 'password', label: t('auth.username') },
            { value: 'phone', label: t('auth.phone') },
          ]}
          value={active}
          onChange={setMethod}
        />
      )}
      {active === 'phone' ? <PhoneLoginForm /> : <PasswordLoginForm />}
      {methods.data?.google && (
        <>
          <Divider>{t('auth.or')}</Divider>
          <GoogleButton />
        </>
      )}
    </AuthShell>
  );
}
