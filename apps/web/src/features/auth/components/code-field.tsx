import { SEND_CODE_COOLDOWN_SECONDS, VERIFICATION_CODE_TTL_MINUTES } from '@pedestal/contract/constants';
import { SendEmailCodeInputSchema, SendPhoneCodeInputSchema } from '@pedestal/contract/schemas/auth';
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { fieldMessage } from '@/i18n';
import { useSendCode, type CodeChannel } from '../api/register';
import { useCountdown } from './use-countdown';
import { useTranslation } from '@/i18n/react';

const rememberedKey = (channel: CodeChannel) => `pedestal.code-sent.${channel}`;

/**
 * The code sent from this tab before a reload, while it is still valid (whom to, when): the form
 * then counts as "code requested" again (issue 41 item 8), rather than keeping its button disabled
 * until the shopper sends a second code for the one they have.
 */
export function rememberedCode(channel: CodeChannel, now = Date.now()): { to: string; at: number } | null {
  try {
    const sent = JSON.parse(sessionStorage.getItem(rememberedKey(channel)) ?? 'null') as { to?: unknown; at?: unknown } | null;
    if (typeof sent?.to !== 'string' || typeof sent.at !== 'number') return null;
    return now - sent.at < VERIFICATION_CODE_TTL_MINUTES * 60_000 ? { to: sent.to, at: sent.at } : null;
  } catch {
    return null;
  }
}

/**
 * Sending a one-time code, the same for email and phone (SPEC §4 Registration): the contact is
 * checked first, then the button counts down 60 seconds before a resend. A code sent before a
 * reload still counts, and its countdown goes on.
 */
export function useCodeSender(channel: CodeChannel, onRejected: (error: unknown) => void) {
  const { t } = useTranslation();
  const send = useSendCode(channel);
  const { remaining, start } = useCountdown();
  const [remembered] = useState(() => rememberedCode(channel));
  const [requested, setRequested] = useState(remembered !== null);
  useEffect(() => {
    const left = remembered ? SEND_CODE_COOLDOWN_SECONDS - Math.floor((Date.now() - remembered.at) / 1000) : 0;
    if (left > 0) start(left);
  }, [remembered, start]);

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
        try {
          sessionStorage.setItem(rememberedKey(channel), JSON.stringify({ to, at: Date.now() }));
        } catch {
          // Storage refused (private mode): the form works, only not across a reload.
        }
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
