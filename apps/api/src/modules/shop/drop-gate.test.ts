import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, makeUser, openSale } from '../../../test/factories';
import { openTestDatabase } from '../../../test/database';
import { startTestApp, type TestApp } from '../../../test/harness';
import { saleSpecs } from './schema';

/** Issue 25 item 1: a sold-out drop answers from memory; while stock remains, a gate bounds the work. */
describe('the drop gate', () => {
  let t: TestApp;
  let statements = 0;
  beforeAll(async () => {
    const database = await openTestDatabase();
    database.observeQueries(() => {
      statements++;
    });
    t = await startTestApp({ database });
  });
  afterAll(() => t.close());

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(check()).toBe(true);
  };
  const stockOf = async (specId: string) => (await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.stock;

  it('sells exactly the stock to a crowd; the others hear "out of stock" or are turned away with Retry-After', async () => {
    const owner = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 20 });
    const buyers = await Promise.all(Array.from({ length: 150 }, () => makeUser(t.ctx)));
    // Each tries again after a 429's Retry-After, as the web app does (the gate runs one order of a spec at a time).
    const results = await Promise.all(
      buyers.map((b) => t.http.postRetrying('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], b.token)),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(20);
    for (const r of results.filter((r) => r.status !== 200)) {
      if (r.status === 429) {
        expect(r.body.type).toBe('/api/problems/drop-busy');
        // When the units left are likely claimed, 1 to 5 s (the gate's estimate).
        expect(r.headers.get('retry-after')).toMatch(/^[1-5]$/);
      } else expect([r.status, r.body.type]).toEqual([400, '/api/problems/out-of-stock']);
    }
    expect(await stockOf(specId)).toBe(0);
    // The committed NOTIFY of the last sale reached this instance: the spec is known sold out.
    await until(() => t.ctx.stockGate.isSoldOut(specId));
  }, 120_000);

  it('answers a sold-out spec from memory: Buy Now, add-to-cart and checkout, without a statement', async () => {
    const owner = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 1 });
    const [winner, late] = [await makeUser(t.ctx), await makeUser(t.ctx)];
    // The late shopper's cart holds the spec while it is still in stock.
    const put = await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 1, mode: 'add' }, late.token);
    expect(put.status).toBe(200);
    const cart = await t.http.get('/api/user-shopping-cart/list', late.token);
    const cartItemId = cart.body.data[0].id as string;
    const orderId = await buy(t, winner.token, specId);
    await until(() => t.ctx.stockGate.isSoldOut(specId));

    const before = statements;
    const buyNow = await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], late.token);
    expect(buyNow.status).toBe(400);
    expect(buyNow.body.type).toBe('/api/problems/out-of-stock');
    expect(buyNow.body.params.title).toBeTruthy();
    const addAgain = await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 1, mode: 'add' }, late.token);
    expect([addAgain.status, addAgain.body.type]).toEqual([400, '/api/problems/cart-out-of-stock']);
    expect(statements - before).toBe(0);
    const checkout = await t.http.post('/api/user-shopping-cart/checkout', { cartItemIds: [cartItemId] }, late.token);
    expect([checkout.status, checkout.body.type]).toEqual([400, '/api/problems/out-of-stock']);
    // Checkout reads which specs the chosen items are (one statement), nothing more…
    expect(statements - before).toBe(1);
    // …and none when it says them, as the web app's cart does.
    const told = await t.http.post('/api/user-shopping-cart/checkout', { cartItemIds: [cartItemId], specIds: [specId] }, late.token);
    expect([told.status, told.body.type]).toEqual([400, '/api/problems/out-of-stock']);
    expect(statements - before).toBe(1);

    // A repeat of the winner's own request with its Idempotency-Key still gets its order.
    const key = 'drop-repeat-0001';
    const first = await t.http.request('POST', '/api/figurine/buy', {
      body: [{ characterSaleSpecId: specId, quantity: 1 }],
      token: winner.token,
      headers: { 'idempotency-key': key },
    });
    expect(first.body.type).toBe('/api/problems/out-of-stock');

    // The order is cancelled: the stock comes back, announced, and the spec sells again.
    const cancel = await t.http.post(`/api/character-sale-order/${orderId}/cancel`, undefined, winner.token);
    expect(cancel.status).toBe(200);
    await until(() => !t.ctx.stockGate.isSoldOut(specId));
    const again = await t.http.request('POST', '/api/figurine/buy', {
      body: [{ characterSaleSpecId: specId, quantity: 1 }],
      token: late.token,
      headers: { 'idempotency-key': 'drop-repeat-0002' },
    });
    expect(again.status).toBe(200);
    await until(() => t.ctx.stockGate.isSoldOut(specId));
    const repeat = await t.http.request('POST', '/api/figurine/buy', {
      body: [{ characterSaleSpecId: specId, quantity: 1 }],
      token: late.token,
      headers: { 'idempotency-key': 'drop-repeat-0002' },
    });
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.characterSaleOrderId).toBe(again.body.data.characterSaleOrderId);
  }, 60_000);

  it('looks a key up only for the accounts holding the sold-out spec: a winner repeating gets its order, a loser no statement', async () => {
    const owner = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 2 });
    const [winner, cartWinner, loser, other] = [await makeUser(t.ctx), await makeUser(t.ctx), await makeUser(t.ctx), await makeUser(t.ctx)];
    const buyWith = (token: string, key: string) =>
      t.http.request('POST', '/api/figurine/buy', {
        body: [{ characterSaleSpecId: specId, quantity: 1 }],
        token,
        headers: { 'idempotency-key': key },
      });
    const won = await buyWith(winner.token, 'drop-holder-win-1');
    expect(won.status).toBe(200);
    // The other unit goes by cart + checkout, with its own key.
    await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 1, mode: 'add' }, cartWinner.token);
    const cartItemId = (await t.http.get('/api/user-shopping-cart/list', cartWinner.token)).body.data[0].id as string;
    const checkout = (key: string) =>
      t.http.request('POST', '/api/user-shopping-cart/checkout', {
        body: { cartItemIds: [cartItemId], specIds: [specId] },
        token: cartWinner.token,
        headers: { 'idempotency-key': key },
      });
    const checkedOut = await checkout('drop-holder-cart-1');
    expect(checkedOut.status).toBe(200);
    await until(() => t.ctx.stockGate.isSoldOut(specId));
    // Their sign-ins are looked up as they open the page, before the drop.
    for (const user of [loser, other]) await t.http.get('/api/user/check-login', user.token);

    // The first loser after the sell-out reads who holds the spec (one statement), no key lookup…
    let before = statements;
    const lost = await buyWith(loser.token, 'drop-holder-lose-1');
    expect([lost.status, lost.body.type]).toEqual([400, '/api/problems/out-of-stock']);
    expect(statements - before).toBe(1);
    // …and the next losers, keys and all, cost no statement.
    before = statements;
    for (const [user, key] of [
      [loser, 'drop-holder-lose-2'],
      [other, 'drop-holder-other-1'],
    ] as const) {
      const again = await buyWith(user.token, key);
      expect([again.status, again.body.type]).toEqual([400, '/api/problems/out-of-stock']);
    }
    expect(statements - before).toBe(0);

    // The winners' repeats with their keys still answer their orders (one lookup each).
    const repeat = await buyWith(winner.token, 'drop-holder-win-1');
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.characterSaleOrderId).toBe(won.body.data.characterSaleOrderId);
    const repeatCheckout = await checkout('drop-holder-cart-1');
    expect(repeatCheckout.status).toBe(200);
    expect(repeatCheckout.body.data).toEqual(checkedOut.body.data);
    // A holder's new key is still refused as out of stock.
    const fresh = await buyWith(winner.token, 'drop-holder-win-2');
    expect([fresh.status, fresh.body.type]).toEqual([400, '/api/problems/out-of-stock']);
  }, 60_000);

  it('refuses a checkout whose stated specs are not its items', async () => {
    const owner = await makeUser(t.ctx);
    const [{ specId }, { specId: otherSpec }] = [await openSale(t, owner.id, { stock: 5 }), await openSale(t, owner.id, { stock: 5 })];
    const fan = await makeUser(t.ctx);
    await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 1, mode: 'add' }, fan.token);
    const cartItemId = (await t.http.get('/api/user-shopping-cart/list', fan.token)).body.data[0].id as string;
    const wrong = await t.http.post('/api/user-shopping-cart/checkout', { cartItemIds: [cartItemId], specIds: [otherSpec] }, fan.token);
    expect([wrong.status, wrong.body.type]).toEqual([400, '/api/problems/cart-changed']);
    expect(await stockOf(specId)).toBe(5);
    const right = await t.http.post('/api/user-shopping-cart/checkout', { cartItemIds: [cartItemId], specIds: [specId] }, fan.token);
    expect(right.status).toBe(200);
    expect(await stockOf(specId)).toBe(4);
  });

  it('learns a sell-out it was not told of (stock already 0 when the instance started)', async () => {
    const owner = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 0 });
    const fan = await makeUser(t.ctx);
    expect(t.ctx.stockGate.isSoldOut(specId)).toBe(false);
    const res = await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], fan.token);
    expect(res.body.type).toBe('/api/problems/out-of-stock');
    expect(t.ctx.stockGate.isSoldOut(specId)).toBe(true);
  });
});

