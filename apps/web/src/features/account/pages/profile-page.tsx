import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@pedestal/contract';
import { BIO_MAX, NICKNAME_MAX } from '@pedestal/contract/constants';
import { paths } from '@pedestal/contract/paths';
import { UpdateProfileInputSchema } from '@pedestal/contract/schemas/auth';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { useBack } from '@/components/layout/use-back';
import { useLoginPrompt } from '@/components/layout/use-login-prompt';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { applyFieldErrors } from '@/components/ui/form-errors';
import { LoadingCard } from '@/components/ui/spinner';
import { handleError, toastFirstFormError } from '@/lib/handle-error';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarPicker } from '../components/avatar-picker';
import { i18next } from '@/i18n';

/** On this screen the nickname must stay filled in; the bio may be emptied (clears it). */
const ProfileFormSchema = UpdateProfileInputSchema.pick({ nickname: true, bio: true }).required({ nickname: true });

const counter = (value: string | undefined, max: number) => `${value?.length ?? 0}/${max}`;

function ProfileForm({ profile }: { profile: Profile }) {
  const back = useBack(paths.user);
  const guard = useLoginPrompt();
  const update = useUpdateProfile();
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ProfileFormSchema),
    mode: 'onTouched',
    defaultValues: { nickname: profile.nickname, bio: profile.bio ?? '' },
  });
  const { errors } = formState;
  const [nickname, bio] = useWatch({ control, name: ['nickname', 'bio'] });

  const onValid = guard((input: { nickname: string; bio?: string }) => {
    if (update.isPending) return;
    update.mutate(
      { ...input, avatarFile },
      {
        onSuccess: () => {
          toast.success(i18next.t('account.profileUpdated'), { description: i18next.t('account.yourProfileHasBeenUpdated') });
          back();
        },
        onError: (error) => applyFieldErrors(error, setError, ['nickname', 'bio']) || handleError(error),
      },
    );
  });

  return (
    <form onSubmit={handleSubmit(onValid, toastFirstFormError)} noValidate className="flex flex-col gap-4 p-4">
      <section className="rounded-3xl bg-white px-5 pt-6 pb-5 shadow-sm">
        <AvatarPicker
          current={profile.avatar}
          name={nickname || profile.nickname}
          file={avatarFile}
          onChange={setAvatarFile}
          onBusyChange={setPreparing}
        />
      </section>
      <section className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm">
        <Field label={i18next.t('account.nickname')} error={errors.nickname?.message} hint={counter(nickname, NICKNAME_MAX)}>
          {(a) => (
            <Input
              {...a}
              {...register('nickname')}
              maxLength={NICKNAME_MAX}
              autoComplete="nickname"
              className="h-12"
              placeholder={i18next.t('account.howOthersSeeYou')}
            />
          )}
        </Field>
        <Field label={i18next.t('account.bio')} error={errors.bio?.message} hint={counter(bio, BIO_MAX)}>
          {(a) => (
            <Textarea
              {...a}
              {...register('bio')}
              maxLength={BIO_MAX}
              rows={4}
              placeholder={i18next.t('account.tellTheCommunityAboutThe')}
            />
          )}
        </Field>
      </section>
      <Button type="submit" size="lg" block loading={update.isPending} disabled={preparing}>
        {i18next.t('account.saveChanges')}
      </Button>
    </form>
  );
}

function ProfileLoader() {
  const profile = useProfile();
  if (profile.isPending) return <LoadingCard />;
  if (profile.isError) return <ErrorView className="m-4" error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileForm profile={profile.data} />;
}

export default function ProfilePage() {
  return (
    <SubPage title={i18next.t('account.editProfile2')} fallback={paths.user}>
      <RequireLogin>
        <ProfileLoader />
      </RequireLogin>
    </SubPage>
  );
}
