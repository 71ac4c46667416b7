import { zodResolver } from '@hookform/resolvers/zod';
import { AddressTag } from '@pedestal/contract/enums';
import { countryLabel } from '@pedestal/contract/rules/countries';
import { AddressInputSchema, type AddressFormValues, type AddressInput } from '@pedestal/contract/schemas/address';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLoginPrompt } from '@/components/layout/use-login-prompt';
import { BottomBar } from '@/components/bottom-bar';
import { CountrySelect } from '@/components/country-select';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { applyFieldErrors } from '@/components/ui/form-errors';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { handleError, toastFirstFormError } from '@/lib/handle-error';
import { isServed, pickedCountry, useServedCountries } from '../api/get-served-countries';
import { tagLabel } from './address-card';
import { currentLanguage, i18next } from '@/i18n';

const FIELDS = ['name', 'phone', 'zipCode', 'country', 'province', 'city', 'area', 'address', 'tag', 'isDefault'] as const;

export const emptyAddressForm: AddressFormValues = {
  name: '',
  phone: '',
  zipCode: '',
  country: '',
  province: '',
  city: '',
  area: '',
  address: '',
  tag: 'home',
  isDefault: true,
};

export interface AddressFormProps {
  defaultValues: AddressFormValues;
  /** Rejects with the API error; field errors land on their fields, anything else opens the error dialog. */
  onSubmit: (input: AddressInput) => Promise<unknown>;
  pending: boolean;
  /** Extra actions beside Save (Delete on the edit screen). */
  extra?: ReactNode;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm">
    <h2 className="text-[13px] font-semibold tracking-wide text-neutral-500 uppercase">{title}</h2>
    {children}
  </section>
);

/** SPEC §5 address rules through the contract's schema, so messages match the server's. */
export function AddressForm({ defaultValues, onSubmit, pending, extra }: AddressFormProps) {
  const guard = useLoginPrompt();
  const { register, control, handleSubmit, setError, formState } = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: zodResolver(AddressInputSchema),
    mode: 'onTouched',
    defaultValues: { ...defaultValues, country: pickedCountry(defaultValues.country) },
  });
  const { errors } = formState;
  // Decision 058: countries the store does not ship to are marked in the picker, and named under it once picked.
  const served = useServedCountries();
  const country = useWatch({ control, name: 'country' });
  const notServed = isServed(served, country) === false;
  const submit = handleSubmit(async (input) => {
    if (pending) return;
    await onSubmit(input).catch((error: unknown) => applyFieldErrors(error, setError, FIELDS) || handleError(error));
  }, toastFirstFormError);
  const text = (
    name: Exclude<(typeof FIELDS)[number], 'tag' | 'isDefault'>,
    label: string,
    props: Record<string, unknown> = {},
    hint?: string,
  ) => (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      {(a) => <Input {...a} {...register(name)} className="h-12" {...props} />}
    </Field>
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        guard(() => void submit())();
      }}
      noValidate
      className="flex flex-col gap-4 p-4"
    >
      <Section title={i18next.t('address.contact')}>
        {text('name', i18next.t('address.fullName'), {
          autoComplete: 'name',
          maxLength: 60,
          placeholder: i18next.t('address.recipientSFullName'),
        })}
        {text(
          'phone',
          i18next.t('address.phone'),
          {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel',
            maxLength: 40,
            placeholder: i18next.t('address.t13812345678Or1'),
          },
          i18next.t('address.phoneHint'),
        )}
      </Section>
      <Section title={i18next.t('address.address')}>
        <Field
          label={i18next.t('address.country')}
          error={errors.country?.message}
          hint={notServed ? i18next.t('address.countryNotServed', { country: countryLabel(country, currentLanguage()) }) : undefined}
        >
          {(a) => <CountrySelect {...a} {...register('country')} autoComplete="country" saved={defaultValues.country} served={served} />}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          {text('province', i18next.t('address.province'), { autoComplete: 'address-level1', maxLength: 60 })}
          {text('city', i18next.t('address.city'), { autoComplete: 'address-level2', maxLength: 60 })}
        </div>
        {text('zipCode', i18next.t('address.zipCode'), { autoComplete: 'postal-code', maxLength: 10 })}
        {text('area', i18next.t('address.line1'), {
          autoComplete: 'address-line1',
          maxLength: 200,
          placeholder: i18next.t('address.streetAndNumber'),
        })}
        {text('address', i18next.t('address.line2'), {
          autoComplete: 'address-line2',
          maxLength: 200,
          placeholder: i18next.t('address.buildingFloorApartment'),
        })}
      </Section>
      <section className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm">
        <Controller
          control={control}
          name="tag"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-3">
              <span id="address-tag" className="text-sm font-medium text-neutral-700">
                {i18next.t('address.tag')}
              </span>
              <div role="radiogroup" aria-labelledby="address-tag" className="flex gap-2">
                {AddressTag.map((tag) => (
                  <button
                    key={tag}
                    type="button"
                    role="radio"
                    aria-checked={field.value === tag}
                    onClick={() => field.onChange(tag)}
                    className={cn(
                      'h-9 rounded-full border px-4 text-sm font-medium transition-colors',
                      field.value === tag
                        ? 'border-brand-500 bg-brand-50 text-brand-700'
                        : 'border-neutral-200 text-neutral-600 hover:bg-neutral-50',
                    )}
                  >
                    {tagLabel(tag)}
                  </button>
                ))}
              </div>
            </div>
          )}
        />
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-3 border-t border-neutral-100 pt-4">
              <span className="flex flex-col">
                <span className="text-sm font-medium text-neutral-700">{i18next.t('address.defaultShippingAddress')}</span>
                <span className="text-xs text-neutral-500">{i18next.t('address.usedFirstAtCheckout')}</span>
              </span>
              <Switch checked={field.value} onCheckedChange={field.onChange} aria-label={i18next.t('address.defaultShippingAddress')} />
            </div>
          )}
        />
      </section>
      <BottomBar className="flex gap-3">
        {extra}
        <Button type="submit" size="lg" block loading={pending}>
          {i18next.t('address.save')}
        </Button>
      </BottomBar>
    </form>
  );
}
