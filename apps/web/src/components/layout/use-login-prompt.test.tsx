import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLogin, saveLogin } from '@/lib/auth-storage';
import { closeModal, useCurrentModal } from '@/lib/modals';
import { useUserState } from '@/lib/session/get-user-state';
import { json } from '@/testing/fake-api';
import { useLoginPrompt } from './use-login-prompt';

function setup(state: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.startsWith('/api/user/state') ? state() : new Response(null, { status: 404 }))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const action = vi.fn();
  const hook = renderHook(() => ({ guard: useLoginPrompt(), modal: useCurrentModal(), state: useUserState() }), { wrapper });
  return { action, hook };
}

afterEach(() => {
  cleanup();
  clearLogin();
  closeModal();
  vi.unstubAllGlobals();
});

/** CI: a shopper who tapped Like before their state arrived on a busy machine was asked to log in. */
describe('the login prompt', () => {
  it('asks a visitor (no token) to log in, without the action', () => {
    const { action, hook } = setup(async () => json(null));
    act(() => hook.result.current.guard(action)());
    expect(action).not.toHaveBeenCalled();
    expect(hook.result.current.modal).toEqual({ kind: 'login-required' });
  });

  it('lets a shopper with a token act while their state is still loading', () => {
    saveLogin('token');
    const { action, hook } = setup(() => new Promise<Response>(() => {}));
    act(() => hook.result.current.guard(action)('liked'));
    expect(action).toHaveBeenCalledWith('liked');
    expect(hook.result.current.modal).toBeNull();
  });

  it('asks a token the server answers as no one’s to log in', async () => {
    saveLogin('token');
    const { action, hook } = setup(async () => json(null));
    await waitFor(() => expect(hook.result.current.state.isLoading).toBe(false));
    act(() => hook.result.current.guard(action)());
    expect(hook.result.current.modal).toEqual({ kind: 'login-required' });
    expect(action).not.toHaveBeenCalled();
  });
});
