import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearLogin, saveLogin } from '@/lib/auth-storage';
import { imageSrcSet } from '@/lib/image-url';

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

/** The URLs the given requests ask for. */
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
  // The screens' own first queries (their page modules' `firstQueries`, which their routes ask for).
  it.each([
    ['/', () => import('@/features/home/pages/home-page'), {}],
    ['/figurines', () => import('@/features/shop/pages/figurines-page'), {}],
    ['/figurines/show/abc123', () => import('@/features/shop/pages/figurine-show-page'), { characterId: 'abc123' }],
  ])('%s: exactly the URLs its first queries ask for', async (path, load, params) => {
    const { firstQueries } = await load();
    const client = new QueryClient();
    const early = earlyUrlsFor(path).requested.map((r) => r.url);
    expect(early.sort()).toEqual(await appUrls(() => firstQueries(params).map((options) => client.fetchQuery(options))));
  });

  it('requests nothing for a screen without first queries', () => {
    expect(earlyUrlsFor('/cart').requested).toEqual([]);
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
