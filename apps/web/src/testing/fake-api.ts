import type { UserState } from '@pedestal/contract/schemas/auth';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { clearLogin, saveLogin } from '@/lib/auth-storage';

export interface FakeCall {
  url: string;
  method: string;
  body: unknown;
}
/** The signed-in shopper the fake API answers `/api/user/state` with. */
export const shopper: UserState = {
  id: 'u1',
  username: 'ann',
  profileNickname: 'Ann',
  profileAvatar: null,
  voteToken: 3,
  diamond: 0,
  frozenDiamond: 0,
  isDistributedVoteToken: false,
  votingReminder: false,
  email: null,
  phone: null,
};

export const json = (data: unknown) =>
  new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * The store's API for a component test: signs a shopper in (their state at `/api/user/state`) and
 * answers each fetch by the first key its address starts with, in the order given; any other
 * address is a 404. An answer is a Response as it is, anything else the `data` of a 200; a function
 * is asked at each call. Returns the calls made, in order. `resetFakes` after each test undoes it.
 */
export function fakeApi(answers: Record<string, unknown>): FakeCall[] {
  const calls: FakeCall[] = [];
  const table: Record<string, unknown> = { '/api/user/state': shopper, ...answers };
  saveLogin('token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
      calls.push(call);
      const key = Object.keys(table).find((k) => url.startsWith(k));
      if (key === undefined) return new Response(null, { status: 404 });
      const answer = table[key];
      const value = typeof answer === 'function' ? await (answer as (c: FakeCall) => unknown)(call) : answer;
      return value instanceof Response ? value : json(value);
    }),
  );
  return calls;
}

/** Unmounts what the test rendered, signs out and gives fetch back. */
export function resetFakes() {
  cleanup();
  clearLogin();
  vi.unstubAllGlobals();
}
