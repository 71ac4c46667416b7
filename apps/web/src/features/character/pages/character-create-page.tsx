import { paths } from '@pedestal/contract/paths';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { handleError } from '@/lib/handle-error';
import { useCreateCharacter } from '../api/save-character';
import { CharacterForm, emptyCharacterForm } from '../components/character-form';
import { i18next } from '@/i18n';

export default function CharacterCreatePage() {
  const navigate = useNavigate();
  const save = useCreateCharacter();
  return (
    <SubPage title={i18next.t('nav.createVote')}>
      <RequireLogin>
        <div className="mx-4 mt-4 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-500 p-4 text-white shadow-md shadow-brand-500/20">
          <p className="text-base font-bold">{i18next.t('character.bringACharacterToLife')}</p>
          <p className="mt-1 text-sm text-white/85">{i18next.t('character.createIntro')}</p>
        </div>
        <CharacterForm
          defaultValues={emptyCharacterForm}
          submitText={i18next.t('character.submitForReview')}
          pending={save.isPending}
          onSubmit={(input) =>
            save.mutate(input, {
              onSuccess: ({ id }) => {
                toast.success(i18next.t('character.submittedForReview'));
                navigate(paths.voteShow(id), { replace: true });
              },
              onError: handleError,
            })
          }
        />
      </RequireLogin>
    </SubPage>
  );
}
