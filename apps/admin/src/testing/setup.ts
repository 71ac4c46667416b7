import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// The first render of a file loads the console's modules: on a busy machine that passes Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no modal dialogs; the console's <dialog> opens and closes through these two.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// A request no test answered fails the test that made it, so a screen cannot call the API unnoticed.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
