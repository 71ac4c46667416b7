import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { newId } from '../../db/ids';
import { looksLikeContact, type RefusalReason } from '@pedestal/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { createUser, findGoogleLinkByEmail, findUserIdBy, isUsernameTaken, linkGoogleIdentity } from '../account';
import { oidcFlows } from './schema';

/** OpenID Connect sign-in (authorization code + PKCE) against the configured issuer, Google by default. */
export class GoogleSignIn {
  private configPromise: Promise<oidc.Configuration> | null = null;
  private jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(private readonly ctx: AppContext) {}

  get enabled() {
    return !!(this.ctx.config.GOOGLE_CLIENT_ID && this.ctx.config.GOOGLE_CLIENT_SECRET);
  }

  /**
   * The callback on the origin the shopper is on (a trusted one, platform/origins.ts), so the session
   * lands where they browse; each such origin's callback must be registered with the provider.
   */
  private redirectUri(origin: string) {
    return `${origin}/api/auth/google/callback`;
  }

  private configuration() {
    const { OIDC_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, OIDC_ALLOW_INSECURE } = this.ctx.config;
    if (!this.enabled) throw new AppError('google-not-configured');
    this.configPromise ??= oidc
      .discovery(new URL(OIDC_ISSUER), GOOGLE_CLIENT_ID!, GOOGLE_CLIENT_SECRET!, undefined, {
        execute: OIDC_ALLOW_INSECURE ? [oidc.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        // Not cached, so the next sign-in tries again; the caller sees a 503, not a crash.
        this.configPromise = null;
        this.ctx.log.warn({ err }, 'OpenID provider discovery failed');
        throw new AppError('google-unavailable');
      });
    return this.configPromise;
  }

  /**
   * The provider URL to send the browser to, and the value of the flow's browser cookie (state and
   * PKCE verifier, HttpOnly, SameSite=Lax): the callback is only accepted from the browser holding
   * it, so a callback URL opened anywhere else (login CSRF) is refused.
   */
  async authorizationUrl(origin: string): Promise<{ url: string; cookie: string }> {
    const config = await this.configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const now = this.ctx.clock.now();
    await this.ctx.db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, now));
    await this.ctx.db.insert(oidcFlows).values({ state, codeVerifier, nonce, expiresAt: new Date(now.getTime() + FLOW_MS) });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(origin),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    }).href;
    return { url, cookie: `${state}.${codeVerifier}` };
  }

  /**
   * Completes the callback for the browser whose flow cookie is `cookie`; answers a one-time code
   * (valid a minute, for this browser only) that the web app exchanges for a session by POST.
   */
  async completeCallback(callbackQuery: string, origin: string, cookie: string | undefined): Promise<string> {
    const config = await this.configuration();
    const params = new URLSearchParams(callbackQuery);
    const state = params.get('state') ?? '';
    const bound = parseFlowCookie(cookie);
    // A callback without this browser's cookie is someone else's sign-in: refused before anything is spent.
    if (!bound || !sameText(bound.state, state)) throw new AppError('sign-in-other-browser');
    const now = this.ctx.clock.now();
    // Taken once: the row stays (for the code exchange) but a second callback finds no unclaimed flow.
    const [flow] = await this.ctx.db
      .update(oidcFlows)
      .set({ codeHash: `claimed:${state}` })
      .where(and(eq(oidcFlows.state, state), isNull(oidcFlows.codeHash)))
      .returning();
    if (!flow || flow.expiresAt.getTime() < now.getTime()) throw new AppError('sign-in-session-expired');
    if (!sameText(flow.codeVerifier, bound.codeVerifier)) throw new AppError('sign-in-other-browser');
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, new URL(`${this.redirectUri(origin)}?${params}`), {
        pkceCodeVerifier: bound.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
    } catch (err) {
      this.ctx.log.warn({ err }, 'OpenID code exchange failed');
      throw new AppError(
        providerRefusal(err instanceof oidc.AuthorizationResponseError || err instanceof oidc.ResponseBodyError ? err.error : ''),
      );
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw new AppError('no-identity');
    // Providers may keep email and name out of the ID token in the code flow; userinfo has them then.
    const claims = typeof idClaims.email === 'string' ? idClaims : await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    const userId = await this.userFor(identityOf(claims), true);
    const code = randomBytes(32).toString('base64url');
    await this.ctx.db
      .update(oidcFlows)
      .set({ userId: userId!, codeHash: hashCode(code), expiresAt: new Date(now.getTime() + CODE_MS) })
      .where(eq(oidcFlows.state, state));
    return code;
  }

  /**
   * Redeems the callback's one-time code, from the browser that started the flow (its cookie names
   * the flow): answers the account to open a session for. Used once; a minute to live.
   */
  async redeemCode(code: string, cookie: string | undefined): Promise<string> {
    const bound = parseFlowCookie(cookie);
    const now = this.ctx.clock.now();
    if (!bound) throw new AppError('sign-in-other-browser');
    const [flow] = await this.ctx.db
      .delete(oidcFlows)
      .where(and(eq(oidcFlows.codeHash, hashCode(code)), eq(oidcFlows.state, bound.state), gt(oidcFlows.expiresAt, now)))
      .returning();
    if (!flow?.userId) throw new AppError('sign-in-session-expired');
    return flow.userId;
  }

  /** Verifies an ID token issued to this client (token-based clients). */
  async verifyIdToken(idToken: string) {
    const config = await this.configuration();
    const meta = config.serverMetadata();
    this.jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri!));
    try {
      const { payload } = await jwtVerify(idToken, this.jwks, {
        issuer: meta.issuer,
        audience: this.ctx.config.GOOGLE_CLIENT_ID,
        requiredClaims: ['sub'],
      });
      return identityOf(payload);
    } catch {
      throw AppError.field('idToken', 'google-token-invalid');
    }
  }

  /**
   * The account linked to the identity: by subject, else by verified email (then linked), else a new
   * account when `create` is set. Answers null when none exists and none may be created.
   */
  async userFor(identity: Identity, create: boolean, username?: string) {
    return this.ctx.db.transaction(async (tx) => {
      const bySub = await findUserIdBy(tx, { googleSub: identity.sub });
      if (bySub) return bySub;
      if (identity.email) {
        const byEmail = await findGoogleLinkByEmail(tx, identity.email);
        // Never move an account from one Google identity to another.
        if (byEmail?.googleSub) throw new AppError('google-email-linked-elsewhere');
        if (byEmail) {
          await linkGoogleIdentity(tx, byEmail.id, identity.sub);
          return byEmail.id;
        }
      }
      if (!create) return null;
      const cleaned = (username ?? identity.email?.split('@')[0] ?? 'user').replace(/[^a-zA-Z0-9_.-]/g, '').slice(0, 24) || 'user';
      // A derived name that reads as a phone number (13812345678@gmail.com) is not one (decision 063).
      const base = looksLikeContact(cleaned) ? `user_${cleaned}` : cleaned;
      // A chosen username that is taken is the user's to change; a derived one gets a random suffix.
      const chosen = !username && (await isUsernameTaken(tx, base)) ? `${base}_${newId().slice(0, 6)}` : base;
      return createUser(tx, { username: chosen, email: identity.email, googleSub: identity.sub, nickname: identity.name ?? chosen });
    });
  }
}

