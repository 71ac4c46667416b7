import { LANGUAGES, setLanguage, type Language } from '@/i18n';
import { api } from '@/lib/api-client';
import { useUserState } from '@/lib/session/get-user-state';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/i18n/react';

/** English / 简体中文, each named in itself; the choice is remembered on this device. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { isSignin } = useUserState();
  const choose = (language: Language) => {
    void setLanguage(language);
    // The account keeps it too: the emails it receives follow (decision 022). A failure only leaves them as they were.
    if (isSignin) api.put('user/profile', { language }).catch(() => undefined);
  };
  return (
    <div role="radiogroup" aria-label={t('language.label')} className={cn('inline-flex rounded-full bg-neutral-100 p-0.5', className)}>
      {LANGUAGES.map((l) => {
        const active = i18n.language === l.code;
        return (
          <button
            key={l.code}
            type="button"
            role="radio"
            aria-checked={active}
            lang={l.code}
            onClick={() => choose(l.code)}
            className={cn(
              'h-9 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition',
              active ? 'bg-white text-brand-700 shadow-sm' : 'text-neutral-600 hover:text-neutral-900',
            )}
          >
            {l.name}
          </button>
        );
      })}
    </div>
  );
}
