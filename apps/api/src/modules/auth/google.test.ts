import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { freePort, startTestApp, type TestApp } from '../../../test/harness';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../../test/oidc-provider';
import { users } from '../account/schema';
import { GoogleSignIn } from './google';
import { oidcFlows } from './schema';

const decodeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** Just enough browser for the sign-in dance: manual redirects, a cookie jar per host, form posts. */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  async open(url: string, form?: Record<string, string>, json?: unknown): Promise<Response> {
    const { host } = new URL(url);
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    const headers: Record<string, string> = {};
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (json) headers['content-type'] = 'application/json';
    const res = await fetch(url, {
      method: form || json ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form) : json ? JSON.stringify(json) : undefined,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(host, cookies);
    return res;
  }

  cookie(host: string, name: string) {
    return this.jar.get(host)?.get(name);
  }

  /** What the web's success page does: POST the one-time code (with this browser's cookies). */
  async exchange(landing: URL): Promise<{ status: number; body: { data?: { id: string }; meta?: { token: string }; type?: string } }> {
    const res = await this.open(`${landing.origin}/api/auth/google/exchange`, undefined, { code: landing.searchParams.get('code') });
    return { status: res.status, body: (await res.json()) as never };
  }

  /**
   * Follows redirects from `url`, signing in as `login` and consenting on the provider's pages,
   * until a redirect target satisfies `stop`; answers that target.
   */
  async signIn(url: string, login: string, stop: (target: URL) => boolean, onForm?: (action: URL) => string | undefined): Promise<URL> {
    let form: Record<string, string> | undefined;
    for (let step = 0; step < 20; step++) {
      const res = await this.open(url, form);
      form = undefined;
      const location = res.headers.get('location');
      if (location) {
        await res.body?.cancel();
        const target = new URL(location, url);
        if (stop(target)) return target;
        url = target.href;
        continue;
      }
      const html = await res.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
      const prompt = html.match(/name="prompt" value="([^"]+)"/)?.[1];
      if (res.status !== 200 || !action || !prompt) throw new Error(`unexpected page ${res.status} at ${url}: ${html.slice(0, 300)}`);
      const actionUrl = new URL(decodeHtml(action), url);
      const detour = onForm?.(actionUrl);
      if (detour) {
        url = detour;
        continue;
      }
      url = actionUrl.href;
      form = prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt };
    }
    throw new Error('the sign-in did not finish in 20 steps');
  }
}

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  let provider: LocalOidcProvider;
  let t: TestApp;
  const landed = (target: URL) => target.pathname.startsWith('/auth/google/');
  const signIn = (login: string) => new Browser().signIn(`${t.baseUrl}/api/auth/google`, login, landed);
  /** Signs in as `login` in a new browser, as the web app does, and answers the session token. */
  const sessionOf = async (login: string) => {
    const browser = new Browser();
    const target = await browser.signIn(`${t.baseUrl}/api/auth/google`, login, landed);
    expect(target.pathname).toBe('/auth/google/success');
    const { status, body } = await browser.exchange(target);
    expect(status).toBe(200);
    return body.meta!.token;
  };
  const idOf = async (token: string) => (await t.http.get('/api/user/state', token)).body.data.id as string;

  beforeAll(async () => {
    const port = await freePort();
    provider = await startLocalOidcProvider({
      redirectUris: [`http://127.0.0.1:${port}/api/auth/google/callback`],
      accounts: { mallory: { email: 'victim@example.test', email_verified: false }, 'eve-two': { email: 'linked@example.test' } },
    });
    t = await startTestApp({
      port,
      env: {
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        OIDC_ISSUER: provider.issuer,
        OIDC_ALLOW_INSECURE: 'true',
      },
    });
  });
  afterAll(() => Promise.all([t?.close(), provider?.close()]));

  it('tells the client Google sign-in is offered', async () => {
    expect((await t.http.get('/api/authentication/methods')).body.data.google).toBe(true);
  });

  it('signs a new person up end to end: a one-time code in the URL, the session only in the POST answer', async () => {
    const browser = new Browser();
    const target = await browser.signIn(`${t.baseUrl}/api/auth/google`, 'alice', landed);
    expect(target.origin).toBe(t.baseUrl);
    expect(target.pathname).toBe('/auth/google/success');
    expect([...target.searchParams.keys()]).toEqual(['code']);
    const { status, body } = await browser.exchange(target);
    expect(status).toBe(200);
    const state = await t.http.get('/api/user/state', body.meta!.token);
    expect(state.body.data).toMatchObject({ username: 'alice', profileNickname: 'Alice', email: 'alice@example.test' });
    // The code is spent, and the flow cookie cleared.
    expect((await browser.exchange(target)).status).toBe(400);
    expect(browser.cookie(target.host, 'pedestal_oidc')).toBeUndefined();
  });

  it('sets the flow cookie HttpOnly and SameSite=Lax, scoped to the Google routes', async () => {
    const res = await fetch(`${t.baseUrl}/api/auth/google`, { redirect: 'manual' });
    await res.body?.cancel();
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^pedestal_oidc=[^;]+\.[^;]+; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/);
  });

  it('signs the same person in again to the same account', async () => {
    expect(await idOf(await sessionOf('bob'))).toBe(await idOf(await sessionOf('bob')));
  });

  it('links an existing account with the same verified email', async () => {
    const existing = await makeUser(t.ctx, { email: 'carol@example.test' });
    expect(await idOf(await sessionOf('carol'))).toBe(existing.id);
  });

  it('does not hand an account over for an unverified email', async () => {
    const victim = await makeUser(t.ctx, { email: 'victim@example.test' });
    const state = (await t.http.get('/api/user/state', await sessionOf('mallory'))).body.data;
    expect(state.id).not.toBe(victim.id);
    expect(state.email).toBeNull();
  });

  it('does not move an account linked to one Google identity to another', async () => {
    const linked = await makeUser(t.ctx, { email: 'linked@example.test' });
    await t.ctx.db.update(users).set({ googleSub: 'eve-one' }).where(eq(users.id, linked.id));
    const target = await signIn('eve-two');
    expect(target.pathname).toBe('/auth/google/error');
    expect(target.searchParams.get('reason')).toBe('google-email-linked-elsewhere');
    const [row] = await t.ctx.db.select({ googleSub: users.googleSub }).from(users).where(eq(users.id, linked.id));
    expect(row!.googleSub).toBe('eve-one');
  });

  it("sends a cancelled sign-in to the error page with our reason, not the provider's text", async () => {
    const target = await new Browser().signIn(`${t.baseUrl}/api/auth/google`, 'dave', landed, (action) => `${action.href}/abort`);
    expect(target.pathname).toBe('/auth/google/error');
    expect([...target.searchParams]).toEqual([['reason', 'google-sign-in-cancelled']]);
  });

  it.each([
    ['access_denied', 'google-sign-in-cancelled'],
    ['login_required', 'google-sign-in-incomplete'],
    ['consent_required', 'google-sign-in-incomplete'],
    ['temporarily_unavailable', 'google-unavailable'],
    ['server_error', 'google-unavailable'],
    ['invalid_request', 'google-sign-in-failed'],
    ['<script>made-up</script>', 'google-sign-in-failed'],
  ])('maps the provider error %s to the reason %s', async (error, reason) => {
    const res = await t.http.get(`/api/auth/google/callback?${new URLSearchParams({ error, error_description: 'Provider <b>text</b>' })}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${t.baseUrl}/auth/google/error?reason=${reason}`);
  });

  it('refuses a callback with a state it never issued', async () => {
    const res = await t.http.get('/api/auth/google/callback?code=abc&state=forged');
    const target = new URL(res.headers.get('location')!);
    expect(target.pathname).toBe('/auth/google/error');
    expect(target.searchParams.get('reason')).toBe('sign-in-other-browser');
  });

  it("refuses the attacker's callback URL opened in a fresh browser (login CSRF)", async () => {
    // The attacker signs in up to the callback and does not follow it: the URL is planted on a victim.
    const attacker = new Browser();
    const planted = await attacker.signIn(`${t.baseUrl}/api/auth/google`, 'attacker', (u) => u.pathname === '/api/auth/google/callback');
    const victim = new Browser();
    const res = await victim.open(planted.href);
    const target = new URL(res.headers.get('location')!);
    expect(target.pathname).toBe('/auth/google/error');
    expect(target.searchParams.get('reason')).toBe('sign-in-other-browser');
    // A victim that started a sign-in of its own (another state) is refused the same way.
    const busy = new Browser();
    await busy.open(`${t.baseUrl}/api/auth/google`);
    const again = new URL((await busy.open(planted.href)).headers.get('location')!);
    expect(again.searchParams.get('reason')).toBe('sign-in-other-browser');
    expect(await t.ctx.db.$count(users, eq(users.username, 'attacker'))).toBe(0);
  });

  it('refuses the success code in any browser but the one that started the sign-in', async () => {
    const attacker = new Browser();
    const landing = await attacker.signIn(`${t.baseUrl}/api/auth/google`, 'attacker2', landed);
    const victim = new Browser();
    await victim.open(`${t.baseUrl}/api/auth/google`);
    for (const other of [new Browser(), victim]) {
      const { status, body } = await other.exchange(landing);
      expect(status).toBe(400);
      expect(body.type).toMatch(/\/(sign-in-other-browser|sign-in-session-expired)$/);
    }
    expect((await attacker.exchange(landing)).status).toBe(200);
  });

  it('takes no session token from a URL', async () => {
    const token = await sessionOf('tokenless');
    for (const query of [`token=${token}`, `access_token=${token}`]) {
      expect((await t.http.get(`/api/user/state?${query}`)).body.data).toBeNull();
    }
  });

  it('accepts each callback once', async () => {
    const browser = new Browser();
    const callback = await browser.signIn(`${t.baseUrl}/api/auth/google`, 'frank', (u) => u.pathname === '/api/auth/google/callback');
    const first = new URL((await browser.open(callback.href)).headers.get('location')!);
    const replay = new URL((await browser.open(callback.href)).headers.get('location')!);
    expect(first.pathname).toBe('/auth/google/success');
    expect(replay.pathname).toBe('/auth/google/error');
  });

  it('refuses a flow older than 10 minutes, and a code older than a minute', async () => {
    const browser = new Browser();
    const callback = await browser.signIn(`${t.baseUrl}/api/auth/google`, 'gina', (u) => u.pathname === '/api/auth/google/callback');
    t.clock.advance(10 * 60_000 + 1);
    const target = new URL((await browser.open(callback.href)).headers.get('location')!);
    expect(target.pathname).toBe('/auth/google/error');
    const late = new Browser();
    const landing = await late.signIn(`${t.baseUrl}/api/auth/google`, 'gina', landed);
    t.clock.advance(60_000 + 1);
    expect((await late.exchange(landing)).status).toBe(400);
  });

  it('answers 503 while the provider cannot be reached, and recovers when it can', async () => {
    const unreachable = new GoogleSignIn({ ...t.ctx, config: { ...t.ctx.config, OIDC_ISSUER: `http://127.0.0.1:${await freePort()}` } });
    await expect(unreachable.authorizationUrl(t.ctx.origins.fallback)).rejects.toMatchObject({
      status: 503,
      code: '50000',
      message: 'Google sign-in is unavailable right now, please try again later',
    });
    expect((await new GoogleSignIn(t.ctx).authorizationUrl(t.ctx.origins.fallback)).url).toMatch(new RegExp(`^${provider.issuer}/`));
  });

  describe('ID-token sign-in (login-by-google, register-by-google)', () => {
    /** An ID token for `login` issued to the app's client, redeemed with the PKCE verifier the app stored. */
    async function idTokenFor(login: string): Promise<string> {
      const callback = await new Browser().signIn(`${t.baseUrl}/api/auth/google`, login, (u) => u.pathname === '/api/auth/google/callback');
      const [flow] = await t.ctx.db
        .select()
        .from(oidcFlows)
        .where(eq(oidcFlows.state, callback.searchParams.get('state')!));
      const discovery = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as { token_endpoint: string };
      const res = await fetch(discovery.token_endpoint, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64')}` },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: callback.searchParams.get('code')!,
          redirect_uri: `${t.baseUrl}/api/auth/google/callback`,
          code_verifier: flow!.codeVerifier,
        }),
      });
      return ((await res.json()) as { id_token: string }).id_token;
    }

    it('registers with a chosen username, then signs in with a new ID token', async () => {
      const unknown = await t.http.post('/api/authentication/login-by-google', { idToken: await idTokenFor('henry') });
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toBe('No account is linked to this Google account, please register first');
      const registered = await t.http.post('/api/authentication/register-by-google', {
        idToken: await idTokenFor('henry'),
        username: 'henry_h',
      });
      expect(registered.status).toBe(200);
      expect(registered.body).toMatchObject({ data: { username: 'henry_h' }, meta: { token: expect.any(String), type: 'Bearer' } });
      const signedIn = await t.http.post('/api/authentication/login-by-google', { idToken: await idTokenFor('henry') });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.id).toBe(registered.body.data.id);
    });

    it('refuses a token that is not a valid ID token of this client', async () => {
      const token = await idTokenFor('ivan');
      const [head, payload] = token.split('.');
      for (const idToken of ['not-a-jwt', `${head}.${payload}.forged-signature`]) {
        const res = await t.http.post('/api/authentication/login-by-google', { idToken });
        expect(res.status).toBe(400);
        expect(res.body.errors).toMatchObject([{ path: 'idToken', message: 'The Google token is invalid or expired' }]);
      }
    });
  });
});

