/**
 * The API reads index.html starts before the app's JavaScript has loaded (issue 13: the home data is
 * requested before the JS parses). The inline script there fills `window.__early` with one entry
 * per URL; the API client takes an entry once, for the same URL and login, instead of fetching
 * again, so the request is never made twice. Anything not taken is simply left unused.
 */
export interface EarlyRequest {
  token: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __early?: Record<string, EarlyRequest | undefined>;
    /** Settles when the static shell's first picture has loaded or failed (or there is none). */
    __shellReady?: Promise<unknown>;
  }
}

/** The early response for a GET of `url` made with `token`, once; undefined when there is none. */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__early?.[url];
  if (!early) return undefined;
  delete window.__early![url];
  return early.token === token ? early.response : undefined;
}
