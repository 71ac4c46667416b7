import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../src/modules/payment/schema';
import { figurineOrders, sales } from '../src/modules/shop/schema';
import { addAddress, buy, makeAdmin, makeUser, openSale, payOrder } from './factories';
import { startTestApp, type TestApp } from './harness';

type Json = Record<string, unknown>;

/** Every object schema inside `schema` (through properties, items, unions, and `$ref`s to components), with where it is. */
function objectSchemas(schema: unknown, at: string, doc: Json, seen = new Set<unknown>()): { at: string; schema: Json }[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const s = schema as Json;
  if (typeof s.$ref === 'string') {
    const target = s.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
    return objectSchemas(target, `${at} → ${s.$ref}`, doc, seen);
  }
  const found = s.type === 'object' || s.properties ? [{ at, schema: s }] : [];
  const children: [string, unknown][] = [
    ...Object.entries((s.properties ?? {}) as Json).map(([k, v]): [string, unknown] => [`${at}.${k}`, v]),
    [`${at}[]`, s.items],
    ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((k) =>
      ((s[k] ?? []) as unknown[]).map((v, i): [string, unknown] => [`${at}|${i}`, v]),
    ),
    ...(typeof s.additionalProperties === 'object' ? [[`${at}{}`, s.additionalProperties] as [string, unknown]] : []),
  ];
  return [...found, ...children.flatMap(([where, child]) => objectSchemas(child, where, doc, seen))];
}

/**
 * Strict inputs (decision 064): a body or query field the contract does not have is a 400 naming it
 * (`unknown-field`), and the request changes nothing; the document says so of every input object.
 */
describe('strict request bodies and querystrings', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t?.close());

  it('refuses a console refund of `amount` (not `amountCents`), naming it, and refunds nothing', async () => {
    const owner = await makeUser(t.ctx);
    const shopper = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id);
    await addAddress(t, shopper.id);
    const orderId = await buy(t, shopper.token, specId);
    expect(await payOrder(t, shopper.token, orderId)).toBe('succeeded');
    const before = (await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, orderId)))[0]!;

    const res = await t.http.post(`/api/admin/order/figurine/${orderId}/refund`, { amount: 58.96 }, admin.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      type: '/api/problems/unknown-field',
      detail: 'Unknown field: amount',
      params: { field: 'amount' },
      errors: [{ path: 'amount', type: '/api/problems/unknown-field', message: 'Unknown field: amount', params: { field: 'amount' } }],
    });
    expect(await t.ctx.db.select().from(refunds)).toEqual([]);
    expect((await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, orderId)))[0]).toEqual(before);
  });

  it('refuses a sale update with a field the contract does not have, naming each, and changes nothing', async () => {
    const owner = await makeUser(t.ctx);
    const { characterId } = await openSale(t, owner.id);
    const before = (await t.ctx.db.select().from(sales).where(eq(sales.characterId, characterId)))[0]!;

    const res = await t.http.put(
      `/api/admin/sale/${characterId}`,
      { salePrice: before.salePriceCents / 100 + 7, images: ['/uploads/a.png'], content: 'old field', extra: { nested: 1 } },
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('/api/problems/unknown-field');
    expect(
      res.body.errors
        .filter((e: { type: string }) => e.type === '/api/problems/unknown-field')
        .map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['content', 'extra']);
    expect((await t.ctx.db.select().from(sales).where(eq(sales.characterId, characterId)))[0]).toEqual(before);
  });

  it('refuses an unknown field inside a nested object, by its dotted path', async () => {
    const res = await t.http.post(
      `/api/admin/order/figurine/zq8x2k4m9v1p7r3t5w6y0b1c/refund`,
      { lines: [{ itemId: 'x', quantity: 1, price: 3 }] },
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ path: 'lines.0.price', type: '/api/problems/unknown-field' }));
  });

  it('refuses a query parameter the contract does not have', async () => {
    expect((await t.http.get('/api/admin/audit/list?page=1', admin.token)).status).toBe(200);
    const res = await t.http.get('/api/admin/audit/list?page=1&sort=desc', admin.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: '/api/problems/unknown-field', errors: [{ path: 'sort', params: { field: 'sort' } }] });
  });

  it("takes the fields an outside provider adds to its redirect: PayPal's return carries token and PayerID", async () => {
    // An unknown order's token is not found (404), not refused for the PayerID PayPal appends.
    const res = await t.http.get('/api/pay/paypal/return?token=UNKNOWN0TOKEN&PayerID=STANDINPAYER');
    expect(res.status).toBe(404);
    expect(res.body.type).toBe('/api/problems/payment-not-found');
  });

  it('documents every request body and query object as taking no other fields', async () => {
    const doc = (await t.http.get('/api/docs/json')).body as Json & { paths: Record<string, Record<string, Json>> };
    const inputs = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => {
        const where = `${method.toUpperCase()} ${path}`;
        const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema?: unknown }>;
        const parameters = ((op.parameters ?? []) as { in: string; name: string; schema?: unknown }[]).filter((p) => p.in === 'query');
        return [
          ...Object.entries(content)
            .filter(([type]) => type === 'application/json')
            .flatMap(([, c]) => objectSchemas(c.schema, `${where} body`, doc)),
          ...parameters.flatMap((p) => objectSchemas(p.schema, `${where} ?${p.name}`, doc)),
        ];
      }),
    );
    expect(inputs.length).toBeGreaterThan(100);
    // A record (its keys are data: per-language texts, settings by name) says what its values are.
    const loose = inputs.filter(({ schema }) => schema.additionalProperties !== false && typeof schema.additionalProperties !== 'object');
    expect(loose.map((o) => o.at)).toEqual([]);
  });
});
