import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@pedestal/contract/paths';
import { ChangePasswordInputSchema, type ChangePasswordInput } from '@pedestal/contract/schemas/auth';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { applyFieldErrors } from '@/components/ui/form-errors';
import { PasswordInput } from '@/components/ui/password-input';
import { handleError, toastFirstFormError } from '@/lib/handle-error';
import { useChangePassword } from '../api/change-password';
import { i18next } from '@/i18n';

function ChangePasswordForm() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const { register, handleSubmit, setError, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema),
    mode: 'onChange',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isValid, touchedFields } = formState;
  // Messages appear once a field was left, so typing the first letter does not flash errors.
  const shown = (field: keyof ChangePasswordInput) =>
    touchedFields[field] || errors[field]?.type === 'server' ? errors[field]?.message : undefined;

  const onValid = (input: ChangePasswordInput) => {
    if (change.isPending) return;
    change.mutate(input, {
      onSuccess: () => {
        toast.success(i18next.t('account.passwordChangedSuccessfully'), { description: i18next.t('account.yourPasswordHasBeenUpdated') });
        navigate(paths.settings, { replace: true });
      },
      onError: (error) => applyFieldErrors(error, setError, ['oldPassword', 'newPassword', 'confirmPassword']) || handleError(error),
    });
  };

  return (
    <form onSubmit={handleSubmit(onValid, toastFirstFormError)} noValidate className="flex flex-col gap-4 p-4">
      <div className="flex items-center gap-3 rounded-3xl bg-brand-50 p-4 text-sm text-brand-800">
        <KeyRound className="size-5 shrink-0 text-brand-600" />
        <p>{i18next.t('account.chooseAPasswordOfAt')}</p>
      </div>
      <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm">
        <Field label={i18next.t('account.currentPassword')} error={shown('oldPassword')}>
          {(a) => (
            <PasswordInput
              {...a}
              {...register('oldPassword')}
              autoComplete="current-password"
              placeholder={i18next.t('account.yourCurrentPassword')}
            />
          )}
        </Field>
        <Field label={i18next.t('account.newPassword')} error={shown('newPassword')}>
          {(a) => (
            <PasswordInput
              {...a}
              {...register('newPassword')}
              autoComplete="new-password"
              placeholder={i18next.t('account.atLeast6Characters')}
            />
          )}
        </Field>
        <Field label={i18next.t('account.confirmNewPassword')} error={shown('confirmPassword')}>
          {(a) => (
            <PasswordInput
              {...a}
              {...register('confirmPassword')}
              autoComplete="new-password"
              placeholder={i18next.t('account.repeatTheNewPassword')}
            />
          )}
        </Field>
      </div>
      <Button type="submit" size="lg" block disabled={!isValid} loading={change.isPending}>
        {i18next.t('account.updatePassword')}
      </Button>
    </form>
  );
}

export default function ChangePasswordPage() {
  return (
    <SubPage title={i18next.t('account.changePassword')} fallback={paths.settings}>
      <RequireLogin>
        <ChangePasswordForm />
      </RequireLogin>
    </SubPage>
  );
}
