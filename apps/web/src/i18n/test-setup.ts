import { initI18n } from './index';

// Component tests render English, as a shopper with an English browser sees the store.
await initI18n('en');

// jsdom has no ResizeObserver; the bottom bar measures itself with one. Nothing resizes in a test.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
