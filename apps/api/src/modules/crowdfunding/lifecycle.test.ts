import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  balancesOf,
  makeAdmin,
  makeUser,
  openCampaign,
  setCampaignGoal,
  signIn,
  stageCharacter,
  supportAndPay,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { messages } from '../message/schema';
import { auditLogs } from '../audit/schema';
import { getPayment } from '../payment/service';
import { walletLedger } from '../wallet/schema';
import { crowdfundingSupports } from './schema';

const DAY = 86_400_000;

describe('crowdfunding campaign lifecycle', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeUser(t.ctx);
  });
  // Some cases move the clock by 60 days, past the session lifetime: each case signs the admin in anew.
  beforeEach(async () => {
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());

  const audit = (targetId: string) => t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, targetId));
  // A running campaign's goal and end change only through its amendment, with a reason (decision 066).
  const setTarget = async (id: string, countTarget: number) => {
    expect((await t.http.put(`/api/admin/crowdfunding/${id}`, { images: ['/uploads/cf/a.webp'] }, admin.token)).status).toBe(200);
    return t.http.post(
      `/api/admin/crowdfunding/${id}/amend`,
      { countTarget, endAt: new Date(t.clock.now().getTime() + 60 * DAY).toISOString(), reason: 'Test goal' },
      admin.token,
    );
  };

  it('starts crowdfunding for 60 days at the default target, closes the vote and rewards the submitter', async () => {
    const before = (await balancesOf(t, owner.id)).diamonds;
    const { id } = await openCampaign(t, admin.token, owner.id);
    const show = await t.http.get(`/api/crowdfunding/show/${id}`);
    expect(show.body.data).toMatchObject({ phase: 'crowdfunding-active', vote: { status: 'ended', negotiation: 'succeeded' } });
    expect(show.body.data.crowdfunding).toMatchObject({ status: 'active', countCurrent: 0, countTarget: 10000 });
    expect(Date.parse(show.body.data.crowdfunding.endAt) - t.clock.now().getTime()).toBe(60 * DAY);
    expect((await balancesOf(t, owner.id)).diamonds - before).toBe(500);
    expect((await audit(id)).map((a) => a.action)).toContain('crowdfunding.start');
    const again = await t.http.get(`/api/admin/character/start-crowdfunding/${id}`, admin.token);
    expect(again.status).toBe(400);
  });

  it('refuses the legacy start of a character with no draft (409): no campaign opens without tiers and images', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { vote: { status: 'ended', countCurrent: 1000, countTarget: 1000 } });
    const before = (await balancesOf(t, owner.id)).diamonds;
    const res = await t.http.get(`/api/admin/character/start-crowdfunding/${id}`, admin.token);
    expect(res.status).toBe(409);
    expect(res.body.type).toBe('/api/problems/campaign-draft-required');
    expect(res.body.detail).toContain('draft');
    expect((await t.http.get(`/api/admin/character/show/${id}`, admin.token)).body.data.crowdfunding).toBeNull();
    expect((await balancesOf(t, owner.id)).diamonds).toBe(before);
    expect(await audit(id)).toEqual([]);
  });

  it('refuses to start crowdfunding before the vote reaches its target', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { vote: { status: 'active', countCurrent: 10, countTarget: 1000 } });
    const res = await t.http.get(`/api/admin/character/start-crowdfunding/${id}`, admin.token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Only an approved character whose vote reached its target can start crowdfunding');
  });

  it('validates campaign settings and specs with the SPEC messages, and keeps admin routes for admins', async () => {
    const { id, specs } = await openCampaign(t, admin.token, owner.id);
    const future = new Date(Date.now() + DAY).toISOString();
    const cases: [unknown, string, string][] = [
      [{ countTarget: 99, images: ['a'], endAt: future }, 'countTarget', 'countTarget must be at least 100'],
      [{ countTarget: 1_000_001, images: ['a'], endAt: future }, 'countTarget', 'countTarget must be at most 1000000'],
      [{ countTarget: 500, images: [], endAt: future }, 'images', 'images must have at least 1 item'],
      [{ countTarget: 500, images: Array(9).fill('a'), endAt: future }, 'images', 'images must have at most 8 items'],
      [{ countTarget: 500, images: ['a'], endAt: '2020-01-01T00:00:00Z' }, 'endAt', 'endAt must be in the future'],
    ];
    for (const [body, path, message] of cases) {
      const res = await t.http.put(`/api/admin/crowdfunding/${id}`, body, admin.token);
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path, message }));
    }
    const specCases: [unknown, string, string][] = [
      [{ characterId: id, price: 0, diamond: 5 }, 'price', 'price must be at least 1'],
      [{ characterId: id, price: 5, diamond: 1_000_001 }, 'diamond', 'diamond must be at most 1000000'],
    ];
    for (const [body, path, message] of specCases) {
      const res = await t.http.post('/api/admin/crowdfunding-spec', body, admin.token);
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path, message }));
    }
    const updated = await setTarget(id, 2500);
    expect(updated.body.data.crowdfunding).toMatchObject({ countTarget: 2500, images: ['/uploads/cf/a.webp'] });
    const amended = await t.http.post(
      `/api/admin/crowdfunding/${id}/amend`,
      { tiers: [{ id: specs[30], price: 35 }], reason: 'Tier price' },
      admin.token,
    );
    expect(amended.status).toBe(200);
    const changed = await t.http.put(`/api/admin/crowdfunding-spec/${specs[30]}`, { diamond: 12 }, admin.token);
    expect(changed.body.data).toEqual({
      id: specs[30],
      name: '',
      rewards: '',
      price: 35,
      diamond: 12,
      status: 'active',
      ships: false,
      weightGrams: 500,
    });
    expect((await t.http.delete(`/api/admin/crowdfunding-spec/${specs[100]}`, admin.token)).body.data).toBe(true);
    const listed = await t.http.get(`/api/admin/crowdfunding-spec/${id}`, admin.token);
    expect(listed.body.data.map((s: { price: number; status: string }) => [s.price, s.status])).toEqual([
      [35, 'active'],
      [50, 'active'],
      [100, 'inactive'],
    ]);
    const show = await t.http.get(`/api/crowdfunding/show/${id}`);
    expect(show.body.data.crowdfunding.specs.map((s: { price: number }) => s.price)).toEqual([35, 50]);
    expect((await audit(id)).map((a) => a.action).sort()).toEqual([
      'crowdfunding.amend',
      'crowdfunding.amend',
      'crowdfunding.draft',
      'crowdfunding.start',
      'crowdfunding.update', // the factory's draft image
      'crowdfunding.update',
    ]);
    expect((await audit(specs[30]!)).map((a) => a.action)).toEqual(['crowdfunding_spec.create', 'crowdfunding_spec.update']);

    const settings = await t.http.put(
      '/api/admin/system/setting',
      { defaultCrowdfundingCountTarget: 20000, unpaidExpiryMinutes: 15 },
      admin.token,
    );
    expect(settings.body.data).toMatchObject({
      defaultCrowdfundingCountTarget: 20000,
      unpaidExpiryMinutes: 15,
      defaultVoteCountTarget: 1000,
    });
    expect((await t.http.get('/api/admin/system/setting', admin.token)).body.data.unpaidExpiryMinutes).toBe(15);
    await t.http.put('/api/admin/system/setting', { defaultCrowdfundingCountTarget: 10000, unpaidExpiryMinutes: 30 }, admin.token);
    const badSetting = await t.http.put('/api/admin/system/setting', { defaultCrowdfundingCountTarget: 50 }, admin.token);
    expect(badSetting.body.errors).toContainEqual(
      expect.objectContaining({
        path: 'defaultCrowdfundingCountTarget',
        message: 'defaultCrowdfundingCountTarget must be at least 100',
      }),
    );

    const shopper = await makeUser(t.ctx);
    for (const [method, path] of [
      ['GET', `/api/admin/character/start-crowdfunding/${id}`],
      ['GET', `/api/admin/character/finish-crowdfunding-success/${id}`],
      ['PUT', `/api/admin/crowdfunding/${id}`],
      ['POST', '/api/admin/crowdfunding-spec'],
      ['GET', `/api/admin/crowdfunding-spec/${id}`],
      ['GET', '/api/admin/order/crowdfunding'],
      ['GET', '/api/admin/system/setting'],
      ['PUT', '/api/admin/system/setting'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      expect((await t.http.request(method, path, { body })).status, path).toBe(401);
      expect((await t.http.request(method, path, { body, token: shopper.token })).status, path).toBe(403);
    }
  });

  it('fails a campaign past its end date short of its goal and refunds every paid support', async () => {
    const { id, specs } = await openCampaign(t, admin.token, owner.id);
    const fans = [await makeUser(t.ctx), await makeUser(t.ctx)];
    const paid = [await supportAndPay(t, fans[0]!.token, id, specs[100]!), await supportAndPay(t, fans[1]!.token, id, specs[30]!)];
    expect(paid.map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
    t.clock.advance(60 * DAY + 60_000);
    expect(await t.ctx.jobs.runScheduled()).toContain('crowdfunding.finish-campaigns');
    expect(await t.ctx.jobs.drain()).toBeGreaterThan(0);

    const show = await t.http.get(`/api/crowdfunding/show/${id}`);
    expect(show.body.data).toMatchObject({ phase: 'crowdfunding-failed', crowdfunding: { status: 'failed', countCurrent: 130 } });
    const orders = await t.http.get('/api/order/crowdfunding/list', await signIn(t, fans[0]!.id));
    expect(orders.body.data[0]).toMatchObject({ id: paid[0]!.supportId, status: 'failed', refundStatus: 'succeeded' });
    for (const [i, fan] of fans.entries()) {
      expect(await balancesOf(t, fan.id)).toMatchObject({ diamonds: 0, frozenDiamonds: 0 });
      const [support] = await t.ctx.db.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, paid[i]!.supportId));
      expect((await getPayment(t.ctx.db, support!.paymentId!))?.refundStatus).toBe('succeeded');
      const inbox = await t.ctx.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, fan.id), eq(messages.kind, 'crowdfunding_failed')));
      expect(inbox[0]?.title).toContain('campaign failed and refunded');
    }
    expect(
      (await t.http.post('/api/crowdfunding-support', { characterId: id, specId: specs[30] }, await signIn(t, fans[0]!.id))).status,
    ).toBe(400);
  });

  it('funds a campaign that met its goal at the end date: diamonds released, top-10 supporters rewarded', async () => {
    const { id, specs } = await openCampaign(t, admin.token, owner.id);
    await setTarget(id, 1000);
    const fans = await Promise.all(Array.from({ length: 11 }, () => makeUser(t.ctx)));
    // fans[0] gives the most ($100 x 3), fans[1] $100 x 2, everyone else $100 once (earlier payers rank first).
    for (const [i, fan] of fans.entries()) {
      for (let n = 0; n < (i === 0 ? 3 : i === 1 ? 2 : 1); n++) {
        await supportAndPay(t, fan.token, id, specs[100]!);
        t.clock.advance(1000);
      }
    }
    t.clock.advance(60 * DAY);
    await t.ctx.jobs.runScheduled();
    const show = await t.http.get(`/api/crowdfunding/show/${id}`);
    expect(show.body.data).toMatchObject({
      phase: 'crowdfunding-success',
      crowdfunding: { status: 'success_pending', countCurrent: 1400 },
    });
    const expected = [150 + 500, 100 + 400, 50 + 300, ...Array(7).fill(50 + 200), 50];
    for (const [i, fan] of fans.entries())
      expect(await balancesOf(t, fan.id), `fan ${i}`).toEqual({ voteTickets: 0, diamonds: expected[i], frozenDiamonds: 0 });
    const contributors = await t.http.get(`/api/contributor/${id}/pageForCrowdfunding`);
    expect(contributors.body.data.slice(0, 2).map((c: { id: string; countSupport: number }) => [c.id, c.countSupport])).toEqual([
      [fans[0]!.id, 300],
      [fans[1]!.id, 200],
    ]);
    const rewards = await t.ctx.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.reason, 'crowdfunding_reward'), eq(walletLedger.referenceId, id)));
    expect(rewards.map((r) => r.delta).sort((a, b) => b - a)).toEqual([500, 400, 300, 200, 200, 200, 200, 200, 200, 200]);
  });

  it('finishes a campaign as a success immediately on the admin call, once', async () => {
    const { id, specs } = await openCampaign(t, admin.token, owner.id);
    const fan = await makeUser(t.ctx);
    await supportAndPay(t, fan.token, id, specs[50]!);
    await setCampaignGoal(t, id, 50);
    const res = await t.http.get(`/api/admin/character/finish-crowdfunding-success/${id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ phase: 'crowdfunding-success', crowdfunding: { status: 'success_pending' } });
    expect(await balancesOf(t, fan.id)).toEqual({ voteTickets: 0, diamonds: 20 + 500, frozenDiamonds: 0 });
    expect((await t.http.get(`/api/admin/character/finish-crowdfunding-success/${id}`, admin.token)).status).toBe(400);
    const orders = await t.http.get(`/api/admin/order/crowdfunding?characterId=${id}`, admin.token);
    expect(orders.body.data).toEqual([
      expect.objectContaining({ userId: fan.id, status: 'success', spec: expect.objectContaining({ price: 50 }) }),
    ]);
  });
});
