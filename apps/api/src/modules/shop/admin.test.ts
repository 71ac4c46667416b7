import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openSale, payOrder, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { messages } from '../message/schema';
import { auditLogs } from '../audit/schema';
import { figurineOrders, saleSpecs } from './schema';

describe('figurine administration and order flow', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());
  const stockOf = async (specId: string) => (await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.stock;

  it('starts the pre-sale of a funded campaign, edits the sale and manages specs', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { crowdfunding: 'success_pending' });
    const started = await t.http.get(`/api/admin/character/start-pre-sale/${id}?salePrice=120&preSalePrice=100`, admin.token);
    expect(started.status).toBe(200);
    expect(started.body.data.sale).toMatchObject({ status: 'active', salePrice: 120, preSalePrice: 100 });
    expect(started.body.data.phase).toBe('pre-sale');
    expect((await t.http.get(`/api/admin/character/start-pre-sale/${id}`, admin.token)).status).toBe(400);

    const created = await t.http.post(
      '/api/admin/sale-spec',
      { characterId: id, title: 'Deluxe', price: 150, preSalePrice: 130, stock: 20 },
      admin.token,
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ title: 'Deluxe', price: 150, preSalePrice: 130, stock: 20, status: 'active', image: null });
    const specId = created.body.data.id as string;
    expect(
      (await t.http.put(`/api/admin/sale-spec/${specId}`, { title: 'Deluxe', price: 160, stock: 30 }, admin.token)).body.data,
    ).toMatchObject({ price: 160, preSalePrice: 130, stock: 30 });
    // Left out, a field keeps its value; null clears the pre-sale price.
    expect((await t.http.put(`/api/admin/sale-spec/${specId}`, { preSalePrice: null }, admin.token)).body.data).toMatchObject({
      title: 'Deluxe',
      price: 160,
      preSalePrice: null,
    });
    expect((await t.http.get(`/api/admin/sale-spec/${id}`, admin.token)).body.data.map((s: { id: string }) => s.id)).toEqual([specId]);
    const bad = await t.http.post('/api/admin/sale-spec', { characterId: id, title: 'x', price: 0, stock: 0 }, admin.token);
    expect(bad.body.errors).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ path: 'price', message: 'price must be at least 1' }),
        expect.objectContaining({ path: 'stock', message: 'stock must be at least 1' }),
      ]),
    );

    const preSaleEndAt = new Date(t.clock.now().getTime() - 1000).toISOString();
    const updated = await t.http.put(
      `/api/admin/sale/${id}`,
      { salePrice: 110, preSalePrice: 90, preSaleEndAt, descriptions: { en: 'Hi' }, images: ['/uploads/a.png'] },
      admin.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.phase).toBe('sale');
    expect((await t.http.put(`/api/admin/sale/${id}`, { salePrice: 110, images: [] }, admin.token)).body.errors).toContainEqual(
      expect.objectContaining({
        path: 'images',
        message: 'images must have at least 1 item',
      }),
    );

    expect((await t.http.delete(`/api/admin/sale-spec/${specId}`, admin.token)).body.data.status).toBe('inactive');
    const show = await t.http.get(`/api/figurine/show/${id}`);
    expect(show.body.data).toMatchObject({ sale: { salePrice: 110, content: '<p>Hi</p>', images: ['/uploads/a.png'] }, specs: [] });
    const audits = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.adminId, admin.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['sale.start_pre_sale', 'sale.update', 'sale_spec.create', 'sale_spec.update', 'sale_spec.delete']),
    );
  });

  it("keeps a spec's specification table and a tier's name and rewards, and shows them to shoppers (issue 27)", async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { saleInDays: -1 });
    const details = {
      scale: '1/7',
      heightMm: 240,
      material: 'PVC, ABS',
      sculptor: 'Aki',
      manufacturer: 'Pedestal Works',
      contents: 'Figure, base',
    };
    const spec = await t.http.post(
      '/api/admin/sale-spec',
      { characterId: id, title: 'Standard', price: 80, stock: 5, details },
      admin.token,
    );
    expect(spec.status).toBe(200);
    expect(spec.body.data.details).toEqual(details);
    // Left out, the details stay; given, they replace the table (an emptied field is left out).
    const specId = spec.body.data.id as string;
    expect((await t.http.put(`/api/admin/sale-spec/${specId}`, { stock: 6 }, admin.token)).body.data.details).toEqual(details);
    expect((await t.http.put(`/api/admin/sale-spec/${specId}`, { details: { scale: '1/6' } }, admin.token)).body.data.details).toEqual({
      scale: '1/6',
    });
    const refused = await t.http.put(`/api/admin/sale-spec/${specId}`, { details: { heightMm: 0, scale: 'x'.repeat(21) } }, admin.token);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['details.heightMm', 'details.scale']);
    expect((await t.http.get(`/api/figurine/show/${id}`)).body.data.specs[0].details).toEqual({ scale: '1/6' });

    const campaignId = (await stageCharacter(t.ctx, owner.id, { crowdfunding: 'active' })).id;
    const tier = await t.http.post(
      `/api/admin/crowdfunding-spec`,
      { characterId: campaignId, price: 45, diamond: 15, name: ' Early bird ', rewards: 'The figure, shipped first' },
      admin.token,
    );
    expect(tier.status).toBe(200);
    expect(tier.body.data).toMatchObject({ name: 'Early bird', rewards: 'The figure, shipped first', price: 45 });
    expect((await t.http.put(`/api/admin/crowdfunding-spec/${tier.body.data.id}`, { diamond: 20 }, admin.token)).body.data).toMatchObject({
      name: 'Early bird',
      diamond: 20,
    });
    expect(
      (
        await t.http.post(
          `/api/admin/crowdfunding-spec`,
          { characterId: campaignId, price: 5, diamond: 1, name: 'x'.repeat(61) },
          admin.token,
        )
      ).status,
    ).toBe(400);
    const campaign = await t.http.get(`/api/crowdfunding/show/${campaignId}`);
    expect(campaign.body.data.crowdfunding.specs).toContainEqual(
      expect.objectContaining({ name: 'Early bird', rewards: 'The figure, shipped first', price: 45, diamond: 20 }),
    );
  });

  it('walks an order through pay, ship, confirm receipt and review', async () => {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, owner.id);
    const orderId = await buy(t, fan.token, specId, 2);
    expect((await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF123' }, admin.token)).status).toBe(400);
    expect(await payOrder(t, fan.token, orderId)).toBe('succeeded');
    expect((await t.http.post(`/api/character-sale-order/${orderId}/confirm-receipt`, {}, fan.token)).status).toBe(400);
    const shipped = await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF123' }, admin.token);
    expect(shipped.body.data).toMatchObject({ status: 'unreceived', trackingNo: 'SF123', userId: fan.id });
    // A paid order may be cancelled until it ships (issue 29, shop/promises.test.ts); a shipped one no more.
    expect((await t.http.post(`/api/character-sale-order/${orderId}/cancel`, {}, fan.token)).status).toBe(400);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/confirm-receipt`, {}, fan.token)).status).toBe(200);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/review`, { comment: '' }, fan.token)).status).toBe(400);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/review`, { comment: 'Lovely paint job' }, fan.token)).status).toBe(200);
    const order = (await t.http.get(`/api/character-sale-order/show/${orderId}`, fan.token)).body.data;
    expect(order).toMatchObject({ status: 'completed', reviewComment: 'Lovely paint job', trackingNo: 'SF123' });
    expect(order.receivedAt).not.toBeNull();
    const inbox = await t.ctx.db.select().from(messages).where(eq(messages.userId, fan.id));
    expect(inbox.map((m) => m.kind).sort()).toEqual(['figurine_order_paid', 'figurine_order_shipped']);
    const listed = await t.http.get(`/api/admin/order/figurine?userId=${fan.id}&status=completed`, admin.token);
    expect(listed.body.data.map((o: { id: string }) => o.id)).toEqual([orderId]);
  });

  it('refunds a paid order through payments and returns its stock', async () => {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, owner.id, { stock: 10 });
    const orderId = await buy(t, fan.token, specId, 3);
    expect((await t.http.post(`/api/admin/order/figurine/${orderId}/refund`, {}, admin.token)).status).toBe(400);
    await payOrder(t, fan.token, orderId);
    expect(await stockOf(specId)).toBe(7);
    const refunded = await t.http.post(`/api/admin/order/figurine/${orderId}/refund`, {}, admin.token);
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.status).toBe('refunding');
    expect(await stockOf(specId)).toBe(7);
    await t.ctx.jobs.drain();
    expect((await t.http.get(`/api/character-sale-order/show/${orderId}`, fan.token)).body.data.status).toBe('refunded');
    expect(await stockOf(specId)).toBe(10);
    expect((await t.http.post(`/api/admin/order/figurine/${orderId}/refund`, {}, admin.token)).status).toBe(400);
    const inbox = await t.ctx.db.select().from(messages).where(eq(messages.userId, fan.id));
    expect(inbox.map((m) => m.kind)).toContain('figurine_order_refunded');
  });

  it('keeps admin calls to admins', async () => {
    const fan = await makeUser(t.ctx);
    expect((await t.http.get('/api/admin/order/figurine', fan.token)).status).toBe(403);
    expect((await t.http.get('/api/admin/order/figurine')).status).toBe(401);
  });
  // Last: it moves the clock past every session's lifetime.
  it('confirms receipt by itself 14 days after shipping', async () => {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, owner.id);
    const orderId = await buy(t, fan.token, specId);
    await payOrder(t, fan.token, orderId);
    await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF9' }, admin.token);
    t.clock.advance(14 * 86_400_000 + 3_600_000);
    expect(await t.ctx.jobs.runScheduled()).toContain('shop.auto-receive');
    const [order] = await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, orderId));
    expect(order).toMatchObject({ status: 'uncommented', receivedAt: t.clock.now() });
  });
});
