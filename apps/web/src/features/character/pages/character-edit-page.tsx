import { paths } from '@pedestal/contract/paths';
import type { CharacterDetail, CreateCharacterInput, UpdateCharacterInput } from '@pedestal/contract/schemas/character';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ErrorView } from '@/components/error-view';
import { PlaceholderBody, SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { LoadingCard } from '@/components/ui/spinner';
import { handleError } from '@/lib/handle-error';
import { useCharacter } from '@/lib/queries/get-character';
import { useUpdateCharacter } from '../api/save-character';
import { CharacterForm, type CharacterFormValues } from '../components/character-form';
import { i18next } from '@/i18n';

const formValuesOf = (c: CharacterDetail): CharacterFormValues => ({
  name: c.name,
  gender: c.gender,
  description: c.description,
  creatorName: c.creatorName,
  creatorWebsite: c.creatorWebsite,
  illustration: c.illustration ?? '',
  website: c.website ?? '',
  genre: c.genre,
  note: c.note,
  agreement: false,
});

/** Only what the owner changed, plus the agreement ticked again. */
function changesOf(input: CreateCharacterInput, before: CharacterFormValues): UpdateCharacterInput {
  const changed = Object.entries(input).filter(([key, value]) => key === 'agreement' || value !== before[key as keyof CharacterFormValues]);
  return Object.fromEntries(changed);
}

function EditForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useCharacter(id);
  const save = useUpdateCharacter(id);
  if (query.isPending) return <LoadingCard />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} className="m-4" />;
  const character = query.data;
  // SPEC §6: owners edit only while the submission is pending or rejected.
  if (!character.isOwner || character.status === 'approved') {
    return <PlaceholderBody title={i18next.t('character.thisCharacterCanNoLonger')} text={i18next.t('character.onlyYourOwnPendingOr')} />;
  }
  const before = formValuesOf(character);
  return (
    <>
      {character.status === 'rejected' && character.rejectReason && (
        <div role="note" className="mx-4 mt-4 rounded-2xl bg-red-50 p-4 text-sm text-red-700 ring-1 ring-red-100">
          <p className="font-semibold">{i18next.t('character.rejected')}</p>
          <p className="mt-1 break-words">{character.rejectReason}</p>
        </div>
      )}
      <CharacterForm
        defaultValues={before}
        submitText={i18next.t('character.saveChanges')}
        pending={save.isPending}
        onSubmit={(input) =>
          save.mutate(changesOf(input, before), {
            onSuccess: () => {
              toast.success(i18next.t('character.changesSaved'));
              navigate(paths.voteShow(id), { replace: true });
            },
            onError: handleError,
          })
        }
      />
    </>
  );
}

export default function CharacterEditPage() {
  const { id = '' } = useParams();
  return (
    <SubPage title={i18next.t('character.editCharacter')} fallback={paths.voteShow(id)}>
      <RequireLogin>
        <EditForm id={id} />
      </RequireLogin>
    </SubPage>
  );
}
