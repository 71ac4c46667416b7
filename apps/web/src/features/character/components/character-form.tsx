import { zodResolver } from '@hookform/resolvers/zod';
import { Genre, Gender } from '@pedestal/contract/enums';
import { genreLabel } from '@/lib/genre';
import { DESCRIPTION_MAX } from '@pedestal/contract/constants';
import { paths } from '@pedestal/contract/paths';
import { CreateCharacterInputSchema, type CreateCharacterInput } from '@pedestal/contract/schemas/character';
import { Check, ChevronDown, Plus } from 'lucide-react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { useLoginPrompt } from '@/components/layout/use-login-prompt';
import { TagInput } from '@/components/tag-input';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { toastFirstFormError } from '@/lib/handle-error';
import { IllustrationUpload } from './illustration-upload';
import { fieldMessage, i18next } from '@/i18n';

/** The form holds the agreement as a plain boolean; the schema accepts only `true`. */
export type CharacterFormValues = Omit<CreateCharacterInput, 'agreement'> & { agreement: boolean };

export const emptyCharacterForm: CharacterFormValues = {
  name: '',
  gender: 'female',
  description: '',
  creatorName: '',
  creatorWebsite: '',
  illustration: '',
  website: '',
  genre: '',
  note: '',
  agreement: false,
};

const MAX_GENRES = 10;
const splitGenres = (genre: string) =>
  genre
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);

export interface CharacterFormProps {
  defaultValues: CharacterFormValues;
  submitText: string;
  pending: boolean;
  onSubmit: (input: CreateCharacterInput) => void;
}

