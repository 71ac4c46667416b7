import { useCallback } from 'react';
import { useUserState } from '@/lib/session/get-user-state';
import { openModal } from '@/lib/modals';

/**
 * Wraps a guarded action (vote, support, buy, submit...): a visitor gets the 'Please login first'
 * dialog instead of the action.
 */
export function useLoginPrompt() {
  const { isSignin } = useUserState();
  return useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        if (!isSignin) openModal({ kind: 'login-required' });
        else action(...args);
      },
    [isSignin],
  );
}
