import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { characterInput, makeUser, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { characterNameKeys, characters } from '../character/schema';

type Card = {
  id: string;
  name: string;
  kind: string;
  displayStatus: string;
  countView: number;
  phase: string;
  crowdfunding: { countTarget: number; progress: number } | null;
  sale: { salePrice: number; preSalePrice: number } | null;
};

describe('public card lists', () => {
  let t: TestApp;
  const day = (n: number) => new Date(Date.UTC(2025, 5, n));
  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2025-07-01T00:00:00Z');
    const owner = await makeUser(t.ctx);
    const stage = (s: Parameters<typeof stageCharacter>[2]) => stageCharacter(t.ctx, owner.id, s);
    await stage({ name: 'Vote Old', genre: 'Manga,Anime', createdAt: day(1), countView: 50, vote: { countCurrent: 300 } });
    await stage({ name: 'Vote New', genre: 'Western', createdAt: day(3), countView: 5 });
    await stage({
      name: '100% Sure',
      genre: 'Mangaka',
      createdAt: day(2),
      countView: 500,
      vote: { status: 'ended', countCurrent: 1000, countTarget: 1000 },
    });
    await stage({ name: 'Funding Now', genre: 'Anime', createdAt: day(4), crowdfunding: 'active' });
    await stage({ name: 'Funded', genre: 'Anime', createdAt: day(5), crowdfunding: 'success_pending' });
    await stage({ name: 'Flopped', genre: 'Doujinshi', createdAt: day(6), crowdfunding: 'failed' });
    await stage({ name: 'Early Bird', genre: 'Manga', createdAt: day(7), saleInDays: 10 });
    await stage({ name: 'On Shelf', genre: 'Manga', createdAt: day(8), saleInDays: -1 });
    await t.http.post('/api/character', characterInput({ name: 'Vote Pending' }), owner.token);
  });
  afterAll(() => t.close());

  const names = async (path: string) => {
    const res = await t.http.get(path);
    expect(res.status, path).toBe(200);
    return (res.body.data as Card[]).map((c) => c.name);
  };

  it('lists voting campaigns newest first, approved only', async () => {
    expect(await names('/api/vote/page-list')).toEqual(['Vote New', '100% Sure', 'Vote Old']);
  });

  it('orders by most views', async () => {
    expect(await names('/api/vote/page-list?orderBy=mostView')).toEqual(['100% Sure', 'Vote Old', 'Vote New']);
  });

  it('filters by a whole genre, case-insensitively', async () => {
    expect(await names('/api/vote/page-list?genre=manga')).toEqual(['Vote Old']);
    expect(await names('/api/explore/page-list?genre=Anime')).toEqual(['Funded', 'Funding Now', 'Vote Old']);
    expect(await names('/api/vote/page-list?genre=')).toHaveLength(3);
    expect(await names('/api/vote/page-list?genre=Anime,Manga')).toEqual(['Vote Old']);
  });

  it('searches names by substring, treating % and _ literally', async () => {
    expect(await names('/api/vote/page-list?name=VOTE')).toEqual(['Vote New', 'Vote Old']);
    expect(await names('/api/vote/page-list?name=100%25')).toEqual(['100% Sure']);
    expect(await names('/api/vote/page-list?name=%25')).toEqual(['100% Sure']);
    expect(await names('/api/vote/page-list?name=_')).toEqual([]);
  });

  it('pages with page and pageSize, ending with an empty page', async () => {
    expect(await names('/api/vote/page-list?page=1&pageSize=2')).toEqual(['Vote New', '100% Sure']);
    expect(await names('/api/vote/page-list?page=2&pageSize=2')).toEqual(['Vote Old']);
    expect(await names('/api/vote/page-list?page=3&pageSize=2')).toEqual([]);
  });

  it('rejects bad list queries with 400', async () => {
    for (const q of ['page=0', 'pageSize=101', 'orderBy=oldest', 'page=abc', `name=${'x'.repeat(300)}`]) {
      const res = await t.http.get(`/api/vote/page-list?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('40003');
    }
    expect((await t.http.get('/api/crowdfunding/page-list?status=done')).status).toBe(400);
  });

  it('marks a vote at its target as negotiation, with progress', async () => {
    const [card] = (await t.http.get('/api/vote/page-list?name=sure')).body.data;
    expect(card).toMatchObject({
      kind: 'vote',
      phase: 'vote-negotiation',
      displayStatus: 'Voting Ended',
      vote: { countCurrent: 1000, progress: 100 },
    });
    const [old] = (await t.http.get('/api/vote/page-list?name=old')).body.data;
    expect(old.vote).toEqual({ status: 'active', countCurrent: 300, countTarget: 1000, progress: 30 });
  });

  it('lists crowdfunding campaigns by status with money in dollars', async () => {
    expect(await names('/api/crowdfunding/page-list')).toEqual(['Flopped', 'Funded', 'Funding Now']);
    expect(await names('/api/crowdfunding/page-list?status=success_pending')).toEqual(['Funded']);
    expect(await names('/api/crowdfunding/page-list?status=')).toHaveLength(3);
    const [active] = (await t.http.get('/api/crowdfunding/page-list?status=active')).body.data as Card[];
    expect(active).toMatchObject({
      kind: 'crowdfunding',
      displayStatus: 'On Crowdfunding',
      crowdfunding: { countTarget: 1000, countCurrent: 500, progress: 50 },
    });
  });

  it('lists figurines in pre-sale and on sale, not in explore', async () => {
    const cards = (await t.http.get('/api/figurine/page-list')).body.data as Card[];
    expect(cards.map((c) => [c.name, c.kind, c.displayStatus])).toEqual([
      ['On Shelf', 'sale', 'On Sale'],
      ['Early Bird', 'sale', 'On Pre-sale'],
    ]);
    expect(cards[0]!.sale).toMatchObject({ salePrice: 89.99, preSalePrice: 69.99 });
    expect(await names('/api/character/pageForShoppingCart')).toEqual(['On Shelf', 'Early Bird']);
    expect(await names('/api/explore/page-list')).not.toContain('On Shelf');
    expect(await names('/api/explore/page-list')).toHaveLength(6);
  });
});

describe('genre filter text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const owner = await makeUser(t.ctx);
    await stageCharacter(t.ctx, owner.id, { name: 'Quoted', genre: "Rock'n\\roll" });
    await stageCharacter(t.ctx, owner.id, { name: 'Plain', genre: 'Anime' });
  });
  afterAll(() => t.close());

  const names = async (path: string) => {
    const res = await t.http.get(path);
    expect(res.status, path).toBe(200);
    return (res.body.data as Card[]).map((c) => c.name);
  };

  it('filters by a genre holding quotes and backslashes, on first and deep pages alike', async () => {
    // The first pages are prepared with literal LIMIT/OFFSET (card-queries.ts), deeper ones with
    // parameters; the genre is a bound parameter in both.
    const genre = encodeURIComponent("rock'n\\roll");
    expect(await names(`/api/vote/page-list?genre=${genre}`)).toEqual(['Quoted']);
    expect(await names(`/api/vote/page-list?genre=${genre}&orderBy=mostView&page=1&pageSize=1`)).toEqual(['Quoted']);
    expect(await names(`/api/vote/page-list?genre=${genre}&page=20&pageSize=10`)).toEqual([]);
    expect(await names(`/api/vote/page-list?genre=${encodeURIComponent("x' or '1'='1")}`)).toEqual([]);
  });

  const endpoints = [
    'explore/page-list',
    'vote/page-list',
    'crowdfunding/page-list',
    'figurine/page-list',
    'character/pageForShoppingCart',
  ];

  it('refuses a genre or name holding a control character with 400 on every public list', async () => {
    for (const endpoint of endpoints)
      for (const [field, reason] of [
        ['genre', 'genre-filter-invalid'],
        ['name', 'name-filter-invalid'],
      ] as const)
        for (const value of ['%00', 'Anime%00', '%0A', 'a%1Fb', '%7F', '%C2%85', 'x%00%27']) {
          for (const page of ['', '&page=30']) {
            const path = `/api/${endpoint}?${field}=${value}${page}`;
            const res = await t.http.get(path);
            expect(res.status, path).toBe(400);
            expect(res.body.code, path).toBe('40003');
            expect(res.body.type, path).toBe(`/api/problems/${reason}`);
          }
        }
  });

  it('still finds genres on every public list after refusals', async () => {
    expect(await names('/api/explore/page-list?genre=anime')).toEqual(['Plain']);
    for (const endpoint of endpoints.slice(2)) expect(await names(`/api/${endpoint}?genre=anime`)).toEqual([]);
  });
});

describe('keyset pagination (cursor)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const owner = await makeUser(t.ctx);
    const at = new Date('2025-06-01T00:00:00Z');
    // Ties on the order key: the id breaks them, the same way for pages and cursors.
    for (let i = 0; i < 23; i++)
      await stageCharacter(t.ctx, owner.id, {
        name: `Keyset ${i}`,
        genre: i % 2 ? 'Odd' : 'Even',
        createdAt: new Date(at.getTime() + Math.floor(i / 3) * 1000),
        countView: i % 4,
      });
  });
  afterAll(() => t.close());

  const walk = async (query: string) => {
    const seen: string[] = [];
    let cursor = '';
    for (let n = 0; n < 30; n++) {
      const res = await t.http.get(`/api/vote/page-list?${query}&pageSize=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      seen.push(...(res.body.data as Card[]).map((c) => c.name));
      if (!res.body.nextCursor) return seen;
      expect(res.body.nextCursor).toBe(res.body.data.at(-1).id);
      cursor = res.body.nextCursor;
    }
    throw new Error('no last page');
  };
  const byPages = async (query: string) => {
    const all = await t.http.get(`/api/vote/page-list?${query}&pageSize=100`);
    return (all.body.data as Card[]).map((c) => c.name);
  };

  it('walks every list order and filter to the same cards as one big page, each once', async () => {
    for (const query of ['orderBy=latest', 'orderBy=mostView', 'orderBy=latest&genre=odd', 'orderBy=mostView&genre=even', 'name=keyset']) {
      const walked = await walk(query);
      expect(walked, query).toEqual(await byPages(query));
      expect(new Set(walked).size, query).toBe(walked.length);
    }
    expect(await walk('orderBy=latest')).toHaveLength(23);
  });

  it('ignores page when a cursor is given, and answers an unknown cursor with an empty page', async () => {
    const first = await t.http.get('/api/vote/page-list?pageSize=5');
    const after = await t.http.get(`/api/vote/page-list?pageSize=5&page=3&cursor=${first.body.nextCursor}`);
    const second = await t.http.get('/api/vote/page-list?pageSize=5&page=2');
    expect(after.body.data).toEqual(second.body.data);
    const unknown = await t.http.get('/api/explore/page-list?cursor=zzzzzzzzzzzzzzzzzzzzzzzz');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ data: [], nextCursor: null });
  });

  it("answers a signed-in shopper the visitors' list without looking up their session (decision 052)", async () => {
    const shopper = await makeUser(t.ctx);
    const resolve = vi.spyOn(t.ctx.viewers, 'resolve');
    try {
      for (const path of ['/api/vote/page-list', '/api/explore/page-list', '/api/figurine/page-list', '/api/crowdfunding/page-list']) {
        const signedIn = await t.http.get(`${path}?pageSize=3`, shopper.token);
        const visitor = await t.http.get(`${path}?pageSize=3`);
        expect(signedIn.status, path).toBe(200);
        expect(signedIn.body, path).toEqual(visitor.body);
        // An unknown token is no error on a public list either.
        expect((await t.http.get(`${path}?pageSize=3`, 'not-a-session')).status, path).toBe(200);
      }
      expect(resolve).not.toHaveBeenCalled();
      // A route that reads its viewer still resolves the token.
      expect((await t.http.get('/api/user/profile', shopper.token)).status).toBe(200);
      expect(resolve).toHaveBeenCalledTimes(1);
    } finally {
      resolve.mockRestore();
    }
  });

  it('refuses a cursor that is not an id with 400', async () => {
    for (const cursor of ['x', '%00', 'a'.repeat(300), "bc1'--"]) {
      const res = await t.http.get(`/api/figurine/page-list?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.type).toBe('/api/problems/id-format-incorrect');
    }
  });
});

describe('name search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const owner = await makeUser(t.ctx);
    const at = (n: number) => new Date(Date.UTC(2025, 5, n));
    const stage = (name: string, n: number) => stageCharacter(t.ctx, owner.id, { name, createdAt: at(n), countView: n });
    await stage('初音未来', 1);
    await stage('洛天依', 2);
    await stage('言和', 3);
    await stage('天依的朋友', 4);
    await stage('Moon', 5);
    await stage('Blue Moon', 6);
    await stage('Moonlight', 7);
    await stage('Honeymoon', 8);
    await stage('50% Off', 9);
    await stage('A Very Long Character Name Indeed', 10);
    await stage('初音Miku', 11);
  });
  afterAll(() => t.close());

  const names = async (path: string) => {
    const res = await t.http.get(path);
    expect(res.status, path).toBe(200);
    return (res.body.data as Card[]).map((c) => c.name);
  };
  const search = (text: string, more = '') => names(`/api/vote/page-list?name=${encodeURIComponent(text)}${more}`);

  it('finds Chinese names by one, two or more characters', async () => {
    expect(await search('初')).toEqual(['初音Miku', '初音未来']);
    expect(await search('天依')).toEqual(['天依的朋友', '洛天依']);
    expect(await search('言和')).toEqual(['言和']);
    expect(await search('音未来')).toEqual(['初音未来']);
    expect(await search('洛天依')).toEqual(['洛天依']);
    expect(await search('未来人')).toEqual([]);
    expect(await names(`/api/explore/page-list?name=${encodeURIComponent('天')}`)).toEqual(['天依的朋友', '洛天依']);
  });

  it('puts the best matches first: the whole name, its start, then a later word start', async () => {
    expect(await search('moon')).toEqual(['Moon', 'Moonlight', 'Blue Moon']);
    expect(await search('MOON')).toEqual(['Moon', 'Moonlight', 'Blue Moon']);
    expect(await search('moon', '&orderBy=mostView')).toEqual(['Moon', 'Moonlight', 'Blue Moon']);
    expect(await search('mo')).toEqual(['Moonlight', 'Moon', 'Blue Moon']);
    expect(await search('m')).toEqual(['Moonlight', 'Moon', 'Blue Moon']);
    expect(await search('blue moon')).toEqual(['Blue Moon']);
  });

  it('looks inside words only when no word starts with the text (decision 052)', async () => {
    expect(await search('oo')).toEqual(['Honeymoon', 'Moonlight', 'Blue Moon', 'Moon']);
    expect(await search('neymoon')).toEqual(['Honeymoon']);
    expect(await search('ue mo')).toEqual(['Blue Moon']);
    expect(await search('iku')).toEqual(['初音Miku']);
    expect(await search('zz')).toEqual([]);
    expect(await search('moonlightx')).toEqual([]);
  });

  it('finds Chinese text inside a name beside Latin letters, and Latin after Chinese', async () => {
    expect(await search('音')).toEqual(['初音Miku', '初音未来']);
    expect(await search('初音m')).toEqual(['初音Miku']);
    expect(await search('音miku')).toEqual(['初音Miku']);
  });

  it('matches text longer than a word-start key (20 characters) and treats % and _ as text', async () => {
    expect(await search('very long character name')).toEqual(['A Very Long Character Name Indeed']);
    expect(await search('a very long character name indeed')).toEqual(['A Very Long Character Name Indeed']);
    expect(await search('very long character nameless')).toEqual([]);
    expect(await search('50%')).toEqual(['50% Off']);
    expect(await search('0%')).toEqual(['50% Off']);
    expect(await search('%')).toEqual(['50% Off']);
    expect(await search('_')).toEqual([]);
    expect(await search('5_%')).toEqual([]);
  });

  it('refuses bad search text with 400 and the refusal, never 500', async () => {
    for (const [text, type] of [
      ['moon\u0000', 'name-filter-invalid'],
      ['\u0007', 'name-filter-invalid'],
      ['a'.repeat(256), 'name-filter-too-long'],
    ] as const) {
      const res = await t.http.get(`/api/vote/page-list?name=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(400);
      expect(res.body.type).toBe(`/api/problems/${type}`);
    }
    expect(await search('   ')).toHaveLength(11);
    expect(await search("moon' or 1=1 --")).toEqual([]);
  });

  it('pages a search by page and by cursor alike', async () => {
    const all = await search('moon');
    const walked: string[] = [];
    let cursor = '';
    for (let n = 0; n < 5 && walked.length < all.length; n++) {
      const res = await t.http.get(`/api/vote/page-list?name=moon&pageSize=1${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...(res.body.data as Card[]).map((c) => c.name));
      cursor = res.body.nextCursor;
    }
    expect(walked).toEqual(all);
    expect(await search('moon', '&page=2&pageSize=2')).toEqual(all.slice(2, 4));
    // Past the word-start matches the list ends: it does not go on with the names holding the text.
    expect(await search('moon', '&page=3&pageSize=2')).toEqual([]);
    const last = await t.http.get(`/api/vote/page-list?name=moon&pageSize=3`);
    expect(last.body.nextCursor).not.toBeNull();
    expect((await t.http.get(`/api/vote/page-list?name=moon&pageSize=3&cursor=${last.body.nextCursor}`)).body).toEqual({
      data: [],
      nextCursor: null,
    });
  });

  it('pages a search inside words by page and by cursor alike', async () => {
    const all = await search('oo');
    const walked: string[] = [];
    let cursor = '';
    for (let n = 0; n < 6 && walked.length < all.length; n++) {
      const res = await t.http.get(`/api/vote/page-list?name=oo&pageSize=1${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...(res.body.data as Card[]).map((c) => c.name));
      cursor = res.body.nextCursor;
    }
    expect(walked).toEqual(all);
    expect(await search('oo', '&page=2&pageSize=3')).toEqual(all.slice(3));
  });

  it('finds word starts the same way on a list of two stages, with a genre', async () => {
    expect(await names('/api/explore/page-list?name=moon')).toEqual(['Moon', 'Moonlight', 'Blue Moon']);
    expect(await names('/api/explore/page-list?name=mo&genre=Manga')).toEqual(['Moonlight', 'Moon', 'Blue Moon']);
    expect(await names('/api/explore/page-list?name=mo&genre=Anime')).toEqual([]);
  });

  it('keeps the ordered word-start keys through a rename and a delete (decision 053)', async () => {
    const owner = await makeUser(t.ctx);
    const { id } = await stageCharacter(t.ctx, owner.id, { name: 'Stardust Echo', createdAt: new Date(Date.UTC(2025, 5, 12)) });
    expect(await search('echo')).toEqual(['Stardust Echo']);
    await t.ctx.db.update(characters).set({ name: 'Nebula Drift' }).where(eq(characters.id, id));
    // Lists are shared answers dropped on a change (a rename announces one): polled, not waited for.
    await expect.poll(() => search('drift'), { timeout: 2000, interval: 100 }).toEqual(['Nebula Drift']);
    expect(await search('echo')).toEqual([]);
    expect(await search('nebula d')).toEqual(['Nebula Drift']);
    const keys = () => t.ctx.db.select().from(characterNameKeys).where(eq(characterNameKeys.characterId, id));
    expect((await keys()).find((k) => k.key === 'nebula drift')).toMatchObject({ rank: 3, createdAt: new Date(Date.UTC(2025, 5, 12)) });
    expect((await keys()).some((k) => k.key.startsWith('stardust') || k.key.startsWith('echo'))).toBe(false);
    await t.ctx.db.delete(characters).where(eq(characters.id, id));
    expect(await keys()).toEqual([]);
    await expect.poll(() => search('drift'), { timeout: 2000, interval: 100 }).toEqual([]);
  });
});
