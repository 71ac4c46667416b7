import { AUTH_TOKEN_DAYS, AUTH_TOKEN_KEY } from '@pedestal/contract/constants';

/** The stored login record (SPEC §3 Auth state): a token and its expiry, under key authToken. */
export interface StoredLogin {
  token: string;
  expiresAt: number;
}

let memoryToken: string | null = null;

export function saveLogin(token: string, now = Date.now()) {
  memoryToken = token;
  const record: StoredLogin = { token, expiresAt: now + AUTH_TOKEN_DAYS * 86_400_000 };
  localStorage.setItem(AUTH_TOKEN_KEY, JSON.stringify(record));
}

export function clearLogin() {
  memoryToken = null;
  localStorage.removeItem(AUTH_TOKEN_KEY);
}

/** A stored login counts only with a non-empty token and an expiry in the future. */
export function isValidLogin(record: unknown, now = Date.now()): record is StoredLogin {
  const r = record as StoredLogin | null;
  return !!r && typeof r.token === 'string' && r.token.length > 0 && typeof r.expiresAt === 'number' && r.expiresAt > now;
}

export function readLogin(now = Date.now()): StoredLogin | null {
  try {
    const record = JSON.parse(localStorage.getItem(AUTH_TOKEN_KEY) ?? 'null');
    return isValidLogin(record, now) ? record : null;
  } catch {
    return null;
  }
}

/** The token for the Authorization header: from memory, else from the stored login record. */
export function currentToken(): string | null {
  if (memoryToken) return memoryToken;
  const stored = readLogin();
  memoryToken = stored?.token ?? null;
  return memoryToken;
}
