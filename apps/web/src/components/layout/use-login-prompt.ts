import { useCallback } from 'react';
import { useUserState } from '@/lib/session/get-user-state';
import { openModal } from '@/lib/modals';

/** The 'Please login first' dialog, for the Log In to … buttons shown to whoever is not signed in. */
export const promptLogin = () => openModal({ kind: 'login-required' });

/**
 * Wraps a guarded action (vote, support, buy, submit...): a visitor gets the 'Please login first'
 * dialog instead of the action. A shopper with a token whose state has not loaded yet (a slow
 * network) is not taken for a visitor: the action goes to the server, and an expired token is
 * answered 401 there (the sign-in-expired dialog).
 */
export function useLoginPrompt() {
  const { isVisitor } = useUserState();
  return useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        if (isVisitor) promptLogin();
        else action(...args);
      },
    [isVisitor],
  );
}
