import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSectionCards } from '@/features/home/api/get-section-cards';
import { getFigurinePage } from '@/features/shop/api/get-figurine-list';
import { getFigurineShow } from '@/features/shop/api/get-figurine-show';
import { api } from '@/lib/api-client';
import { clearLogin, saveLogin } from '@/lib/auth-storage';
import { getBanners } from '@/lib/queries/get-banners';
import { imageSrcSet } from '@/lib/image-url';
import { getFaq } from '@/lib/queries/get-faq';

/** index.html's inline script, run for a path with a recording fetch: the URLs it requests early. */
function earlyUrlsFor(path: string, body: unknown = { data: [] }) {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const requested: { url: string; headers: Record<string, string> }[] = [];
  const fakeWindow = {
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      requested.push({ url, headers: init.headers });
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    },
  } as unknown as Window;
  new Function('window', 'location', 'document', 'localStorage', 'fetch', script)(
    fakeWindow,
    { pathname: path },
    document,
    localStorage,
    fakeWindow.fetch,
  );
  return { requested, early: (fakeWindow as Window).__early };
}

/** The URLs the app's own first queries for a screen ask for (their initial filters). */
async function appUrls(load: () => Promise<unknown>[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(new Response('{"data":[]}', { headers: { 'content-type': 'application/json' } }));
    }),
  );
  await Promise.all(load());
  return urls.sort();
}

beforeEach(() => clearLogin());
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__early;
});

describe('index.html requests the first screen’s data before the app loads', () => {
  it.each([
    [
      '/',
      () => [
        getBanners('home'),
        getSectionCards('vote', { orderBy: 'latest', genre: '' }, 4),
        getSectionCards('figurine', { orderBy: 'mostView' }, 8),
        getSectionCards('crowdfunding', { orderBy: 'latest', genre: '', status: '' }, 4),
        getFaq(),
      ],
    ],
    [
      '/figurines',
      () => [
        getBanners('figurine'),
        getFigurinePage({ orderBy: 'latest', genre: '' }, 1),
        getFigurinePage({ orderBy: 'mostView', genre: '' }, 1),
      ],
    ],
    ['/figurines/show/abc123', () => [getFigurineShow('abc123')]],
    ['/cart', () => []],
  ])('%s: exactly the URLs the app asks for', async (path, load) => {
    const early = earlyUrlsFor(path).requested.map((r) => r.url);
    expect(early.sort()).toEqual(await appUrls(load));
  });

  it('sends the stored login the app would send', () => {
    saveLogin('tok-1');
    const { requested } = earlyUrlsFor('/');
    expect(requested[0]!.headers).toEqual({ accept: 'application/json', authorization: 'Bearer tok-1' });
  });

  it('the API client takes an early response once, for the same login, and fetches otherwise', async () => {
    const { early } = earlyUrlsFor('/');
    window.__early = early;
    const fetch = vi.fn(() => Promise.resolve(new Response('{"data":["fresh"]}', { headers: { 'content-type': 'application/json' } })));
    vi.stubGlobal('fetch', fetch);
    expect(await api.get('system/home-banner')).toEqual({ data: [] });
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.get('system/home-banner')).toEqual({ data: ['fresh'] });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Made before a login, it is not used for a request with one.
    saveLogin('tok-2');
    expect(await api.get('article/faq')).toEqual({ data: ['fresh'] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the first banner in the static shell as the app will, with the same srcset', async () => {
    document.body.innerHTML = '<div class="s-hero s-hero-home"></div>';
    const image = '/uploads/seed/banner-0.w1200.webp';
    const { early } = earlyUrlsFor('/', { data: [{ id: 'b1', image, link: '/vote/list', description: 'Vote' }] });
    const res = await early!['/api/system/home-banner']!.response;
    expect(await res.json()).toMatchObject({ data: [{ image }] }); // the app still reads the body
    await vi.waitFor(() => expect(document.querySelector('.s-hero-home img')).not.toBeNull());
    const img = document.querySelector<HTMLImageElement>('.s-hero-home img')!;
    expect(img.getAttribute('src')).toBe(image);
    expect(img.getAttribute('srcset')).toBe(imageSrcSet(image));
    expect(img.getAttribute('fetchpriority')).toBe('high');
    document.body.innerHTML = '';
  });
});
