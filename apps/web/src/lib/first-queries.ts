import type { FetchQueryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { queryClient } from './query-client';

/**
 * The queries a screen makes on its first render, exported by its page module as `firstQueries`
 * (router.tsx asks for them when the route loads). For the first screen of a visit their responses
 * are usually already on the way (index.html starts them early): the app waits for them, so the
 * screen renders once with its data, as one interruptible render, instead of drawing skeletons and
 * then re-rendering synchronously as each list arrives (issue 13: those re-renders were the page's
 * longest tasks). Later screens only get a head start: they render at once, with their skeletons.
 */
// Typed loosely: each screen's options carry their own data types, which the cache keeps per key.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FirstQueries = (params: Params) => FetchQueryOptions<any, any, any, any>[];

/** How long the first screen waits for its data before it renders with skeletons anyway. */
const FIRST_SCREEN_WAIT_MS = 1000;
let firstScreenRendered = false;

/** The app has drawn its first screen (src/main.tsx): from now on screens never wait for data. */
export function markFirstScreenRendered() {
  firstScreenRendered = true;
}

/** A route loader: starts the screen's queries, and on the first screen waits for them (briefly). */
export function loadFirstQueries(queries: ReturnType<FirstQueries>): Promise<null> | null {
  const loading = Promise.all(queries.map((options) => queryClient.prefetchQuery(options)));
  if (firstScreenRendered) return null;
  return Promise.race([loading, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(() => null);
}
