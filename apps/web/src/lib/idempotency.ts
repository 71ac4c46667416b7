import { useCallback, useRef } from 'react';

/**
 * An Idempotency-Key per submit: the same key while the shopper submits the same thing (a double
 * tap, a retry after a lost answer — the server then answers the first result and does nothing
 * twice), a new one once the request changes or after it succeeded.
 */
export function useIdempotencyKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const body = JSON.stringify(request ?? null);
    if (current.current?.request !== body) current.current = { request: body, key: crypto.randomUUID() };
    return current.current.key;
  }, []);
  const renew = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, renew };
}
