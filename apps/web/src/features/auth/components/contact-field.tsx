import type { InputHTMLAttributes } from 'react';
import { Field, Input } from '@/components/ui/field';
import type { CodeChannel } from '../api/register';
import { useTranslation } from '@/i18n/react';

/** The email address or the mainland phone number (11 digits, SPEC §5) a code is sent to. */
export function ContactField({
  channel,
  error,
  inputProps,
}: {
  channel: CodeChannel;
  error?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return channel === 'email' ? (
    <Field label={t('auth.email')} error={error}>
      {(a) => (
        <Input {...a} {...inputProps} type="email" inputMode="email" autoComplete="email" className="h-12" placeholder="you@example.com" />
      )}
    </Field>
  ) : (
    <Field label={t('auth.phone')} error={error}>
      {(a) => (
        <Input
          {...a}
          {...inputProps}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          className="h-12 tracking-wide"
          placeholder={t('auth.phonePlaceholder')}
        />
      )}
    </Field>
  );
}
