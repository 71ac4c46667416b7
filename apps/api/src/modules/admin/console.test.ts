import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAddress,
  buy,
  giveDiamonds,
  makeAdmin,
  makeUser,
  openCampaign,
  openSale,
  payOrder,
  stageCharacter,
  supportAndPay,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

/** What the admin console (apps/admin) reads and does beyond the SPEC §7 calls. */
describe('admin console API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let shopper: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx, { nickname: 'Owner' });
    shopper = await makeUser(t.ctx, { nickname: 'Shopper' });
  });
  afterAll(() => t.close());

  it('guards every new admin route: 401 for visitors, 403 for shoppers, before validating', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/audit/list'],
      ['GET', '/api/admin/user/show/BAD'],
      ['GET', `/api/admin/user/ledger/${owner.id}`],
      ['POST', `/api/admin/user/revoke-sessions/${owner.id}`],
      ['POST', '/api/admin/upload/image'],
      ['POST', `/api/admin/crowdfunding-spec/${owner.id}`, { price: 1 }],
      ['POST', `/api/admin/sale-spec/${owner.id}`, { title: '' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.http.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await t.http.request(method, path, { body, token: shopper.token })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('summarises the work waiting and today on the dashboard', async () => {
    const first = await t.http.get('/api/admin/dashboard', admin.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const empty = first.body.data;
    expect(empty).toMatchObject({ pendingReviews: { count: 0 }, ordersToShip: 0, today: { revenue: 0, supports: 0 } });

    await t.http.post(
      '/api/character',
      { ...(await import('../../../test/factories')).characterInput({ name: 'Waiting One' }) },
      owner.token,
    );
    const { id: nearId } = await stageCharacter(t.ctx, owner.id, { name: 'Near Target', vote: { countCurrent: 900, countTarget: 1000 } });
    await stageCharacter(t.ctx, owner.id, { name: 'Far Off', vote: { countCurrent: 100, countTarget: 1000 } });
    const campaign = await openCampaign(t, admin.token, owner.id);
    expect((await supportAndPay(t, shopper.token, campaign.id, campaign.specs[50]!)).status).toBe('succeeded');
    const { specId } = await openSale(t, owner.id);
    await addAddress(t, shopper.id);
    const orderId = await buy(t, shopper.token, specId);
    expect(await payOrder(t, shopper.token, orderId)).toBe('succeeded');

    const res = await t.http.get('/api/admin/dashboard', admin.token);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.pendingReviews).toMatchObject({ count: 1, oldest: [expect.objectContaining({ name: 'Waiting One' })] });
    expect(d.votesNearTarget.map((v: { id: string }) => v.id)).toEqual([nearId]);
    expect(d.votesNearTarget[0]).toMatchObject({ progress: 90, reached: false });
    expect(d.campaigns).toEqual([expect.objectContaining({ id: campaign.id, current: 50, progress: expect.any(Number), daysLeft: 60 })]);
    expect(d.ordersToShip).toBe(1);
    expect(d.today).toMatchObject({ supports: 1, supportRevenue: 50, figurineOrders: 1, revenue: 50 + d.today.figurineRevenue });
    expect(d.today.figurineRevenue).toBeGreaterThan(0);

    expect((await t.http.post(`/api/admin/order/figurine/${orderId}/refund`, {}, admin.token)).status).toBe(200);
    const after = (await t.http.get('/api/admin/dashboard', admin.token)).body.data;
    expect(after.refundsInProgress.figurineOrders + after.ordersToShip).toBe(1);
  });

  it('serves the path form of spec creation beside the body form (SPEC §7)', async () => {
    const campaign = await openCampaign(t, admin.token, owner.id);
    const cf = await t.http.post(`/api/admin/crowdfunding-spec/${campaign.id}`, { price: 250, diamond: 120 }, admin.token);
    expect(cf.status).toBe(200);
    expect(cf.body.data).toMatchObject({ price: 250, diamond: 120, status: 'active' });
    expect((await t.http.get(`/api/admin/crowdfunding-spec/${campaign.id}`, admin.token)).body.data).toHaveLength(4);
    const bad = await t.http.post(`/api/admin/crowdfunding-spec/${campaign.id}`, { price: 0, diamond: 1 }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('price must be at least 1');

    const { characterId } = await openSale(t, owner.id);
    const sale = await t.http.post(
      `/api/admin/sale-spec/${characterId}`,
      { title: 'Deluxe 1/4', price: 199, preSalePrice: 159, stock: 20 },
      admin.token,
    );
    expect(sale.status).toBe(200);
    expect(sale.body.data).toMatchObject({ title: 'Deluxe 1/4', price: 199, preSalePrice: 159, stock: 20 });
    expect((await t.http.post(`/api/admin/sale-spec/${characterId}`, { title: 'x', price: 1, stock: 0 }, admin.token)).status).toBe(400);
    expect((await t.http.post(`/api/admin/sale-spec/${owner.id}`, { title: 'x', price: 1, stock: 1 }, admin.token)).status).toBe(404);

    const docs = (await t.http.get('/api/docs/json')).body;
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/crowdfunding-spec',
        '/api/admin/crowdfunding-spec/{id}',
        '/api/admin/sale-spec',
        '/api/admin/sale-spec/{id}',
      ]),
    );
    expect(docs.paths['/api/admin/sale-spec/{id}'].post).toBeTruthy();
    expect(docs.paths['/api/admin/crowdfunding-spec/{id}'].post).toBeTruthy();
  });

  it('uploads an image for specs and campaigns', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'spec.png');
    const res = await t.http.request('POST', '/api/admin/upload/image', { form, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.image).toMatch(/^\/uploads\/admin\/[a-z0-9]+\.w30\.webp$/);
    const text = new FormData();
    text.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    expect((await t.http.request('POST', '/api/admin/upload/image', { form: text, token: admin.token })).status).toBe(400);
  });

  it('shows a user, their ledger, and signs them out everywhere on demand, audited', async () => {
    const user = await makeUser(t.ctx, { nickname: 'Revoked' });
    const shown = await t.http.get(`/api/admin/user/show/${user.id}`, admin.token);
    expect(shown.body.data).toMatchObject({ id: user.id, nickname: 'Revoked', diamond: 0 });
    expect((await t.http.get(`/api/admin/user/ledger/${user.id}`, admin.token)).body.data).toEqual(expect.any(Array));
    expect((await t.http.get('/api/message/pageForMine', user.token)).status).toBe(200);

    expect((await t.http.post(`/api/admin/user/revoke-sessions/${user.id}`, {}, admin.token)).status).toBe(200);
    expect((await t.http.get('/api/message/pageForMine', user.token)).status).toBe(401);
    expect((await t.http.post(`/api/admin/user/revoke-sessions/${admin.id}`, {}, admin.token)).status).toBe(404);
    expect((await t.http.get(`/api/admin/user/show/${admin.id}`, admin.token)).status).toBe(404);

    const log = await t.http.get(`/api/admin/audit/list?targetId=${user.id}`, admin.token);
    expect(log.body.data).toEqual([
      expect.objectContaining({
        action: 'user.revoke_sessions',
        targetType: 'user',
        // The target by name (issue 41), not only its id.
        targetName: user.username,
        adminUsername: expect.any(String),
        adminId: admin.id,
      }),
    ]);
    const refunds = await t.http.get('/api/admin/audit/list?action=refund&pageSize=5', admin.token);
    expect(refunds.body.data[0]).toMatchObject({
      action: 'figurine_order.refund',
      targetName: expect.stringMatching(/^FO/),
      detail: { from: 'undelivered' },
    });
    // Every row of a page names its target where it has a name: characters, specs, orders, people.
    const page = (await t.http.get('/api/admin/audit/list?pageSize=100', admin.token)).body.data as {
      targetType: string;
      targetName: string | null;
    }[];
    const named = ['character', 'crowdfunding', 'crowdfunding_spec', 'sale_spec', 'figurine_order', 'user', 'raffle'];
    expect(page.filter((r) => named.includes(r.targetType) && r.targetName === null)).toEqual([]);
    expect(page.some((r) => r.targetType === 'crowdfunding_spec' && / — /.test(r.targetName ?? ''))).toBe(true);
    expect((await t.http.get('/api/admin/audit/list?pageSize=1000', admin.token)).status).toBe(400);
  });

  it('counts the wins the guarantee gave apart in the raffle stats', async () => {
    const { specId } = await openSale(t, owner.id, { stock: 5 });
    const created = await t.http.post(
      '/api/admin/raffle',
      { title: 'Pity Draw', winRate: 0, guaranteeCount: 1, status: 'active' },
      admin.token,
    );
    const raffleId = created.body.data.id as string;
    expect((await t.http.patch('/api/admin/raffle/add-figurine-spec', { raffleId, specId }, admin.token)).status).toBe(200);
    await giveDiamonds(t, shopper.id, 160);
    expect((await t.http.post(`/api/raffle/consume/${specId}`, undefined, shopper.token)).status).toBe(200);
    const detail = await t.http.get(`/api/admin/raffle/detail/${raffleId}`, admin.token);
    expect(detail.body.data.stats).toMatchObject({ entries: 1, wins: 1, pityWins: 1, diamonds: 160 });
  });
});
