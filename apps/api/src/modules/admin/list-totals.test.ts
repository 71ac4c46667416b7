import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeRaffle, makeUser, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

/**
 * Totals on every console list (issue 28): each list answers `{ data, meta: { count } }`, the
 * count is the whole filtered list (every page), and walking the pages gives exactly that many rows.
 */
describe('admin: list totals', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());

  /** Every page of a list at two rows a page: the rows seen and the count each page answered. */
  async function walk(path: string) {
    const ids: string[] = [];
    const counts = new Set<number>();
    for (let page = 1; page < 50; page++) {
      const res = await t.http.get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=2`, admin.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['data', 'meta']);
      counts.add(res.body.meta.count);
      if (res.body.data.length === 0) break;
      ids.push(...res.body.data.map((r: { id: string }) => r.id));
    }
    expect(counts.size, `${path}: one count on every page, the empty one past the end too`).toBe(1);
    expect(new Set(ids).size).toBe(ids.length);
    return { ids, count: [...counts][0]! };
  }

  it('users: counts every match of the search, not the page', async () => {
    const before = await walk('/api/admin/user/list');
    for (let i = 0; i < 5; i++) await makeUser(t.ctx, { nickname: `Totals Person ${i}` });
    await makeUser(t.ctx, { nickname: 'Someone Else' });
    const matching = await walk('/api/admin/user/list?keyword=totals%20person');
    expect(matching.count).toBe(5);
    expect(matching.ids).toHaveLength(5);
    const all = await walk('/api/admin/user/list');
    expect(all.count).toBe(before.count + 6);
    expect(all.ids).toHaveLength(all.count);
  });

  it('characters: counts the filtered catalogue, joins included (phase filters read the sale)', async () => {
    const owner = await makeUser(t.ctx);
    for (let i = 0; i < 3; i++) await stageCharacter(t.ctx, owner.id, { name: `Counted Sale ${i}`, saleInDays: -2 });
    await stageCharacter(t.ctx, owner.id, { name: 'Counted Presale', saleInDays: 3 });
    await stageCharacter(t.ctx, owner.id, { name: 'Counted Vote' });
    const sale = await walk('/api/admin/character/list?phase=sale');
    expect(sale.count).toBe(3);
    expect(sale.ids).toHaveLength(3);
    expect((await walk('/api/admin/character/list?phase=pre-sale')).count).toBe(1);
    const named = await walk('/api/admin/character/list?name=counted');
    expect(named.count).toBe(5);
    expect(named.ids).toHaveLength(5);
    const all = await walk('/api/admin/character/list');
    expect(all.ids).toHaveLength(all.count);
  });

  it('raffles, comments and the audit log count their whole filtered list', async () => {
    for (let i = 0; i < 3; i++) await makeRaffle(t, []);
    const raffles = await walk('/api/admin/raffle/list');
    expect(raffles.count).toBe(3);
    expect(raffles.ids).toHaveLength(3);

    const author = await makeUser(t.ctx);
    const { id: characterId } = await stageCharacter(t.ctx, author.id, { name: 'Talked About' });
    const posted: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.http.post(`/api/character/${characterId}/comments`, { body: `Comment number ${i}` }, author.token);
      expect(res.status).toBe(200);
      posted.push(res.body.data.id);
    }
    const all = await walk('/api/admin/comment/list?filter=all');
    expect(all.count).toBe(5);
    expect(all.ids.sort()).toEqual(posted.sort());
    for (const id of posted.slice(0, 2))
      expect((await t.http.put(`/api/admin/comment/${id}/hide`, undefined, admin.token)).status).toBe(200);
    expect((await walk('/api/admin/comment/list?filter=hidden')).count).toBe(2);
    expect((await walk('/api/admin/comment/list?filter=reported')).count).toBe(0);

    // Two hides are two audit rows; filtered by target, one each.
    const hides = await walk('/api/admin/audit/list?action=comment');
    expect(hides.count).toBe(2);
    expect((await walk(`/api/admin/audit/list?targetId=${posted[0]}`)).count).toBe(1);
    const log = await walk('/api/admin/audit/list');
    expect(log.ids).toHaveLength(log.count);
  });

  it('a page past the end still answers the count (the pager can show "page 9 of 3")', async () => {
    const res = await t.http.get('/api/admin/raffle/list?page=99', admin.token);
    expect(res.body).toEqual({ data: [], meta: { count: 3 } });
  });
});
