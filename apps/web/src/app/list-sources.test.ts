import { afterEach, describe, expect, it, vi } from 'vitest';
import { crowdfundingListSource } from '@/features/crowdfunding/api/get-crowdfunding-list';
import { exploreListSource } from '@/features/explore/api/get-explore-list';
import { figurineListSource } from '@/features/shop/api/get-figurine-list';
import { voteListSource } from '@/features/vote/api/get-vote-list';

afterEach(() => vi.unstubAllGlobals());

const filters = { orderBy: 'latest' as const, genre: 'Anime', name: 'moon' };

describe('store grids page by nextCursor (issue 26)', () => {
  it.each([
    ['vote/page-list', voteListSource(filters)],
    ['explore/page-list', exploreListSource(filters)],
    ['figurine/page-list', figurineListSource(filters)],
    ['crowdfunding/page-list', crowdfundingListSource({ ...filters, status: 'active' })],
  ])('%s: page 1 first, then the page after the cursor, without a page number', async (path, source) => {
    const answer = { data: [{ id: 'c1' }], nextCursor: 'c1' };
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    expect(source.fetchAfter).toBeTypeOf('function');
    const signal = new AbortController().signal;
    expect(await source.fetchAfter!(null, signal)).toEqual(answer);
    expect(await source.fetchAfter!('c1', signal)).toEqual(answer);
    const [first, next] = fetch.mock.calls.map((call) => new URL(String((call as unknown[])[0]), 'http://store.test'));
    expect(first!.pathname).toMatch(new RegExp(`/api/${path}$`));
    expect(first!.searchParams.get('page')).toBe('1');
    expect(first!.searchParams.get('cursor')).toBeNull();
    expect(next!.searchParams.get('cursor')).toBe('c1');
    expect(next!.searchParams.get('page')).toBeNull();
    for (const url of [first!, next!]) expect([url.searchParams.get('name'), url.searchParams.get('genre')]).toEqual(['moon', 'Anime']);
  });
});
