import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, makeAdmin, makeUser, openCampaign, supportAndPay } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { messages } from '../message/schema';

describe('crowdfunding supports', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let campaign: Awaited<ReturnType<typeof openCampaign>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx);
    campaign = await openCampaign(t, admin.token, owner.id);
  });
  afterAll(() => t.close());

  it('pays a $50 support with 4242: support success, campaign total up, 20 diamonds frozen', async () => {
    const fan = await makeUser(t.ctx);
    const { supportId, status } = await supportAndPay(t, fan.token, campaign.id, campaign.specs[50]!);
    expect(status).toBe('succeeded');
    const order = await t.http.get(`/api/crowdfunding-support/show/${supportId}`, fan.token);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ id: supportId, status: 'success', spec: { price: 50, diamond: 20 }, refundStatus: null });
    expect(order.body.data.no).toMatch(/^CF\d{8}-[A-Z0-9]{6}$/);
    expect(await balancesOf(t, fan.id)).toMatchObject({ diamonds: 0, frozenDiamonds: 20 });

    const show = await t.http.get(`/api/crowdfunding/show/${campaign.id}`, fan.token);
    expect(show.body.data.crowdfunding).toMatchObject({ status: 'active', countCurrent: 50, countTarget: 10000, progress: 0.5 });
    expect(show.body.data.crowdfunding.specs).toEqual([
      { id: campaign.specs[30], name: '', rewards: '', price: 30, diamond: 10, ships: false },
      { id: campaign.specs[50], name: '', rewards: '', price: 50, diamond: 20, ships: false },
      { id: campaign.specs[100], name: '', rewards: '', price: 100, diamond: 50, ships: false },
    ]);
    expect(show.body.data.mySupports.map((s: { id: string }) => s.id)).toEqual([supportId]);

    const history = await t.http.get('/api/wallet/history', fan.token);
    expect(history.body.data).toEqual([expect.objectContaining({ currency: 'frozen_diamond', delta: 20, reason: 'crowdfunding_support' })]);
    const inbox = await t.ctx.db.select().from(messages).where(eq(messages.userId, fan.id));
    expect(inbox.map((m) => m.kind)).toEqual(['support_paid']);
  });

  it('lists the own support orders with search by order number and status filter', async () => {
    const fan = await makeUser(t.ctx);
    const paid = await supportAndPay(t, fan.token, campaign.id, campaign.specs[30]!);
    t.clock.advance(1000);
    const pending = await t.http.post('/api/crowdfunding-support', { characterId: campaign.id, specId: campaign.specs[100] }, fan.token);
    const list = await t.http.get('/api/order/crowdfunding/list?page=1', fan.token);
    expect(list.body.data.map((o: { id: string }) => o.id)).toEqual([pending.body.data.supportId, paid.supportId]);
    expect(list.body.data[1]).toMatchObject({
      status: 'success',
      character: { gender: 'female' },
      spec: { price: 30, diamond: 10 },
      crowdfunding: { countTarget: 10000 },
      refundStatus: null,
    });
    const no = list.body.data[1].no as string;
    const search = await t.http.get(`/api/order/crowdfunding/list?searchKeyword=${no.slice(-6)}`, fan.token);
    expect(search.body.data.map((o: { id: string }) => o.id)).toEqual([paid.supportId]);
    const pendingOnly = await t.http.get('/api/order/crowdfunding/list?status=pending', fan.token);
    expect(pendingOnly.body.data.map((o: { id: string }) => o.id)).toEqual([pending.body.data.supportId]);
    expect((await t.http.get('/api/order/crowdfunding/list?page=2', fan.token)).body.data).toEqual([]);
  });

  it('refuses to pay a support past its expiry, and the job cancels it', async () => {
    const fan = await makeUser(t.ctx);
    const placed = await t.http.post('/api/crowdfunding-support', { characterId: campaign.id, specId: campaign.specs[30] }, fan.token);
    const supportId = placed.body.data.supportId;
    t.clock.advance(31 * 60_000);
    const pay = await t.http.post('/api/pay/crowdfunding/create', { id: supportId, paymentMethod: 'stripe' }, fan.token);
    expect(pay.status).toBe(400);
    expect(pay.body.detail).toBe('This support has expired; please place a new one');
    expect(await t.ctx.jobs.runScheduled()).toContain('crowdfunding.expire-supports');
    expect((await t.http.get(`/api/crowdfunding-support/show/${supportId}`, fan.token)).body.data.status).toBe('canceled');
  });

  it("answers 404 for another user's support and 401 to visitors", async () => {
    const fan = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    const placed = await t.http.post('/api/crowdfunding-support', { characterId: campaign.id, specId: campaign.specs[30] }, fan.token);
    const supportId = placed.body.data.supportId;
    expect((await t.http.get(`/api/crowdfunding-support/show/${supportId}`, other.token)).status).toBe(404);
    expect((await t.http.post('/api/pay/crowdfunding/create', { id: supportId, paymentMethod: 'stripe' }, other.token)).status).toBe(404);
    expect((await t.http.get(`/api/order/crowdfunding/list`, other.token)).body.data).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `/api/crowdfunding-support/show/${supportId}`],
      ['POST', '/api/crowdfunding-support', { characterId: campaign.id, specId: campaign.specs[30] }],
      ['GET', '/api/order/crowdfunding/list'],
      ['GET', '/api/wallet/history'],
    ] as const) {
      expect((await t.http.request(method, path, { body })).status, path).toBe(401);
    }
    const show = await t.http.get(`/api/crowdfunding/show/${campaign.id}`);
    expect(show.status).toBe(200);
    expect(show.body.data.mySupports).toEqual([]);
  });

  it('refuses supports with a bad id, an unknown spec or on a character without a campaign', async () => {
    const fan = await makeUser(t.ctx);
    const bad = await t.http.post('/api/crowdfunding-support', { characterId: 'BAD', specId: campaign.specs[30] }, fan.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual(expect.objectContaining({ path: 'characterId', message: 'resource ID format is incorrect' }));
    const other = await openCampaign(t, admin.token, owner.id);
    expect((await t.http.post('/api/crowdfunding-support', { characterId: campaign.id, specId: other.specs[30] }, fan.token)).status).toBe(
      404,
    );
    expect((await t.http.get(`/api/crowdfunding/show/${'z'.repeat(24)}`)).status).toBe(404);
  });
});
