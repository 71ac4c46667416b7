import { startLocalOidcProvider } from '../../apps/api/test/oidc-provider';
import { ADMIN, E2E_BASE_URL, E2E_PORT, OIDC_PORT } from './env';
import { startProductServer } from './product-server';

/**
 * Starts the built product on a fresh database (PGlite in a temp dir, or a new PostgreSQL database
 * when DATABASE_URL is set) beside a local OpenID provider standing in for Google.
 */
export default async function globalSetup() {
  const oidc = await startLocalOidcProvider({ port: OIDC_PORT, redirectUris: [`${E2E_BASE_URL}/api/auth/google/callback`] });
  const server = await startProductServer(E2E_PORT, {
    PUBLIC_URL: E2E_BASE_URL,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    OIDC_ISSUER: oidc.issuer,
    OIDC_ALLOW_INSECURE: 'true',
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
  });
  return async () => {
    await server.stop();
    await oidc.close();
  };
}
