import { SEND_CODE_COOLDOWN_SECONDS, VERIFICATION_CODE_TTL_MINUTES } from '@pedestal/contract/constants';
import { SendEmailCodeInputSchema, SendPhoneCodeInputSchema } from '@pedestal/contract/schemas/auth';
import { useState, type InputHTMLAttributes } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { fieldMessage } from '@/i18n';
import { useSendCode, type CodeChannel } from '../api/register';
import { useCountdown } from './use-countdown';
import { useTranslation } from '@/i18n/react';

/**
 * Sending a one-time code, the same for email and phone (SPEC §4 Registration): the contact is
 * checked first, then the button counts down 60 seconds before a resend.
 */
export function useCodeSender(channel: CodeChannel, onRejected: (error: unknown) => void) {
  const { t } = useTranslation();
  const send = useSendCode(channel);
  const { remaining, start } = useCountdown();
  const [requested, setRequested] = useState(false);

  const request = (contact: string) => {
    if (send.isPending || remaining > 0) return;
    const parsed =
      channel === 'email' ? SendEmailCodeInputSchema.safeParse({ email: contact }) : SendPhoneCodeInputSchema.safeParse({ phone: contact });
    if (!contact.trim() || !parsed.success) {
      const first = parsed.success ? undefined : parsed.error.issues[0]?.message;
      const message = !contact.trim()
        ? t(channel === 'email' ? 'auth.enterEmailFirst' : 'auth.enterPhoneFirst')
        : fieldMessage(first ?? 'invalid-request');
      toast.warning(message, { position: 'top-center' });
      return;
    }
    const to = contact.trim();
    send.mutate(to, {
      onSuccess: () => {
        setRequested(true);
        start(SEND_CODE_COOLDOWN_SECONDS);
        toast.success(t('auth.codeSent'), { description: t(channel === 'email' ? 'auth.codeSentEmail' : 'auth.codeSentPhone', { to }) });
      },
      onError: onRejected,
    });
  };
  return { request, pending: send.isPending, remaining, requested };
}

/** The code box and its Send Code / countdown / Resend button. */
export function CodeField({
  sender,
  onSend,
  error,
  inputProps,
}: {
  sender: Pick<ReturnType<typeof useCodeSender>, 'pending' | 'remaining' | 'requested'>;
  onSend: () => void;
  error?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const { pending, remaining, requested } = sender;
  return (
    <Field
      label={t('auth.code')}
      error={error}
      hint={requested ? t('auth.codeExpires', { minutes: VERIFICATION_CODE_TTL_MINUTES }) : undefined}
    >
      {(a) => (
        <div className="flex gap-2">
          <Input
            {...a}
            {...inputProps}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="h-12 min-w-0 flex-1 tracking-widest"
            placeholder={t('auth.codePlaceholder')}
          />
          <Button
            variant="secondary"
            className="h-12 w-[120px] shrink-0 rounded-xl px-3 whitespace-nowrap tabular-nums"
            onClick={onSend}
            loading={pending}
            disabled={remaining > 0}
          >
            {remaining > 0 ? t('auth.seconds', { count: remaining }) : requested ? t('auth.resend') : t('auth.sendCode')}
          </Button>
        </div>
      )}
    </Field>
  );
}
