import { paths } from '@pedestal/contract/paths';

/** Where sign-in sends the shopper back to: `?redirect=` on the login and register pages. */
export const RETURN_PARAM = 'redirect';
const AUTH_PAGES: readonly string[] = [paths.login, paths.register, paths.googleSuccess, paths.googleError];

/**
 * A path inside this app, safe to navigate to after signing in: relative to this origin (no scheme,
 * no `//host`, no backslash tricks) and not a sign-in page itself. Anything else is dropped.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  const hasControl = [...(value ?? '')].some((c) => c.charCodeAt(0) < 0x20);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControl) return null;
  const url = new URL(value, 'http://x.invalid');
  if (url.origin !== 'http://x.invalid' || AUTH_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page, remembering where the shopper is now. */
export function loginPathFrom(location: { pathname: string; search: string }): string {
  const back = safeReturnPath(`${location.pathname}${location.search}`);
  return back && back !== paths.home ? `${paths.login}?${new URLSearchParams({ [RETURN_PARAM]: back })}` : paths.login;
}

const GOOGLE_RETURN_KEY = 'pedestal.returnTo';

/** Google sign-in leaves the app and comes back on its own page: the return path waits in this tab. */
export function rememberReturnForGoogle(search: string) {
  const back = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
  if (back) sessionStorage.setItem(GOOGLE_RETURN_KEY, back);
  else sessionStorage.removeItem(GOOGLE_RETURN_KEY);
}

export function takeReturnAfterGoogle(): string {
  const back = safeReturnPath(sessionStorage.getItem(GOOGLE_RETURN_KEY));
  sessionStorage.removeItem(GOOGLE_RETURN_KEY);
  return back ?? paths.user;
}

/** Where to go once signed in: the remembered page, else the account hub. */
export function afterSignIn(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? paths.user;
}
