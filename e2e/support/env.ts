/** Fixed local ports for the product and the stand-in OpenID provider during browser tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4180);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };
export const DEMO = { username: 'demo', password: 'demo1234' };
