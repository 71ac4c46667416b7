import { ISO_COUNTRY_CODES } from '@pedestal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { SETTINGS_CACHE_MS } from '../content';
import { settings } from '../content/schema';

/**
 * Decision 058: GET /api/shipping/countries answers, to anyone, which countries the store ships to,
 * by the contract's rule over the shipping zones, from the kept settings copy.
 */
describe('served countries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  const countries = async (token?: string) => {
    const res = await t.http.get('/api/shipping/countries', token);
    expect(res.status).toBe(200);
    return res.body.data as { served: string[]; everywhereElse: boolean };
  };

  it('with no zones the store ships everywhere at its flat fee: every ISO country', async () => {
    const answer = await countries();
    expect(answer.everywhereElse).toBe(true);
    expect(answer.served).toHaveLength(ISO_COUNTRY_CODES.length);
  });

  it("shows an admin's zone change at once; a change this instance was not told of within the settings cache's window", async () => {
    const admin = await makeAdmin(t.ctx);
    const shipping = {
      otherCountries: 'unserved',
      zones: [
        { id: 'west', name: 'US West', countries: ['US'], regions: ['CA', 'OR'], rate: { kind: 'flat', cents: 900 } },
        { id: 'eu', name: 'EU', countries: ['DE', 'FR'], rate: { kind: 'flat', cents: 1200 } },
        { id: 'ru', name: 'Russia', countries: ['RU'], rate: null },
      ],
    };
    expect((await t.http.put('/api/admin/system/setting', { shipping }, admin.token)).status).toBe(200);
    // A zone of some US states serves the US; a zone without a rate serves nothing.
    expect(await countries()).toEqual({ served: ['DE', 'FR', 'US'], everywhereElse: false });
    // A signed-in shopper reads the same answer (nothing in it is theirs).
    expect(await countries((await makeUser(t.ctx)).token)).toEqual({ served: ['DE', 'FR', 'US'], everywhereElse: false });

    // Another instance's change whose announcement was lost: the kept copy answers until it expires.
    const moved = { ...shipping, otherCountries: 'flat-fee', zones: shipping.zones.filter((z) => z.id !== 'eu') };
    await t.ctx.db.update(settings).set({ value: moved }).where(eq(settings.key, 'shipping'));
    expect((await countries()).served).toEqual(['DE', 'FR', 'US']);
    t.clock.advance(SETTINGS_CACHE_MS);
    const after = await countries();
    expect(after.everywhereElse).toBe(true);
    expect(after.served).toContain('DE');
    expect(after.served).not.toContain('RU');
    expect(after.served).toHaveLength(ISO_COUNTRY_CODES.length - 1);
  });

  it('may be held by a CDN briefly and revalidated by its ETag', async () => {
    const res = await t.http.get('/api/shipping/countries');
    expect(res.headers.get('cache-control')).toBe('public, max-age=2, stale-while-revalidate=30');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    const again = await t.http.request('GET', '/api/shipping/countries', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});
