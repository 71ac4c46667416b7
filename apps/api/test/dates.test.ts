import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteries } from '../src/modules/drop/schema';
import { saleSpecs } from '../src/modules/shop/schema';
import { makeAdmin, makeUser, openSale } from './factories';
import { startTestApp, type TestApp } from './harness';

/** What an outside fuzzer found (decision 062): dates outside 2000-2099 were stored, then broke every page that read them. */
describe('date-time inputs and stored dates', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());

  const pages = async (characterId: string) => [
    (await t.http.get('/api/figurine/page-list?page=1&pageSize=50')).status,
    (await t.http.get(`/api/figurine/show/${characterId}`)).status,
    (await t.http.get('/api/character/pageForShoppingCart?page=1&pageSize=50')).status,
  ];

  it('refuses a sale date of year 0020 with a 400 and changes nothing; the pages stay 200', async () => {
    const { characterId } = await openSale(t, owner.id);
    const res = await t.http.put(`/api/admin/sale/${characterId}`, { preSaleEndAt: '0020-03-01T00:00:00Z' }, admin.token);
    expect([res.status, res.body.type, res.body.errors?.[0]?.path]).toEqual([400, '/api/problems/date-out-of-range', 'preSaleEndAt']);
    expect(await pages(characterId)).toEqual([200, 200, 200]);
    const good = await t.http.put(`/api/admin/sale/${characterId}`, { preSaleEndAt: '2030-05-01T10:00:00+08:00' }, admin.token);
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data.sale.preSaleEndAt).toBe('2030-05-01T02:00:00.000Z');
  });

  it('reads a bad date already in a row (year 0020, BC, infinity) without a 500, and the API sets it right', async () => {
    for (const bad of ['0020-03-01 00:00:00+00', '0050-01-01 00:00:00+00', '0020-03-01 00:00:00+00 BC', 'infinity']) {
      const { characterId } = await openSale(t, owner.id);
      await t.ctx.db.execute(sql`update sales set pre_sale_end_at = ${bad}::timestamptz where character_id = ${characterId}`);
      expect(await pages(characterId), bad).toEqual([200, 200, 200]);
      const good = await t.http.put(`/api/admin/sale/${characterId}`, { preSaleEndAt: '2030-05-01T00:00:00Z' }, admin.token);
      expect(good.status, `${bad}: ${JSON.stringify(good.body)}`).toBe(200);
      expect(good.body.data.sale.preSaleEndAt).toBe('2030-05-01T00:00:00.000Z');
    }
  });

  it('refuses a lottery date outside 2000-2099 (nothing set up); a stored one does not break the lists', async () => {
    const { specId } = await openSale(t, owner.id, { stock: 5 });
    const body = { specId, units: 1, applyStartAt: '0020-03-01T00:00:00Z', applyEndAt: '2030-01-01T00:00:00Z' };
    const res = await t.http.post('/api/admin/lottery', body, admin.token);
    expect([res.status, res.body.type, res.body.errors?.[0]?.path]).toEqual([400, '/api/problems/date-out-of-range', 'applyStartAt']);
    const notDate = await t.http.post('/api/admin/lottery', { ...body, applyStartAt: 'tomorrow' }, admin.token);
    expect([notDate.status, notDate.body.type]).toEqual([400, '/api/problems/date-invalid']);
    expect((await t.ctx.db.select().from(lotteries).where(eq(lotteries.specId, specId))).length).toBe(0);
    expect((await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.stock).toBe(5);

    const ok = await t.http.post('/api/admin/lottery', { ...body, applyStartAt: '2029-01-01T00:00:00Z' }, admin.token);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await t.ctx.db.execute(sql`update lotteries set apply_start_at = '0020-03-01 00:00:00+00' where id = ${ok.body.data.id}`);
    const list = await t.http.get('/api/admin/lottery/list', admin.token);
    expect(list.status).toBe(200);
    const ofSpec = await t.http.get(`/api/lottery/of-spec/${specId}`);
    expect([ofSpec.status, ofSpec.body.data.applyStartAt]).toEqual([200, '0020-03-01T00:00:00.000Z']);
  });

  it('refuses banner dates before 2000 or from 2100 on, offsets applied', async () => {
    const banner = (startsAt: string) => ({
      placement: 'home',
      image: '/uploads/banner.png',
      link: '/figurine',
      texts: { en: { title: 'Hello', text: 'World' } },
      startsAt,
    });
    for (const [at, reason] of <[string, string][]>[
      ['0020-03-01T00:00:00Z', 'date-out-of-range'],
      ['0021-03-01T00:00:00Z', 'date-out-of-range'],
      ['0050-01-01T00:00:00Z', 'date-out-of-range'],
      ['0001-01-01T00:00:00Z', 'date-out-of-range'],
      ['0004-02-29T00:00:00Z', 'date-out-of-range'],
      ['9999-12-31T23:59:59-05:00', 'date-out-of-range'],
      ['2099-12-31T23:00:00-05:00', 'date-out-of-range'],
      ['2000-01-01T07:59:59+08:00', 'date-out-of-range'],
      ['2030-02-30T00:00:00Z', 'date-invalid'],
      ['12030-01-01T00:00:00Z', 'date-invalid'],
    ]) {
      const res = await t.http.post('/api/admin/banner', banner(at), admin.token);
      expect([res.status, res.body.type], at).toEqual([400, `/api/problems/${reason}`]);
    }
    const ok = await t.http.post('/api/admin/banner', banner('2000-01-01T08:00:00+08:00'), admin.token);
    expect([ok.status, ok.body.data?.startsAt], JSON.stringify(ok.body)).toEqual([200, '2000-01-01T00:00:00.000Z']);
    expect((await t.http.get('/api/admin/banner', admin.token)).status).toBe(200);
  });

  it('deletes a lottery nobody applied to (units back on the shelf, audited); one with applications is a 409', async () => {
    const { specId } = await openSale(t, owner.id, { stock: 5 });
    const now = t.clock.now().getTime();
    const setUp = async () => {
      const res = await t.http.post(
        '/api/admin/lottery',
        { specId, units: 3, applyStartAt: new Date(now - 1000).toISOString(), applyEndAt: new Date(now + 3_600_000).toISOString() },
        admin.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.id as string;
    };
    const stock = async () => (await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.stock;
    const first = await setUp();
    expect(await stock()).toBe(2);
    const stranger = await makeUser(t.ctx);
    expect((await t.http.delete(`/api/admin/lottery/${first}`, stranger.token)).status).toBe(403);
    const gone = await t.http.delete(`/api/admin/lottery/${first}`, admin.token);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await stock()).toBe(5);
    expect((await t.http.get(`/api/admin/lottery/${first}`, admin.token)).status).toBe(404);
    expect((await t.http.delete(`/api/admin/lottery/${first}`, admin.token)).status).toBe(404);
    const audit = (await t.ctx.db.execute(sql`select action from audit_logs where action = 'lottery.delete'`)) as unknown as {
      rows: unknown[];
    };
    expect(audit.rows).toHaveLength(1);

    const second = await setUp();
    const fan = await makeUser(t.ctx);
    expect((await t.http.post(`/api/lottery/${second}/apply`, { quantity: 1 }, fan.token)).status).toBe(200);
    const refused = await t.http.delete(`/api/admin/lottery/${second}`, admin.token);
    expect([refused.status, refused.body.type, refused.body.params]).toEqual([409, '/api/problems/lottery-has-applications', { count: 1 }]);
    expect((await t.http.get(`/api/admin/lottery/${second}`, admin.token)).status).toBe(200);
    expect(await stock()).toBe(2);
  });
});
