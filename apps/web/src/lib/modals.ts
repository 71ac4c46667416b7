import { useSyncExternalStore } from 'react';

/** App-wide dialogs any code can open (error mapping of SPEC §8, the login prompt of SPEC §6). */
export type AppModal =
  | { kind: 'operation-failed'; message: string }
  | { kind: 'system-error' }
  | { kind: 'sign-in-expired'; message: string }
  | { kind: 'login-required' };

let current: AppModal | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openModal(modal: AppModal) {
  current = modal;
  emit();
}

export function closeModal() {
  current = null;
  emit();
}

export function useCurrentModal() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
