import { setupServer } from 'msw/node';

/** The mocked admin API every screen test talks to; each test adds its answers with `renderConsole({ api })`. */
export const server = setupServer();
