import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveDiamonds, makeRaffle, makeUser, openSale } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { saleSpecs } from '../shop/schema';
import { walletBalances, walletLedger } from '../wallet/schema';
import { raffleEntries, rafflePity } from './schema';

describe('raffle under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('takes exactly as many entries as the diamonds pay for, numbered 1..n without gaps', async () => {
    const user = await makeUser(t.ctx);
    const { specId } = await openSale(t, user.id, { stock: 1000 });
    const raffle = await makeRaffle(t, [specId]);
    await giveDiamonds(t, user.id, 160 * 10);
    const results = await Promise.all(
      // Retried after a 429 or a store-busy 503 as the web app does: a refused attempt changes nothing.
      Array.from({ length: 100 }, () => t.http.postRetrying(`/api/raffle/consume/${specId}`, undefined, user.token)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.detail === 'Not enough diamonds')).toBe(true);

    const [balance] = await t.ctx.db.select().from(walletBalances).where(eq(walletBalances.userId, user.id));
    expect(balance!.diamonds).toBe(0);
    const [ledger] = await t.ctx.db
      .select({ total: sql<number>`sum(${walletLedger.delta})::int` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, user.id));
    expect(ledger!.total).toBe(0);
    const entries = await t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.userId, user.id));
    expect(entries.map((e) => e.drawNumber).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [pity] = await t.ctx.db.select().from(rafflePity).where(eq(rafflePity.userId, user.id));
    expect(pity).toMatchObject({ raffleId: raffle.id, draws: 10 });
    const wins = entries.filter((e) => e.isWin).length;
    const [spec] = await t.ctx.db.select({ stock: saleSpecs.stock }).from(saleSpecs).where(eq(saleSpecs.id, specId));
    expect(spec!.stock).toBe(1000 - wins);
  }, 120_000);

  it('a double tap with one idempotency key is one entry and one spend; a new key is a new entry (issue 41)', async () => {
    const user = await makeUser(t.ctx);
    const { specId } = await openSale(t, user.id, { stock: 100 });
    await makeRaffle(t, [specId]);
    await giveDiamonds(t, user.id, 160 * 3);
    const key = { 'idempotency-key': `raffle-tap-${user.id}` };
    const taps = await Promise.all(
      Array.from({ length: 4 }, () => t.http.postRetrying(`/api/raffle/consume/${specId}`, undefined, user.token, key)),
    );
    expect(taps.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(taps.map((r) => r.body.data.raffleEntryRecordId)).size).toBe(1);
    const [balance] = await t.ctx.db.select().from(walletBalances).where(eq(walletBalances.userId, user.id));
    expect(balance!.diamonds).toBe(160 * 2);
    const another = await t.http.postRetrying(`/api/raffle/consume/${specId}`, undefined, user.token, {
      'idempotency-key': `raffle-tap2-${user.id}`,
    });
    expect(another.status).toBe(200);
    expect(await t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.userId, user.id))).toHaveLength(2);
  });

  it('never gives more wins than stock, with every entry winning', async () => {
    const owner = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 3 });
    await makeRaffle(t, [specId], { winRateBp: 10_000 });
    const players = await Promise.all(Array.from({ length: 20 }, () => makeUser(t.ctx)));
    await Promise.all(players.map((p) => giveDiamonds(t, p.id, 160 * 5)));
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => t.http.postRetrying(`/api/raffle/consume/${specId}`, undefined, players[i % 20]!.token)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.detail === 'This figurine is out of stock')).toBe(true);
    const entries = await t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.specId, specId));
    expect(entries.filter((e) => e.isWin)).toHaveLength(3);
    const [spec] = await t.ctx.db.select({ stock: saleSpecs.stock }).from(saleSpecs).where(eq(saleSpecs.id, specId));
    expect(spec!.stock).toBe(0);
    const balances = await Promise.all(
      players.map(async (p) => (await t.ctx.db.select().from(walletBalances).where(eq(walletBalances.userId, p.id)))[0]!.diamonds),
    );
    expect(balances.reduce((n, b) => n + b, 0)).toBe(20 * 800 - 3 * 160);
  }, 120_000);
});
