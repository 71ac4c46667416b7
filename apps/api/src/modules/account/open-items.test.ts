import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openCampaign, openSale, payOrder, supportAndPay } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { figurineOrders } from '../shop/schema';
import { users } from './schema';

/** Issue 41 #3: an account with money or goods still open is not deleted; its deletion screen says what. */
describe('deleting an account with open orders', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeUser(t.ctx);
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());

  const openItems = async (token: string) => {
    const res = await t.http.get('/api/user/open-items', token);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const deletedAt = async (userId: string) => (await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.deletedAt;

  it('refuses while a paid order is on its way or being refunded, changing nothing; then lets it go', async () => {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, owner.id);
    const orderId = await buy(t, fan.token, specId);
    // An unpaid order holds nothing: it would only expire.
    expect(await openItems(fan.token)).toEqual([]);
    expect(await payOrder(t, fan.token, orderId)).toBe('succeeded');
    expect(await openItems(fan.token)).toEqual([{ kind: 'orders-to-deliver', count: 1 }]);

    const refused = await t.http.delete('/api/authentication/delete-account', fan.token);
    expect(refused.status).toBe(409);
    expect(refused.body.type).toBe('/api/problems/account-has-open-items');
    expect(await deletedAt(fan.id)).toBeNull();
    expect((await t.http.get('/api/user/profile', fan.token)).status).toBe(200);

    await t.ctx.db.update(figurineOrders).set({ status: 'refunding' }).where(eq(figurineOrders.id, orderId));
    expect(await openItems(fan.token)).toEqual([{ kind: 'refunds-pending', count: 1 }]);
    await t.ctx.db.update(figurineOrders).set({ status: 'uncommented', withdrawnAt: new Date() }).where(eq(figurineOrders.id, orderId));
    expect(await openItems(fan.token)).toEqual([{ kind: 'returns-pending', count: 1 }]);
    expect((await t.http.delete('/api/authentication/delete-account', fan.token)).status).toBe(409);

    await t.ctx.db.update(figurineOrders).set({ status: 'refunded' }).where(eq(figurineOrders.id, orderId));
    expect(await openItems(fan.token)).toEqual([]);
    expect((await t.http.delete('/api/authentication/delete-account', fan.token)).status).toBe(200);
    expect(await deletedAt(fan.id)).not.toBeNull();
  });

  it('refuses while a paid support waits for its campaign to end, and counts kinds across modules', async () => {
    const backer = await makeUser(t.ctx);
    await addAddress(t, backer.id);
    const campaign = await openCampaign(t, admin.token, owner.id);
    const first = await supportAndPay(t, backer.token, campaign.id, campaign.specs[30]!);
    expect(first.status).toBe('succeeded');
    await supportAndPay(t, backer.token, campaign.id, campaign.specs[50]!);
    const { specId } = await openSale(t, owner.id);
    await payOrder(t, backer.token, await buy(t, backer.token, specId, 2));
    expect(await openItems(backer.token)).toEqual([
      { kind: 'orders-to-deliver', count: 1 },
      { kind: 'supports-open', count: 2 },
    ]);
    expect((await t.http.delete('/api/authentication/delete-account', backer.token)).status).toBe(409);
    expect(await deletedAt(backer.id)).toBeNull();
  });

  it('needs a signed-in shopper', async () => {
    expect((await t.http.get('/api/user/open-items')).status).toBe(401);
  });
});
