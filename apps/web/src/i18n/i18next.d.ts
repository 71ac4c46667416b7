import 'i18next';
import type { Messages } from './index';

/** Typed keys: `t('unknown.key')` is a type error, and interpolation values are checked. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    returnNull: false;
  }
}
