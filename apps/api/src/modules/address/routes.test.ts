import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { deleteAccount } from '../account';
import { userAddresses } from './schema';
import { getAddressSnapshot } from './service';
import { refusalText } from '@pedestal/contract';

const ADDRESS_PHONE_INVALID = { path: 'phone', message: refusalText('address-phone-invalid') };

const valid = {
  name: 'Ada Lovelace',
  phone: '13812345678',
  zipCode: '100000',
  country: 'China',
  province: 'Beijing',
  city: 'Beijing',
  area: '1 Chang An Avenue',
  address: 'Building 2, Room 301',
  tag: 'home',
  isDefault: false,
};

describe('address book', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const create = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await t.http.post('/api/user-address', { ...valid, ...body }, token);
    expect(res.status).toBe(200);
    return res.body.data.userAddressId as string;
  };
  const list = async (token: string) =>
    (await t.http.get('/api/user-address/listForMine', token)).body.data as Array<{ id: string; isDefault: boolean }>;
  const defaults = async (token: string) => (await list(token)).filter((a) => a.isDefault).map((a) => a.id);

  it('creates, shows, updates and deletes an address, trimming every field', async () => {
    const user = await makeUser(t.ctx);
    const id = await create(user.token, { name: '  Ada Lovelace ', tag: undefined });
    const shown = await t.http.get(`/api/user-address/show/${id}`, user.token);
    expect(shown.body.data).toEqual({ ...valid, id, name: 'Ada Lovelace', tag: 'home', isDefault: true });

    const updated = await t.http.put(
      `/api/user-address/${id}`,
      { ...valid, city: 'Shanghai', tag: 'office', isDefault: true, phone: '+447911123456' },
      user.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, city: 'Shanghai', tag: 'office', phone: '+447911123456', isDefault: true });

    expect((await t.http.delete(`/api/user-address/${id}`, user.token)).body).toEqual({ data: true });
    expect((await t.http.get(`/api/user-address/show/${id}`, user.token)).status).toBe(404);
    expect(await list(user.token)).toEqual([]);
  });

  it('makes the first address the default and answers null when there is none', async () => {
    const user = await makeUser(t.ctx);
    expect((await t.http.get('/api/user-address/default', user.token)).body).toEqual({ data: null });
    const first = await create(user.token, { isDefault: false });
    const second = await create(user.token, { isDefault: false });
    expect((await t.http.get('/api/user-address/default', user.token)).body.data.id).toBe(first);
    expect(await defaults(user.token)).toEqual([first]);
    expect((await list(user.token)).map((a) => a.id)).toEqual([first, second]);
  });

  it('lists the default first, then the newest', async () => {
    const user = await makeUser(t.ctx);
    const a = await create(user.token);
    t.clock.advance(1000);
    const b = await create(user.token);
    t.clock.advance(1000);
    const c = await create(user.token);
    await t.http.post(`/api/user-address/setDefault/${b}`, undefined, user.token);
    expect((await list(user.token)).map((x) => x.id)).toEqual([b, c, a]);
  });

  it('keeps exactly one default through create, update, setDefault and delete', async () => {
    const user = await makeUser(t.ctx);
    const a = await create(user.token);
    t.clock.advance(1000);
    const b = await create(user.token, { isDefault: true });
    expect(await defaults(user.token)).toEqual([b]);
    t.clock.advance(1000);
    const c = await create(user.token);
    expect((await t.http.post(`/api/user-address/setDefault/${a}`, undefined, user.token)).body).toEqual({ data: true });
    expect(await defaults(user.token)).toEqual([a]);
    await t.http.put(`/api/user-address/${c}`, { ...valid, isDefault: true }, user.token);
    expect(await defaults(user.token)).toEqual([c]);
    // Turning the default off hands it to the newest other address.
    await t.http.put(`/api/user-address/${c}`, { ...valid, isDefault: false }, user.token);
    expect(await defaults(user.token)).toEqual([b]);
    // Deleting the default promotes the newest remaining one.
    await t.http.delete(`/api/user-address/${b}`, user.token);
    expect(await defaults(user.token)).toEqual([c]);
    await t.http.delete(`/api/user-address/${c}`, user.token);
    expect(await defaults(user.token)).toEqual([a]);
    await t.http.put(`/api/user-address/${a}`, { ...valid, isDefault: false }, user.token);
    expect(await defaults(user.token)).toEqual([a]);
  });

  it('leaves one default after parallel setDefault, create and delete calls', async () => {
    const user = await makeUser(t.ctx);
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => create(user.token, { isDefault: i % 2 === 0 })));
    expect((await defaults(user.token)).length).toBe(1);
    const results = await Promise.all([
      ...ids.flatMap((id) => [0, 1, 2].map(() => t.http.post(`/api/user-address/setDefault/${id}`, undefined, user.token))),
      ...[0, 1, 2].map(() => t.http.post('/api/user-address', { ...valid, isDefault: true }, user.token)),
      t.http.delete(`/api/user-address/${ids[0]}`, user.token),
    ]);
    expect(results.filter((r) => r.status !== 200 && r.status !== 404)).toEqual([]);
    const rows = await t.ctx.db.select().from(userAddresses).where(eq(userAddresses.userId, user.id));
    expect(rows.length).toBe(8);
    expect(rows.filter((r) => r.isDefault).length).toBe(1);
  });

  it('a double-tapped Save or Delete with one idempotency key is one address written or deleted (issue 41)', async () => {
    const user = await makeUser(t.ctx);
    const rows = async () => (await t.ctx.db.select().from(userAddresses).where(eq(userAddresses.userId, user.id))).length;
    const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, key: string, body?: unknown) =>
      t.http.request(method, path, { body, token: user.token, headers: { 'idempotency-key': key } });
    const taps = (method: 'POST' | 'PUT' | 'DELETE', path: string, key: string, body?: unknown) =>
      Promise.all([0, 1, 2].map(() => send(method, path, key, body)));

    const created = await taps('POST', '/api/user-address', `address-new-${user.id}`, valid);
    expect(created.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(created.map((r) => r.body.data.userAddressId)).size).toBe(1);
    expect(await rows()).toBe(1);
    // The same key for another address is refused; a new key adds one.
    expect((await send('POST', '/api/user-address', `address-new-${user.id}`, { ...valid, city: 'Shanghai' })).status).toBe(422);
    const second = await taps('POST', '/api/user-address', `address-new2-${user.id}`, { ...valid, city: 'Shanghai', isDefault: true });
    expect(await rows()).toBe(2);
    const id = second[0]!.body.data.userAddressId as string;

    const edited = await taps('PUT', `/api/user-address/${id}`, `address-edit-${user.id}`, {
      ...valid,
      city: 'Hangzhou',
      isDefault: false,
    });
    expect(edited.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const r of edited) expect(r.body.data).toMatchObject({ id, city: 'Hangzhou', isDefault: false });
    expect(await defaults(user.token)).toEqual([created[0]!.body.data.userAddressId]);

    const deleted = await taps('DELETE', `/api/user-address/${id}`, `address-delete-${user.id}`);
    expect(deleted.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await rows()).toBe(1);
    // Without a key, deleting it again finds nothing.
    expect((await t.http.delete(`/api/user-address/${id}`, user.token)).status).toBe(404);
  });

  it('takes an international phone, a national one for the country of the address, and no line 2', async () => {
    const user = await makeUser(t.ctx);
    const abroad = await create(user.token, { phone: '+1 415 555 0123', address: undefined });
    const local = await create(user.token, { phone: '(415) 555-0123', country: 'United States', address: '  ' });
    for (const id of [abroad, local]) {
      const shown = (await t.http.get(`/api/user-address/show/${id}`, user.token)).body.data;
      expect(shown.address).toBe('');
    }
  });

  it('refuses invalid input with the field messages', async () => {
    const user = await makeUser(t.ctx);
    const refuse = async (body: Record<string, unknown>) => {
      const res = await t.http.post('/api/user-address', { ...valid, ...body }, user.token);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('40003');
      return (res.body.errors as Array<{ path: string; message: string; type: string }>).map(({ path, message }) => ({ path, message }));
    };
    expect(await refuse({ name: '   ' })).toEqual([{ path: 'name', message: 'Full Name is required' }]);
    for (const name of ['Acme Inc', 'Widgets Ltd.', 'Foo LLC', 'Smith & Co.', 'Big Company', 'Muster GmbH', '北京某某科技有限公司']) {
      expect(await refuse({ name })).toEqual([{ path: 'name', message: 'Full Name must not be a business or company name' }]);
    }
    for (const phone of ['12812345678', '1381234567', '+1234567', '+12345678901234567', '13812345678x']) {
      expect(await refuse({ phone })).toEqual([ADDRESS_PHONE_INVALID]);
    }
    expect(await refuse({ phone: '415 555 0123' })).toEqual([ADDRESS_PHONE_INVALID]);
    expect((await refuse({ zipCode: '1' }))[0]!.path).toBe('zipCode');
    expect((await refuse({ tag: 'school' }))[0]!.path).toBe('tag');
    const missing = await refuse({ country: undefined, area: '', isDefault: 'yes' });
    expect(missing).toEqual(
      expect.arrayContaining([
        { path: 'country', message: 'Country is required' },
        { path: 'area', message: 'Address Line 1 is required' },
        expect.objectContaining({ path: 'isDefault' }),
      ]),
    );
    expect((await refuse({ area: 'x'.repeat(201) }))[0]).toEqual({
      path: 'area',
      message: 'Address Line 1 must be at most 200 characters',
    });
    expect(await list(user.token)).toEqual([]);
  });

  it("answers 404 for another user's address on every call, and 400 for a malformed id", async () => {
    const owner = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    const id = await create(owner.token);
    for (const res of [
      await t.http.get(`/api/user-address/show/${id}`, other.token),
      await t.http.put(`/api/user-address/${id}`, valid, other.token),
      await t.http.delete(`/api/user-address/${id}`, other.token),
      await t.http.post(`/api/user-address/setDefault/${id}`, undefined, other.token),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('40401');
    }
    expect(await list(other.token)).toEqual([]);
    expect((await t.http.get('/api/user-address/default', other.token)).body.data).toBeNull();
    expect((await t.http.get(`/api/user-address/show/${id}`, owner.token)).body.data.isDefault).toBe(true);
    expect((await t.http.get('/api/user-address/show/NOT-AN-ID', owner.token)).status).toBe(400);
  });

  it('answers 401 to a visitor on every call', async () => {
    const owner = await makeUser(t.ctx);
    const id = await create(owner.token);
    for (const res of [
      await t.http.post('/api/user-address', valid),
      await t.http.get(`/api/user-address/show/${id}`),
      await t.http.get('/api/user-address/default'),
      await t.http.get('/api/user-address/listForMine'),
      await t.http.put(`/api/user-address/${id}`, valid),
      await t.http.delete(`/api/user-address/${id}`),
      await t.http.post(`/api/user-address/setDefault/${id}`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('40101');
    }
  });

  it("gives the shop a snapshot of the owner's address only, and forgets addresses with the account", async () => {
    const owner = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    const id = await create(owner.token);
    expect(await getAddressSnapshot(t.ctx.db, owner.id, id)).toEqual({ ...valid, id, isDefault: true });
    expect(await getAddressSnapshot(t.ctx.db, other.id, id)).toBeNull();
    await deleteAccount(t.ctx, owner.id);
    expect(await getAddressSnapshot(t.ctx.db, owner.id, id)).toBeNull();
  });
});
