import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { sales } from '../shop/schema';
import { votes } from '../vote/schema';

type Card = { id: string; name: string; vote: { countCurrent: number } | null; sale: { salePrice: number } | null };

/** Visitors' reads shared and revalidated (issue 26): ETag/304, Cache-Control, one-second memory, compression. */
describe('shared and revalidated reads', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeUser(t.ctx);
    for (let i = 0; i < 12; i++) await stageCharacter(t.ctx, owner.id, { name: `Shared ${i}`, genre: 'Shared' });
  });
  afterAll(() => t.close());

  const raw = (path: string, headers: Record<string, string> = {}) => fetch(`${t.http.baseUrl}${path}`, { headers });
  const cards = async (path: string) => ((await t.http.get(path)).body.data as Card[]) ?? [];
  /** Polls until `check` holds, for at most `ms`; answers how long it took. */
  const within = async (ms: number, check: () => Promise<boolean>) => {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return Date.now() - started;
  };

  it('answers lists with an ETag, a short public Cache-Control, and 304 when unchanged', async () => {
    const first = await raw('/api/vote/page-list?genre=shared');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=2, stale-while-revalidate=30');
    const again = await raw('/api/vote/page-list?genre=shared', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await raw('/api/vote/page-list?genre=shared&pageSize=2', { 'if-none-match': etag });
    expect(other.status).toBe(200);
  });

  it('compresses JSON over 1 KB when asked, brotli or gzip, and not small answers', async () => {
    const plain = await (await raw('/api/vote/page-list?genre=shared')).text();
    expect(plain.length).toBeGreaterThan(1024);
    const br = await raw('/api/vote/page-list?genre=shared', { 'accept-encoding': 'br' });
    // fetch decodes the body it was sent compressed (the header says how it came).
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(plain);
    const gz = await raw('/api/vote/page-list?genre=shared', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(plain);
    const small = await raw('/api/vote/page-list?genre=shared&pageSize=1', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    // Answers written per request (the owner's own list) go through @fastify/compress.
    const mine = await raw('/api/character/pageForMine?pageSize=12', { 'accept-encoding': 'gzip', authorization: `Bearer ${owner.token}` });
    expect(mine.headers.get('content-encoding')).toBe('gzip');
    expect(((await mine.json()) as { data: Card[] }).data).toHaveLength(12);
  });

  it('revalidates details: public for a visitor, private for a signed-in viewer', async () => {
    const [card] = await cards('/api/vote/page-list?genre=shared&pageSize=1');
    const visitor = await raw(`/api/character/${card!.id}`);
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=2, stale-while-revalidate=30');
    expect((await raw(`/api/character/${card!.id}`, { 'if-none-match': visitor.headers.get('etag')! })).status).toBe(304);
    const signedIn = await raw(`/api/character/${card!.id}`, { authorization: `Bearer ${owner.token}` });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    expect(signedIn.headers.get('etag')).not.toBe(visitor.headers.get('etag'));
    // Opening the vote page counts a view: never held by a shared cache.
    expect((await raw(`/api/vote/show/${card!.id}`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('shows a new character, a vote and a price change in the shared answers within 2 s', async () => {
    const path = '/api/explore/page-list?genre=shared&pageSize=50';
    await cards(path);
    const fresh = await stageCharacter(t.ctx, owner.id, { name: 'Shared new', genre: 'Shared' });
    const tookNew = await within(2000, async () => (await cards(path)).some((c) => c.id === fresh.id));

    const voter = await makeUser(t.ctx);
    expect((await t.http.post(`/api/vote/${fresh.id}`, { targetCount: 1 }, voter.token)).status).toBe(200);
    const tookVote = await within(2000, async () => (await cards(path)).find((c) => c.id === fresh.id)!.vote!.countCurrent === 1);

    const figurine = await stageCharacter(t.ctx, owner.id, { name: 'Shared figurine', genre: 'Shared', saleInDays: -1 });
    const shelf = '/api/figurine/page-list?genre=shared';
    expect((await cards(shelf)).find((c) => c.id === figurine.id)!.sale!.salePrice).toBe(89.99);
    await t.ctx.db.update(sales).set({ salePriceCents: 7999 }).where(eq(sales.characterId, figurine.id));
    const tookPrice = await within(2000, async () => (await cards(shelf)).find((c) => c.id === figurine.id)!.sale!.salePrice === 79.99);
    expect(Math.max(tookNew, tookVote, tookPrice)).toBeLessThanOrEqual(2000);
  });

  it('serves an identical page from memory within the window, and a change announced drops it at once', async () => {
    const path = '/api/vote/page-list?genre=shared&pageSize=3';
    const [top] = await cards(path);
    // A count moved by hand: no announcement (counts are left to the window).
    await t.ctx.db.update(votes).set({ countCurrent: 777 }).where(eq(votes.characterId, top!.id));
    const later = await within(2000, async () => (await cards(path))[0]!.vote!.countCurrent === 777);
    expect(later).toBeLessThanOrEqual(2000);
    // A new character is announced (NOTIFY catalog_changed): the kept answers go at once.
    await cards(path);
    expect(t.ctx.sharedReads.size).toBeGreaterThan(0);
    await stageCharacter(t.ctx, owner.id, { name: 'Shared announce', genre: 'Shared' });
    await within(1000, async () => t.ctx.sharedReads.size === 0);
  });

  it('answers the figurine page with its interaction state, as the interaction call does', async () => {
    const figurine = await stageCharacter(t.ctx, owner.id, { name: 'Shared liked', genre: 'Shared', saleInDays: -1 });
    const fan = await makeUser(t.ctx);
    expect((await t.http.put(`/api/character/${figurine.id}/like`, undefined, fan.token)).status).toBe(200);
    for (const token of [undefined, fan.token, owner.token]) {
      const show = (await t.http.get(`/api/figurine/show/${figurine.id}`, token)).body.data;
      const interaction = (await t.http.get(`/api/character/${figurine.id}/interaction`, token)).body.data;
      expect(show.interaction).toEqual(interaction);
    }
    expect((await t.http.get(`/api/figurine/show/${figurine.id}`, fan.token)).body.data.interaction).toMatchObject({
      countLike: 1,
      isLike: true,
    });
  });
});
