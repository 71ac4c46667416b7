import { useSyncExternalStore } from 'react';
import { currentLanguage, i18next, onLanguageChange } from './index';

/** `t` for a component, which draws again when the language changes. */
export function useTranslation() {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  return { t: i18next.t, i18n: { language } };
}
