import { useCallback, useRef } from 'react';

/**
 * 128 random bits as hex. Not crypto.randomUUID: browsers offer it only on https or localhost, and
 * a shopper on the store's plain-http LAN address must be able to pay too.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * An Idempotency-Key per submit: the same key while the shopper submits the same thing (a double
 * tap, a retry after a lost answer — the server then answers the first result and does nothing
 * twice), a new one once the request changes or after it succeeded.
 */
export function useIdempotencyKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const body = JSON.stringify(request ?? null);
    if (current.current?.request !== body) current.current = { request: body, key: randomKey() };
    return current.current.key;
  }, []);
  const renew = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, renew };
}