/** SPEC §5 character rules through the contract's schema, so messages match the server's. */
export function CharacterForm({ defaultValues, submitText, pending, onSubmit }: CharacterFormProps) {
  const guard = useLoginPrompt();
  const { register, control, handleSubmit, formState } = useForm<CharacterFormValues, unknown, CreateCharacterInput>({
    resolver: zodResolver(CreateCharacterInputSchema) as unknown as Resolver<CharacterFormValues, unknown, CreateCharacterInput>,
    defaultValues,
  });
  const { errors } = formState;
  // Counted as the rule counts it (trimmed, 20 to DESCRIPTION_MAX: the message names the same numbers).
  const descriptionLength = useWatch({ control, name: 'description' })?.trim().length ?? 0;
  const submit = handleSubmit((input) => !pending && onSubmit(input), toastFirstFormError);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        guard(() => void submit())();
      }}
      noValidate
      className="space-y-4 p-4"
    >
      <section className="space-y-4 rounded-2xl bg-white p-4 shadow-sm">
        <Field label={i18next.t('character.illustration')} error={errors.illustration?.message}>
          {(a) => (
            <Controller
              control={control}
              name="illustration"
              render={({ field }) => (
                <IllustrationUpload id={a.id} invalid={a['aria-invalid']} value={field.value} onChange={field.onChange} />
              )}
            />
          )}
        </Field>
        <Field label={i18next.t('character.characterName')} error={errors.name?.message}>
          {(a) => <Input {...a} {...register('name')} placeholder={i18next.t('character.eGSakuraHaruno')} maxLength={255} />}
        </Field>
        <Field label={i18next.t('character.gender')} error={errors.gender?.message}>
          {(a) => (
            <div className="relative">
              <select
                {...a}
                {...register('gender')}
                className="h-11 w-full appearance-none rounded-xl border border-neutral-200 bg-white px-3.5 text-[15px] text-neutral-900 outline-none focus:border-brand-400 focus:ring-3 focus:ring-brand-100"
              >
                {Gender.map((g) => (
                  <option key={g} value={g}>
                    {i18next.t(`gender.${g}`)}
                  </option>
                ))}
              </select>
              <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500" aria-hidden />
            </div>
          )}
        </Field>
        <Field label={i18next.t('character.genre')} error={errors.genre?.message} hint={i18next.t('character.pressEnterOrCommaTo')}>
          {(a) => (
            <Controller
              control={control}
              name="genre"
              render={({ field }) => {
                const tags = splitGenres(field.value ?? '');
                const set = (next: string[]) => field.onChange(next.join(','));
                return (
                  <div className="space-y-2">
                    <TagInput
                      {...a}
                      value={tags}
                      onChange={set}
                      onBlur={field.onBlur}
                      max={MAX_GENRES}
                      display={genreLabel}
                      placeholder={i18next.t('character.addGenres')}
                    />
                    <div className="flex flex-wrap gap-1.5">
                      {Genre.filter((g) => !tags.includes(g)).map((g) => (
                        <button
                          key={g}
                          type="button"
                          onClick={() => set([...tags, g])}
                          disabled={tags.length >= MAX_GENRES}
                          className="inline-flex h-7 items-center gap-1 rounded-full border border-dashed border-neutral-300 px-2.5 text-xs font-medium text-neutral-600 hover:border-brand-300 hover:text-brand-600"
                        >
                          <Plus className="size-3" aria-hidden /> {genreLabel(g)}
                        </button>
                      ))}
                    </div>
                  </div>
                );
              }}
            />
          )}
        </Field>
        <Field
          label={i18next.t('character.description')}
          error={errors.description?.message}
          hint={`${descriptionLength}/${DESCRIPTION_MAX}`}
        >
          {(a) => (
            <Textarea
              {...a}
              {...register('description')}
              rows={5}
              maxLength={DESCRIPTION_MAX}
              placeholder={i18next.t('character.whoIsThisCharacterAnd')}
            />
          )}
        </Field>
      </section>

      <section className="space-y-4 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-base font-bold text-neutral-900">{i18next.t('character.originalCreator')}</h2>
        <Field label={i18next.t('character.creatorName')} error={errors.creatorName?.message}>
          {(a) => <Input {...a} {...register('creatorName')} placeholder={i18next.t('character.artistOrStudio')} maxLength={255} />}
        </Field>
        <Field label={i18next.t('character.creatorWebsite')} error={errors.creatorWebsite?.message}>
          {(a) => <Input {...a} {...register('creatorWebsite')} type="url" inputMode="url" placeholder={i18next.t('character.https')} />}
        </Field>
        <Field label={i18next.t('character.officialWebsiteOptional')} error={errors.website?.message}>
          {(a) => <Input {...a} {...register('website')} type="url" inputMode="url" placeholder={i18next.t('character.https')} />}
        </Field>
        <Field label={i18next.t('character.note')} error={errors.note?.message} hint={i18next.t('character.anythingTheReviewTeamShould')}>
          {(a) => <Textarea {...a} {...register('note')} rows={3} placeholder={i18next.t('character.noteForTheReviewers')} />}
        </Field>
      </section>

      <label className="flex items-start gap-3 rounded-2xl bg-white p-4 text-sm leading-relaxed text-neutral-600 shadow-sm">
        <span className="relative mt-0.5 flex size-5 shrink-0">
          <input
            type="checkbox"
            {...register('agreement')}
            aria-invalid={errors.agreement ? true : undefined}
            className="peer size-5 appearance-none rounded-md border-2 border-neutral-300 transition checked:border-brand-500 checked:bg-brand-500 aria-invalid:border-red-400"
          />
          <Check
            className="pointer-events-none absolute inset-0.5 size-4 text-white opacity-0 peer-checked:opacity-100"
            strokeWidth={3}
            aria-hidden
          />
        </span>
        <span>
          {i18next.t('character.iAgreeToThe')}{' '}
          <Link to={paths.submissionRules} target="_blank" className="font-semibold text-brand-600 underline-offset-2 hover:underline">
            {i18next.t('character.submissionRules')}
          </Link>{' '}
          {i18next.t('character.and')}{' '}
          <Link to={paths.termsOfUse} target="_blank" className="font-semibold text-brand-600 underline-offset-2 hover:underline">
            {i18next.t('character.termsOfService')}
          </Link>
          .
          {errors.agreement && (
            <span role="alert" className="mt-1 block text-xs text-red-600">
              {fieldMessage(errors.agreement.message ?? 'agreement-required')}
            </span>
          )}
        </span>
      </label>

      <Button type="submit" size="lg" block loading={pending}>
        {submitText}
      </Button>
    </form>
  );
}
