import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@pedestal/contract/paths';
import { RegisterByEmailInputSchema, RegisterByPhoneInputSchema } from '@pedestal/contract/schemas/auth';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { applyFieldErrors } from '@/components/ui/form-errors';
import { PasswordInput } from '@/components/ui/password-input';
import { handleError, toastFirstFormError } from '@/lib/handle-error';
import { afterSignIn } from '@/lib/return-to';
import { useRegister, type CodeChannel } from '../api/register';
import { useSignInMethods } from '../api/sign-in-methods';
import { AuthShell, Divider } from '../components/auth-shell';
import { CodeField, rememberedCode, useCodeSender } from '../components/code-field';
import { ContactField } from '../components/contact-field';
import { GoogleButton } from '../components/google-button';
import { MethodSwitch } from '../components/method-switch';
import { useTranslation } from '@/i18n/react';
import { Trans } from '@/i18n/trans';

interface Values {
  email: string;
  phone: string;
  code: string;
  username: string;
  password: string;
  confirmPassword: string;
}
const FIELDS = ['email', 'phone', 'code', 'username', 'password', 'confirmPassword'] as const;
const SCHEMAS = { email: RegisterByEmailInputSchema, phone: RegisterByPhoneInputSchema };

/** One form for both channels: the contact field and the code go to the email or the phone endpoints. */
function RegisterForm({ channel }: { channel: CodeChannel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const registration = useRegister(channel);
  // After a reload, the contact a still-valid code went to is filled in again.
  const [sentTo] = useState(() => rememberedCode(channel)?.to ?? '');
  const { register, handleSubmit, getValues, setError, formState } = useForm<Values>({
    // The schema of the channel; it drops the other channel's (empty) field.
    resolver: zodResolver(SCHEMAS[channel]) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: { email: '', phone: '', code: '', username: '', password: '', confirmPassword: '', [channel]: sentTo },
  });
  const { errors } = formState;
  const sender = useCodeSender(channel, (error) => applyFieldErrors(error, setError, [channel]) || handleError(error));

  const onValid = (input: Values) => {
    if (registration.isPending) return;
    registration.mutate(input, {
      onSuccess: () => {
        toast.success(t('auth.welcome'), { description: t('auth.accountReady') });
        navigate(afterSignIn(location.search), { replace: true });
      },
      onError: (error) => applyFieldErrors(error, setError, FIELDS) || handleError(error),
    });
  };

  return (
    <form onSubmit={handleSubmit(onValid, toastFirstFormError)} noValidate className="flex flex-col gap-4">
      <ContactField channel={channel} error={errors[channel]?.message} inputProps={register(channel)} />
      <CodeField
        sender={sender}
        onSend={() => sender.request(getValues(channel))}
        error={errors.code?.message}
        inputProps={register('code')}
      />
      <Field label={t('auth.username')} error={errors.username?.message}>
        {(a) => (
          <Input
            {...a}
            {...register('username')}
            autoComplete="username"
            autoCapitalize="none"
            className="h-12"
            placeholder={t('auth.pickUsername')}
          />
        )}
      </Field>
      <Field label={t('auth.password')} error={errors.password?.message}>
        {(a) => <PasswordInput {...a} {...register('password')} autoComplete="new-password" placeholder={t('auth.passwordMin')} />}
      </Field>
      <Field label={t('auth.confirmPassword')} error={errors.confirmPassword?.message}>
        {(a) => (
          <PasswordInput {...a} {...register('confirmPassword')} autoComplete="new-password" placeholder={t('auth.repeatPassword')} />
        )}
      </Field>
      <Button type="submit" size="lg" block disabled={!sender.requested} loading={registration.isPending} className="mt-1">
        {t('auth.createAccount')}
      </Button>
      {!sender.requested && <p className="-mt-2 text-center text-xs text-neutral-500">{t('auth.sendCodeFirst')}</p>}
      <p className="text-center text-xs leading-relaxed text-neutral-500">
        <Trans
          i18nKey="auth.agree"
          components={{
            terms: <Link to={paths.termsOfUse} className="text-brand-600 underline" />,
            privacy: <Link to={paths.privacyPolicy} className="text-brand-600 underline" />,
          }}
        />
      </p>
    </form>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const methods = useSignInMethods();
  const [channel, setChannel] = useState<CodeChannel>('email');
  const offered = (['email', 'phone'] as const).filter((c) => methods.data?.[c] !== false);
  const active = offered.includes(channel) ? channel : offered[0];

  return (
    <AuthShell
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to={`${paths.login}${location.search}`} className="font-semibold text-brand-600 hover:underline">
            {t('auth.logInLink')}
          </Link>
        </>
      }
    >
      {!active ? (
        <p className="rounded-xl bg-neutral-50 px-3 py-3 text-sm text-neutral-700">
          {t('auth.codeSignupUnavailable')} {methods.data?.google ? t('auth.useGoogleInstead') : t('auth.tryLater')}
        </p>
      ) : (
        <>
          {offered.length > 1 && (
            <MethodSwitch
              label={t('auth.registerWith')}
              options={[
                { value: 'email', label: t('auth.email') },
                { value: 'phone', label: t('auth.phone') },
              ]}
              value={active}
              onChange={setChannel}
            />
          )}
          <RegisterForm key={active} channel={active} />
        </>
      )}
      {methods.data?.google && (
        <>
          <Divider>{t('auth.or')}</Divider>
          <GoogleButton label={t('auth.signUpGoogle')} />
        </>
      )}
    </AuthShell>
  );
}