interface Identity {
  sub: string;
  email: string | null;
  name: string | null;
}

/** Only a verified email identifies a person: an unverified one could be anybody's address. */
function identityOf(claims: { sub?: unknown; email?: unknown; email_verified?: unknown; name?: unknown }): Identity {
  return {
    sub: String(claims.sub),
    email: typeof claims.email === 'string' && claims.email_verified === true ? claims.email.toLowerCase() : null,
    name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null,
  };
}

const FLOW_MS = 10 * 60_000;
const CODE_MS = 60_000;
/** The browser cookie holding a sign-in's state and PKCE verifier (path-scoped to the Google routes). */
export const FLOW_COOKIE = 'pedestal_oidc';
export const FLOW_COOKIE_PATH = '/api/auth/google';
export const FLOW_COOKIE_MAX_AGE = FLOW_MS / 1000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function parseFlowCookie(value: string | undefined) {
  const [state, codeVerifier] = (value ?? '').split('.');
  return state && codeVerifier ? { state, codeVerifier } : null;
}

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * An OpenID provider's error code (RFC 6749 §4.1.2.1, OpenID Core §3.1.2.6) as our own reason: the
 * provider's text is never shown (it is logged).
 */
export function providerRefusal(error: string): RefusalReason {
  switch (error) {
    case 'access_denied':
      return 'google-sign-in-cancelled';
    case 'login_required':
    case 'interaction_required':
    case 'consent_required':
    case 'account_selection_required':
      return 'google-sign-in-incomplete';
    case 'temporarily_unavailable':
    case 'server_error':
      return 'google-unavailable';
    case 'invalid_grant':
      return 'sign-in-session-expired';
    default:
      return 'google-sign-in-failed';
  }
}