/** Decision 054: a sold-out drop's refusals take no rate-limit point (in production each point is a write). */
describe('the drop gate with rate limits on', () => {
  let t: TestApp;
  let statements = 0;
  beforeAll(async () => {
    const database = await openTestDatabase();
    database.observeQueries(() => {
      statements++;
    });
    t = await startTestApp({ database, env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  it('answers a sold-out spec past the route limit without counting; an order in stock still counts', async () => {
    const owner = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 1 });
    const fan = await makeUser(t.ctx);
    await buy(t, owner.token, specId);
    for (let i = 0; i < 100 && !t.ctx.stockGate.isSoldOut(specId); i++) await new Promise((r) => setTimeout(r, 10));
    await t.http.get('/api/user/check-login', fan.token);
    const before = statements;
    // Buy Now allows 30 a minute per address: 35 refusals of the sold-out spec all say so, with no statement.
    for (let i = 0; i < 35; i++) {
      const res = await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], fan.token);
      expect([res.status, res.body.type]).toEqual([400, '/api/problems/out-of-stock']);
    }
    expect(statements - before).toBe(0);
    // A spec in stock: the limit holds (the owner's first purchase took a point too).
    const { specId: inStock } = await openSale(t, owner.id, { stock: 100 });
    const answers: string[] = [];
    for (let i = 0; i < 31; i++)
      answers.push((await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: inStock, quantity: 1 }], fan.token)).body.type ?? 'ok');
    expect(answers).toContain('/api/problems/too-many-requests');
  }, 60_000);
});
