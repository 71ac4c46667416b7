import { createId } from '@paralleldrive/cuid2';
import { eq, lt } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { createUser, findGoogleLinkByEmail, findUserIdBy, isUsernameTaken, linkGoogleIdentity } from '../account';
import { oidcFlows } from './schema';
import { createSession } from './sessions';

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

  /** The provider URL to send the browser to; the PKCE verifier and nonce wait in the database. */
  async authorizationUrl(origin: string): Promise<string> {
    const config = await this.configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const now = this.ctx.clock.now();
    await this.ctx.db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, now));
    await this.ctx.db.insert(oidcFlows).values({ state, codeVerifier, nonce, expiresAt: new Date(now.getTime() + 10 * 60_000) });
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(origin),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    }).href;
  }

  /** Completes the callback and answers a session token for the (new or existing) user. */
  async completeCallback(callbackQuery: string, origin: string): Promise<string> {
    const config = await this.configuration();
    const params = new URLSearchParams(callbackQuery);
    const state = params.get('state') ?? '';
    const [flow] = await this.ctx.db.delete(oidcFlows).where(eq(oidcFlows.state, state)).returning();
    if (!flow || flow.expiresAt.getTime() < this.ctx.clock.now().getTime()) {
      throw new AppError('sign-in-session-expired');
    }
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${this.redirectUri(origin)}?${params}`), {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new AppError('no-identity');
    // Providers may keep email and name out of the ID token in the code flow; userinfo has them then.
    const claims = typeof idClaims.email === 'string' ? idClaims : await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    const userId = await this.userFor(identityOf(claims), true);
    const { token } = await createSession(this.ctx.db, { userId: userId! }, this.ctx.clock.now());
    return token;
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
      const base = (username ?? identity.email?.split('@')[0] ?? 'user').replace(/[^a-zA-Z0-9_.-]/g, '').slice(0, 24) || 'user';
      // A chosen username that is taken is the user's to change; a derived one gets a random suffix.
      const chosen = !username && (await isUsernameTaken(tx, base)) ? `${base}_${createId().slice(0, 6)}` : base;
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
