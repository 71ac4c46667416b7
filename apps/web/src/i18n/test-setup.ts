import { initI18n } from './index';

// Component tests render English, as a shopper with an English browser sees the store.
await initI18n('en');
