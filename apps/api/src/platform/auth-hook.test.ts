import { describe, expect, it } from 'vitest';
import { sessionLookups } from './auth-hook';

type Found = Awaited<ReturnType<Parameters<typeof sessionLookups>[0]>>;

describe('session lookups in batches (decision 060)', () => {
  it('sends the first lookup at once, and the tokens arriving while two are out together in the next', async () => {
    const batches: string[][] = [];
    const pending: (() => void)[] = [];
    const lookups = sessionLookups(async (tokens) => {
      batches.push([...tokens]);
      await new Promise<void>((resolve) => pending.push(resolve));
      const found: Found = new Map();
      for (const token of tokens)
        if (token.startsWith('user-'))
          found.set(token, { viewer: { kind: 'user', userId: token.slice(5), sessionId: `s-${token}` }, expiresAt: new Date() });
      return found;
    });
    const tick = () => new Promise((r) => setImmediate(r));
    const first = lookups.load('user-a');
    await tick();
    const second = lookups.load('user-b');
    await tick();
    expect(batches).toEqual([['user-a'], ['user-b']]);
    // Two out: the next 30 wait, in one batch.
    const rest = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? lookups.load(`stranger-${i}`) : lookups.load(`user-${i}`)));
    for (let i = 0; i < 3; i++) await tick();
    expect(batches).toHaveLength(2);
    pending.shift()!();
    await first;
    for (let i = 0; i < 3; i++) await tick();
    expect(batches).toHaveLength(3);
    expect(batches[2]).toHaveLength(30);
    while (pending.length) pending.shift()!();
    expect((await second)?.viewer).toMatchObject({ userId: 'b' });
    const answers = await Promise.all(rest);
    answers.forEach((answer, i) =>
      expect(answer?.viewer ?? null).toEqual(i % 3 === 0 ? null : expect.objectContaining({ userId: String(i) })),
    );
  });

  it('fails the waiting requests of a failed lookup, and goes on with the next', async () => {
    let fail = true;
    const lookups = sessionLookups(async (tokens) => {
      if (fail) throw new Error('database away');
      return new Map(
        tokens.map((token) => [token, { viewer: { kind: 'user' as const, userId: token, sessionId: token }, expiresAt: new Date() }]),
      );
    });
    await expect(lookups.load('a')).rejects.toThrow('database away');
    fail = false;
    expect((await lookups.load('b'))?.viewer).toMatchObject({ userId: 'b' });
  });
});
