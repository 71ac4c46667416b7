import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeField, rememberedCode, useCodeSender } from './code-field';

/** The code box and a submit that, as the registration form's, waits for a requested code. */
function Harness({ email = 'ada@example.com' }: { email?: string }) {
  const sender = useCodeSender('email', () => {});
  return (
    <>
      <CodeField sender={sender} onSend={() => sender.request(email)} inputProps={{}} />
      <button type="submit" disabled={!sender.requested}>
        Create Account
      </button>
    </>
  );
}
const open = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
const create = () => screen.getByRole('button', { name: 'Create Account' });

const fetchMock = vi.fn(
  async () => new Response(JSON.stringify({ data: true }), { status: 200, headers: { 'content-type': 'application/json' } }),
);
beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a code sent before a reload (issue 41 item 8)', () => {
  it('still counts after the page reloads: Create Account is enabled and the countdown goes on', async () => {
    open();
    expect((create() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect((create() as HTMLButtonElement).disabled).toBe(false));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(rememberedCode('email')?.to).toBe('ada@example.com');

    cleanup(); // the reload: a new form, the same tab
    open();
    expect((create() as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: /^\d+s$/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('forgets a code once it has expired, and one for the other channel', () => {
    sessionStorage.setItem('pedestal.code-sent.email', JSON.stringify({ to: 'ada@example.com', at: Date.now() - 11 * 60_000 }));
    expect(rememberedCode('email')).toBeNull();
    sessionStorage.setItem('pedestal.code-sent.email', JSON.stringify({ to: 'ada@example.com', at: Date.now() }));
    expect(rememberedCode('phone')).toBeNull();
    sessionStorage.setItem('pedestal.code-sent.email', 'not json');
    expect(rememberedCode('email')).toBeNull();
    open();
    expect((create() as HTMLButtonElement).disabled).toBe(true);
  });
});
