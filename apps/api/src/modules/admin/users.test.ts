import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  addAddress,
  buy,
  giveDiamonds,
  makeAdmin,
  makeRaffle,
  makeUser,
  openCampaign,
  openSale,
  payOrder,
  supportAndPay,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';
import { sessions } from '../auth/schema';
import { getBalances } from '../wallet';
import { walletLedger } from '../wallet/schema';

/** Users in the console (decision 036): suspend and restore, balance adjustments with a reason, and their activity. */
describe('admin: users', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeAdmin>>;
  let support: Awaited<ReturnType<typeof makeAdmin>>;
  let readOnly: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeAdmin(t.ctx, 'owner');
    support = await makeAdmin(t.ctx, 'support');
    readOnly = await makeAdmin(t.ctx, 'read-only');
  });
  afterAll(() => t.close());

  const auditOf = (id: string) => t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, id));
  const login = (username: string) => t.http.post('/api/authentication/login-by-password', { username, password: TEST_PASSWORD });

  it('suspends a user: signed out at once, refused sign-in with a clear message, cannot buy; restored, signs in again', async () => {
    const shopper = await makeUser(t.ctx);
    const { specId } = await openSale(t, (await makeUser(t.ctx)).id);
    await addAddress(t, shopper.id);

    expect((await t.http.post(`/api/admin/user/suspend/${shopper.id}`, { reason: 'Chargeback fraud' }, readOnly.token)).status).toBe(403);
    const noReason = await t.http.post(`/api/admin/user/suspend/${shopper.id}`, { reason: '' }, support.token);
    expect(noReason.body.type).toBe('/api/problems/admin-reason-required');

    const res = await t.http.post(`/api/admin/user/suspend/${shopper.id}`, { reason: 'Chargeback fraud' }, support.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Their session stopped working: no state, no buying.
    expect((await t.http.get('/api/user/state', shopper.token)).body).toEqual({ data: null });
    const bought = await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], shopper.token);
    expect(bought.status).toBe(401);
    // And they cannot sign in again: the right password meets a clear refusal.
    const refused = await login(shopper.username);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      type: '/api/problems/account-suspended',
      detail: 'This account is suspended. Contact support if you think this is a mistake',
    });
    expect((await t.http.post('/api/authentication/login-by-password', { username: shopper.username, password: 'wrong!!' })).status).toBe(
      401,
    );
    const shown = await t.http.get(`/api/admin/user/show/${shopper.id}`, readOnly.token);
    expect(shown.body.data.suspendedAt).toBe(t.clock.now().toISOString());
    expect((await t.http.post(`/api/admin/user/suspend/${shopper.id}`, { reason: 'Again and again' }, owner.token)).body.type).toBe(
      '/api/problems/user-already-suspended',
    );

    expect((await t.http.post(`/api/admin/user/restore/${shopper.id}`, {}, support.token)).status).toBe(200);
    const back = await login(shopper.username);
    expect(back.status).toBe(200);
    expect(await buy(t, back.body.meta?.token ?? back.body.data.token, specId)).toBeTruthy();
    expect((await t.http.post(`/api/admin/user/restore/${shopper.id}`, {}, support.token)).body.type).toBe(
      '/api/problems/user-not-suspended',
    );

    expect((await auditOf(shopper.id)).map((a) => [a.action, a.adminId, a.detail.reason ?? null])).toEqual([
      ['user.suspend', support.id, 'Chargeback fraud'],
      ['user.restore', support.id, null],
    ]);
  });

  it('leaves no live session when a sign-in and a suspension race', async () => {
    for (let i = 0; i < 5; i++) {
      const shopper = await makeUser(t.ctx);
      await Promise.all([
        login(shopper.username),
        t.http.post(`/api/admin/user/suspend/${shopper.id}`, { reason: 'Race test' }, owner.token),
      ]);
      const live = await t.ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, shopper.id), isNull(sessions.revokedAt)));
      expect(live).toEqual([]);
    }
  });

  it('adjusts diamonds or tickets with a reason: a ledger row naming the operator, audited', async () => {
    const shopper = await makeUser(t.ctx);
    expect(
      (
        await t.http.post(
          `/api/admin/user/adjust-balance/${shopper.id}`,
          { currency: 'diamond', delta: 5, reason: 'Goodwill' },
          support.token,
        )
      ).status,
    ).toBe(403);
    const bad = await t.http.post(
      `/api/admin/user/adjust-balance/${shopper.id}`,
      { currency: 'diamond', delta: 0, reason: 'Goodwill' },
      owner.token,
    );
    expect(bad.body.type).toBe('/api/problems/adjustment-invalid');

    const res = await t.http.post(
      `/api/admin/user/adjust-balance/${shopper.id}`,
      { currency: 'diamond', delta: 120, reason: 'Goodwill after a late parcel' },
      owner.token,
    );
    expect(res.body).toEqual({ data: { balance: 120 } });
    const tickets = await t.http.post(
      `/api/admin/user/adjust-balance/${shopper.id}`,
      { currency: 'vote_ticket', delta: 2, reason: 'Event bonus' },
      owner.token,
    );
    expect(tickets.body).toEqual({ data: { balance: 2 } });
    const ledger = await t.ctx.db.select().from(walletLedger).where(eq(walletLedger.userId, shopper.id));
    expect(ledger.map((l) => [l.currency, l.delta, l.reason, l.referenceType, l.referenceId])).toEqual(
      expect.arrayContaining([
        ['diamond', 120, 'admin_adjustment', 'admin', owner.id],
        ['vote_ticket', 2, 'admin_adjustment', 'admin', owner.id],
      ]),
    );
    const shown = await t.http.get(`/api/admin/user/ledger/${shopper.id}`, owner.token);
    expect(shown.body.data.map((r: { reason: string }) => r.reason)).toContain('admin_adjustment');
    expect((await auditOf(shopper.id)).map((a) => [a.action, a.adminId, a.detail])).toEqual(
      expect.arrayContaining([
        ['user.adjust_balance', owner.id, { currency: 'diamond', delta: 120, reason: 'Goodwill after a late parcel', balance: 120 }],
      ]),
    );
    const below = await t.http.post(
      `/api/admin/user/adjust-balance/${shopper.id}`,
      { currency: 'diamond', delta: -121, reason: 'Take back too much' },
      owner.token,
    );
    expect(below.body.type).toBe('/api/problems/adjustment-below-zero');
    expect((await getBalances(t.ctx.db, shopper.id)).diamonds).toBe(120);
  });

  it('never takes a balance below zero under parallel debits', async () => {
    const shopper = await makeUser(t.ctx);
    await giveDiamonds(t, shopper.id, 100);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.http.post(
          `/api/admin/user/adjust-balance/${shopper.id}`,
          { currency: 'diamond', delta: -30, reason: 'Parallel debit' },
          owner.token,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.type === '/api/problems/adjustment-below-zero')).toBe(true);
    expect((await getBalances(t.ctx.db, shopper.id)).diamonds).toBe(10);
    const ledger = await t.ctx.db.select().from(walletLedger).where(eq(walletLedger.userId, shopper.id));
    expect(ledger.filter((l) => l.currency === 'diamond').reduce((n, l) => n + l.delta, 0)).toBe(10);
    expect((await auditOf(shopper.id)).filter((a) => a.action === 'user.adjust_balance')).toHaveLength(3);
  });

  it("shows a user's orders, supports and raffle entries", async () => {
    const shopper = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    await addAddress(t, shopper.id);
    const { specId } = await openSale(t, other.id);
    const orderId = await buy(t, shopper.token, specId);
    expect(await payOrder(t, shopper.token, orderId)).toBe('succeeded');
    const campaign = await openCampaign(t, owner.token, other.id);
    const { supportId } = await supportAndPay(t, shopper.token, campaign.id, campaign.specs[30]!);
    const raffle = await makeRaffle(t, [specId]);
    await giveDiamonds(t, shopper.id, 500);
    expect((await t.http.post(`/api/raffle/consume/${specId}`, undefined, shopper.token)).status).toBe(200);

    const res = await t.http.get(`/api/admin/user/activity/${shopper.id}`, readOnly.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.orders).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: orderId, status: 'undelivered', total: expect.any(Number) })]),
    );
    expect(res.body.data.supports).toEqual([
      expect.objectContaining({ id: supportId, characterId: campaign.id, amount: 30, diamond: 10, status: 'success' }),
    ]);
    expect(res.body.data.raffleEntries).toEqual([expect.objectContaining({ raffleId: raffle.id, raffleTitle: 'Lucky Draw' })]);
    // Another user's page shows none of it.
    const theirs = await t.http.get(`/api/admin/user/activity/${other.id}`, owner.token);
    expect(theirs.body.data).toEqual({ orders: [], supports: [], raffleEntries: [] });
    expect((await t.http.get(`/api/admin/user/activity/${'x'.repeat(24)}`, owner.token)).status).toBe(404);
  });
});
