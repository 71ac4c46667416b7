import { reasonOfType } from '@pedestal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser, openSale, openCampaign, stageCharacter } from './factories';
import { startTestApp, type TestApp } from './harness';

/** What a careless or hostile client sends beyond a bad JSON body: it stays inside the error model. */
describe('bad input at the edges', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof makeUser>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    user = await makeUser(t.ctx);
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());

  /** A raw HTTP request, so malformed paths and bodies reach the server as sent. */
  async function raw(method: string, path: string, init: { headers?: Record<string, string>; body?: string | Buffer } = {}) {
    const res = await fetch(`${t.baseUrl}${path}`, { method, headers: init.headers, body: init.body });
    const text = await res.text();
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      text,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  }

  const expectProblem = (res: Awaited<ReturnType<typeof raw>>, status: number) => {
    expect(res.status).toBe(status);
    expect(res.type).toContain('application/problem+json');
    expect(res.body).toMatchObject({
      status,
      code: expect.stringMatching(/^(400000|40003|40101|40104|40401|50000)$/),
      title: expect.any(String),
    });
    expect(reasonOfType(res.body?.type), res.text).toBeDefined();
    // No framework or driver internals leak: error names, codes, stack frames.
    expect(res.text).not.toMatch(/FST_|ERR_|Error:|at \w+ \(|node_modules/);
  };

  it('answers a broken %-escape in a path with a 400 problem', async () => {
    expectProblem(await raw('GET', '/api/vote/show/%E0%A4%A'), 400);
    expectProblem(await raw('GET', '/api/character/%'), 400);
  });

  it('answers an over-long path parameter with a 4xx problem', async () => {
    const res = await raw('GET', `/api/vote/show/${'a'.repeat(5000)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectProblem(res, res.status);
  });

  it('answers multipart without a boundary, or cut short, with a 4xx problem', async () => {
    const auth = { authorization: `Bearer ${user.token}` };
    for (const path of ['/api/upload/user/avatar', '/api/upload/character/illustration']) {
      const noBoundary = await raw('POST', path, { headers: { ...auth, 'content-type': 'multipart/form-data' }, body: 'x' });
      expectProblem(noBoundary, noBoundary.status);
      expect(noBoundary.status).toBeLessThan(500);
      const boundary = 'XyZ123';
      const cut = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nabc`;
      const cutShort = await raw('POST', path, {
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: cut,
      });
      expect(cutShort.status).toBeLessThan(500);
      expectProblem(cutShort, cutShort.status);
      const notImage = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nhello\r\n--${boundary}--\r\n`;
      const text = await raw('POST', path, {
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: notImage,
      });
      expectProblem(text, 400);
      const empty = await raw('POST', path, {
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: `--${boundary}--\r\n`,
      });
      expectProblem(empty, 400);
    }
  });

  it('keeps email addresses to 254 characters', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(190)}.io`;
    expect(email.length).toBeGreaterThan(254);
    const res = await t.http.post('/api/authentication/send-email-verification-code', { email });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ path: 'email' });
  });

  it('lists the specs of an unknown character as not found', async () => {
    const unknown = 'ckunknownchar0000000000000';
    for (const path of [`/api/admin/sale-spec/${unknown}`, `/api/admin/crowdfunding-spec/${unknown}`]) {
      const res = await t.http.get(path, admin.token);
      expect(res.status, path).toBe(404);
      expect(res.body.detail).toBe('Character not found');
    }
  });

  it('changes only the fields an admin update names', async () => {
    const owner = await makeUser(t.ctx);
    // Sale: a description edit (decision 046) keeps prices, pre-sale window and images.
    const { characterId } = await openSale(t, owner.id, { stock: 5, saleInDays: 3 });
    const before = (await t.http.get(`/api/admin/character/show/${characterId}`, admin.token)).body.data.sale;
    expect((await t.http.put(`/api/admin/sale/${characterId}`, { descriptions: { en: 'New' } }, admin.token)).status).toBe(200);
    const after = (await t.http.get(`/api/admin/character/show/${characterId}`, admin.token)).body.data.sale;
    expect(after).toMatchObject({
      salePrice: before.salePrice,
      preSalePrice: before.preSalePrice,
      preSaleEndAt: before.preSaleEndAt,
      content: '<p>New</p>',
    });
    // Sale spec: a stock edit keeps title, description and prices.
    const [spec] = (await t.http.get(`/api/admin/sale-spec/${characterId}`, admin.token)).body.data;
    const specAfter = (await t.http.put(`/api/admin/sale-spec/${spec.id}`, { stock: 9 }, admin.token)).body.data;
    expect(specAfter).toMatchObject({
      title: spec.title,
      description: spec.description,
      price: spec.price,
      preSalePrice: spec.preSalePrice,
      stock: 9,
    });
    // Campaign and its tiers.
    const { id, specs } = await openCampaign(t, admin.token, owner.id);
    const campaign = (await t.http.get(`/api/admin/character/show/${id}`, admin.token)).body.data.crowdfunding;
    expect(
      (await t.http.post(`/api/admin/crowdfunding/${id}/amend`, { countTarget: 2500, reason: 'A larger goal' }, admin.token)).status,
    ).toBe(200);
    const changed = (await t.http.get(`/api/admin/character/show/${id}`, admin.token)).body.data.crowdfunding;
    expect(changed).toMatchObject({ countTarget: 2500, endAt: campaign.endAt, images: campaign.images });
    const tier = (await t.http.put(`/api/admin/crowdfunding-spec/${specs[30]}`, { diamond: 12 }, admin.token)).body.data;
    expect(tier).toMatchObject({ price: 30, diamond: 12 });
    // Character: a name edit keeps the rest.
    const { id: charId } = await stageCharacter(t.ctx, owner.id);
    const show = (await t.http.get(`/api/admin/character/show/${charId}`, admin.token)).body.data;
    const renamed = (await t.http.put(`/api/admin/character/${charId}`, { name: 'Renamed' }, admin.token)).body.data;
    expect(renamed).toMatchObject({ name: 'Renamed', description: show.description, genre: show.genre, creatorName: show.creatorName });
  });
});
