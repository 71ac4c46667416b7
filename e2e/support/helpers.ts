import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, E2E_BASE_URL } from './env';

/** The newest verification code mailed (or texted) to `to`, read from the dev mailbox API. */
export async function latestCode(request: APIRequestContext, to: string, base = E2E_BASE_URL): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${base}/api/dev/mailbox`);
      const mails = (await res.json()).data as { to: string; text: string }[];
      code = mails.find((m) => m.to === to)?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Registers a shopper through the API (code from the dev mailbox) and answers its token. */
export async function registerByApi(request: APIRequestContext, username: string, password = 'secret123', base = E2E_BASE_URL) {
  const email = `${username}@example.test`;
  await request.post(`${base}/api/authentication/send-email-verification-code`, { data: { email } });
  const code = await latestCode(request, email, base);
  const res = await request.post(`${base}/api/authentication/register-by-email`, {
    data: { email, code, username, password, confirmPassword: password },
  });
  expect(res.ok()).toBeTruthy();
  const token = (await res.json()).meta.token as string;
  // Takes today's vote grant through the API, so the browser session opens without the reminder.
  await request.get(`${base}/api/user/state`, { headers: { authorization: `Bearer ${token}` } });
  return { email, username, password, token };
}

/** Puts a session token where the web app keeps it (the authToken record), then opens `path`. */
export async function signInWithToken(page: Page, token: string, path = '/user', base = '') {
  await page.goto(`${base}/faq`);
  await page.evaluate(
    (t) => localStorage.setItem('authToken', JSON.stringify({ token: t, expiresAt: Date.now() + 7 * 86_400_000 })),
    token,
  );
  await page.goto(`${base}${path}`);
}

export async function adminToken(request: APIRequestContext) {
  const res = await request.post(`${E2E_BASE_URL}/api/admin/login/password`, { data: ADMIN });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).meta.token as string;
}

/** Fails the test on any console error or uncaught page error (DESIGN §5: no console errors). */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  // Printed as they happen too: a journey that fails on an earlier assertion still says what broke.
  const record = (text: string) => {
    errors.push(text);
    process.stderr.write(`[browser] ${text}\n`);
  };
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource: the server responded with a status of (4\d\d)/.test(msg.text()))
      record(msg.text());
  });
  page.on('pageerror', (err) => record(err.message));
  // A request that got no answer at all (not one the page itself abandoned by navigating away).
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? '';
    if (failure !== 'net::ERR_ABORTED') record(`${req.method()} ${req.url()} failed: ${failure}`);
  });
  return () => expect(errors, 'console errors').toEqual([]);
}