describe('Google sign-in returns to the origin the shopper is on (no PUBLIC_URL)', () => {
  let provider: LocalOidcProvider;
  let t: TestApp;
  let port: number;
  const landed = (target: URL) => target.pathname.startsWith('/auth/google/');

  beforeAll(async () => {
    port = await freePort();
    provider = await startLocalOidcProvider({
      redirectUris: [`http://127.0.0.1:${port}/api/auth/google/callback`, `http://localhost:${port}/api/auth/google/callback`],
    });
    t = await startTestApp({
      port,
      env: {
        PUBLIC_URL: '',
        PORT: String(port),
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        OIDC_ISSUER: provider.issuer,
        OIDC_ALLOW_INSECURE: 'true',
      },
    });
  });
  afterAll(() => Promise.all([t?.close(), provider?.close()]));

  it.each(['127.0.0.1', 'localhost'])('started at %s, the session comes back to %s', async (host) => {
    const origin = `http://${host}:${port}`;
    const browser = new Browser();
    const target = await browser.signIn(`${origin}/api/auth/google`, `user-${host.replace(/\W/g, '')}`, landed);
    expect(target.origin).toBe(origin);
    expect(target.pathname).toBe('/auth/google/success');
    const { body } = await browser.exchange(target);
    expect((await t.http.get('/api/user/state', body.meta!.token)).status).toBe(200);
  });

  it('never sends the browser to a host the request made up', async () => {
    const res = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/auth/google/callback?error=access_denied', headers: { host: `evil.example:${port}` } },
        (r) => {
          r.resume();
          resolve({ status: r.statusCode, location: r.headers.location });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe(`http://localhost:${port}/auth/google/error?reason=google-sign-in-cancelled`);
  });
});
