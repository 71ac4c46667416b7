import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/** What the provider says about a signed-in account; `sub` is the login typed on its sign-in page. */
export interface LocalOidcAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on 127.0.0.1 for tests (stands in for Google): one confidential
 * client that must use PKCE, and oidc-provider's development sign-in and consent pages, where any
 * login with any password signs in. Unless `accounts` says otherwise, login `alice` is
 * alice@example.test (verified) named Alice.
 */
export async function startLocalOidcProvider(options: {
  port?: number;
  redirectUris: string[];
  accounts?: Record<string, LocalOidcAccount>;
}): Promise<LocalOidcProvider> {
  const clientId = 'pedestal-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const claimsOf = (sub: string) => ({
    sub,
    email: sub.includes('@') ? sub : `${sub}@example.test`,
    email_verified: true,
    name: sub.charAt(0).toUpperCase() + sub.slice(1).split('@')[0],
    ...options.accounts?.[sub],
  });

  // The issuer URL holds the port, so the server listens first and the provider is attached after.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    findAccount: async (_ctx: unknown, sub: string) => ({ accountId: sub, claims: async () => claimsOf(sub) }),
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
