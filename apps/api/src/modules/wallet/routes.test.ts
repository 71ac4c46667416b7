import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { applyLedgerEntry } from './service';

describe('wallet history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("pages the user's own ledger rows, newest first", async () => {
    const user = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    await applyLedgerEntry(t.ctx.db, { userId: other.id, currency: 'diamond', delta: 7, reason: 'vote_reward' });
    for (const [delta, reason] of [
      [500, 'crowdfunding_started'],
      [-160, 'raffle_entry'],
      [20, 'crowdfunding_support'],
    ] as const) {
      await applyLedgerEntry(t.ctx.db, {
        userId: user.id,
        currency: reason === 'crowdfunding_support' ? 'frozen_diamond' : 'diamond',
        delta,
        reason,
      });
      await new Promise((r) => setTimeout(r, 5));
    }
    const first = await t.http.get('/api/wallet/history?pageSize=2', user.token);
    expect(first.status).toBe(200);
    expect(first.body.data.map((r: { delta: number; currency: string }) => [r.currency, r.delta])).toEqual([
      ['frozen_diamond', 20],
      ['diamond', -160],
    ]);
    expect(first.body.data[0]).toEqual({
      id: expect.any(String),
      currency: 'frozen_diamond',
      delta: 20,
      reason: 'crowdfunding_support',
      createdAt: expect.any(String),
    });
    const second = await t.http.get('/api/wallet/history?page=2&pageSize=2', user.token);
    expect(second.body.data.map((r: { reason: string }) => r.reason)).toEqual(['crowdfunding_started']);
    expect((await t.http.get('/api/wallet/history?page=3&pageSize=2', user.token)).body.data).toEqual([]);
  });

  it('refuses a debit below zero and answers 401 to visitors', async () => {
    const user = await makeUser(t.ctx);
    await expect(
      applyLedgerEntry(t.ctx.db, { userId: user.id, currency: 'diamond', delta: -1, reason: 'raffle_entry' }, 'not-enough-diamonds'),
    ).rejects.toThrow('Not enough diamonds');
    expect((await t.http.get('/api/wallet/history')).status).toBe(401);
  });
});
