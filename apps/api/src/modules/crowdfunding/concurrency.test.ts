import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { walletBalances, walletLedger } from '../wallet/schema';
import { crowdfundings, crowdfundingSupports } from './schema';
import { openCampaign, supportAndPay } from './test-support';

describe('crowdfunding under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps the campaign total, supports and diamond ledgers consistent over 100 parallel supports and payments', async () => {
    const admin = await makeAdmin(t.ctx);
    const owner = await makeUser(t.ctx);
    const { id, specs } = await openCampaign(t, admin.token, owner.id);
    const fans = await Promise.all(Array.from({ length: 20 }, () => makeUser(t.ctx)));
    const tiers = [specs[30]!, specs[50]!, specs[100]!];
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => supportAndPay(t, fans[i % fans.length]!.token, id, tiers[i % 3]!)));
    expect(results.every((r) => r.status === 'succeeded')).toBe(true);

    const [campaign] = await t.ctx.db.select().from(crowdfundings).where(eq(crowdfundings.characterId, id));
    const [paid] = await t.ctx.db
      .select({ count: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${crowdfundingSupports.amountCents}), 0)::int`, diamonds: sql<number>`coalesce(sum(${crowdfundingSupports.diamond}), 0)::int` })
      .from(crowdfundingSupports)
      .where(eq(crowdfundingSupports.status, 'success'));
    expect(paid).toEqual({ count: 100, cents: 34 * 3_000 + 33 * 5_000 + 33 * 10_000, diamonds: 34 * 10 + 33 * 20 + 33 * 50 });
    expect(campaign!.currentCents).toBe(paid!.cents);

    const balances = await t.ctx.db.select().from(walletBalances);
    const sums = await t.ctx.db
      .select({ userId: walletLedger.userId, currency: walletLedger.currency, total: sql<number>`sum(${walletLedger.delta})::int` })
      .from(walletLedger)
      .groupBy(walletLedger.userId, walletLedger.currency);
    const sumOf = (userId: string, currency: string) => sums.find((s) => s.userId === userId && s.currency === currency)?.total ?? 0;
    for (const b of balances) {
      expect(b.diamonds).toBe(sumOf(b.userId, 'diamond'));
      expect(b.frozenDiamonds).toBe(sumOf(b.userId, 'frozen_diamond'));
      expect(Math.min(b.diamonds, b.frozenDiamonds, b.voteTickets)).toBeGreaterThanOrEqual(0);
    }
    expect(balances.reduce((n, b) => n + b.frozenDiamonds, 0)).toBe(paid!.diamonds);

    const released = await t.http.get(`/api/admin/character/finish-crowdfunding-success/${id}`, admin.token);
    expect(released.status).toBe(200);
    const after = await t.ctx.db.select().from(walletBalances);
    expect(after.reduce((n, b) => n + b.frozenDiamonds, 0)).toBe(0);
    expect(after.filter((b) => b.userId !== owner.id).reduce((n, b) => n + b.diamonds, 0)).toBe(paid!.diamonds + 500 + 400 + 300 + 7 * 200);
  }, 120_000);
});
