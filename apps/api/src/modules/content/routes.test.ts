import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { articles, banners } from './schema';

describe('content: FAQ and banners', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/article/faq', '/api/system/home-banner', '/api/system/figurine-banner'])(
    '%s answers an empty array on an empty store',
    async (path) => {
      const res = await t.http.get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: [] });
    },
  );

  it('lists FAQ articles in their order, without other categories', async () => {
    await t.ctx.db.insert(articles).values([
      { category: 'faq', title: 'Second', content: '<p>2</p>', sort: 2 },
      { category: 'faq', title: 'First', content: '<p>1</p>', sort: 1 },
      { category: 'legal', title: 'Terms', content: '<p>t</p>', sort: 0 },
    ]);
    const res = await t.http.get('/api/article/faq');
    expect(res.body.data).toEqual([
      { id: expect.any(String), title: 'First', content: '<p>1</p>' },
      { id: expect.any(String), title: 'Second', content: '<p>2</p>' },
    ]);
  });

  it('lists each placement of banners on its own', async () => {
    await t.ctx.db.insert(banners).values([
      { placement: 'home', image: '/uploads/b/h2.webp', link: '/vote', description: 'Vote now', sort: 2 },
      { placement: 'home', image: '/uploads/b/h1.webp', link: '/crowdfunding', description: 'Fund it', sort: 1 },
      { placement: 'figurine', image: '/uploads/b/f1.webp', link: '/figurine', description: 'Shop', sort: 1 },
    ]);
    const home = await t.http.get('/api/system/home-banner');
    expect(home.body.data.map((b: { description: string }) => b.description)).toEqual(['Fund it', 'Vote now']);
    expect(home.body.data[0]).toEqual({
      id: expect.any(String),
      image: '/uploads/b/h1.webp',
      link: '/crowdfunding',
      description: 'Fund it',
      title: '',
      text: '',
    });
    const figurine = await t.http.get('/api/system/figurine-banner');
    expect(figurine.body.data).toEqual([
      { id: expect.any(String), image: '/uploads/b/f1.webp', link: '/figurine', description: 'Shop', title: '', text: '' },
    ]);
  });
});
