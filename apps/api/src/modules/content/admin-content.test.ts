import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';
import { markdownToSafeHtml } from './admin-content';

const zh = { 'accept-language': 'zh-CN,zh;q=0.9' };
const en = { 'accept-language': 'en-US,en;q=0.9' };

/** Issue 28 #6: banners, the FAQ and legal pages written in the console in both languages; the store shows the reader's. */
describe('content editing', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());
  const store = async (path: string, headers: Record<string, string>) => {
    const res = await t.http.request('GET', path, { headers });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('edits a banner in both languages: the store shows each reader theirs, in its order and schedule', async () => {
    const banner = {
      placement: 'home',
      image: '/uploads/b/art.webp',
      link: '/vote/list',
      texts: { en: { title: 'Vote now', text: 'Three votes a day' } },
      sort: 2,
    };
    const created = await t.http.post('/api/admin/banner', banner, admin.token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as string;
    // Written in English only: a Chinese reader reads the English until it is translated.
    expect(await store('/api/system/home-banner', zh)).toEqual([
      { id, image: '/uploads/b/art.webp', link: '/vote/list', description: 'Vote now', title: 'Vote now', text: 'Three votes a day' },
    ]);
    const edited = await t.http.put(
      `/api/admin/banner/${id}`,
      {
        ...banner,
        texts: { en: { title: 'Vote today', text: 'Three free votes' }, 'zh-CN': { title: '今天就投票', text: '每天 3 张免费票' } },
      },
      admin.token,
    );
    expect(edited.status).toBe(200);
    expect((await store('/api/system/home-banner', zh))[0]).toMatchObject({ title: '今天就投票', text: '每天 3 张免费票' });
    expect((await store('/api/system/home-banner', en))[0]).toMatchObject({ title: 'Vote today', text: 'Three free votes' });

    // Order and schedule: one scheduled for tomorrow is not shown yet; one ended yesterday no more.
    const now = t.clock.now().getTime();
    const first = await t.http.post('/api/admin/banner', { ...banner, sort: 1, texts: { en: { title: 'First', text: '' } } }, admin.token);
    await t.http.post(
      '/api/admin/banner',
      { ...banner, texts: { en: { title: 'Later', text: '' } }, startsAt: new Date(now + 86_400_000).toISOString() },
      admin.token,
    );
    await t.http.post(
      '/api/admin/banner',
      { ...banner, texts: { en: { title: 'Over', text: '' } }, endsAt: new Date(now - 1000).toISOString() },
      admin.token,
    );
    expect((await store('/api/system/home-banner', en)).map((b: { title: string }) => b.title)).toEqual(['First', 'Vote today']);
    t.clock.advance(2 * 86_400_000);
    expect((await store('/api/system/home-banner', en)).map((b: { title: string }) => b.title)).toEqual(['First', 'Vote today', 'Later']);
    expect((await t.http.get('/api/admin/banner?placement=home', admin.token)).body.data).toHaveLength(4);
    expect((await t.http.delete(`/api/admin/banner/${first.body.data.id}`, admin.token)).status).toBe(200);
    expect((await t.http.delete(`/api/admin/banner/${first.body.data.id}`, admin.token)).status).toBe(404);

    const audits = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, id));
    expect(audits.map((a) => [a.action, a.adminId])).toEqual([
      ['banner.create', admin.id],
      ['banner.update', admin.id],
    ]);
  });

  it('refuses a bad banner with the field’s reason, changing nothing', async () => {
    const before = (await t.http.get('/api/admin/banner', admin.token)).body.data.length;
    const bad = await t.http.post(
      '/api/admin/banner',
      {
        placement: 'sidebar',
        image: '',
        link: 'javascript:alert(1)',
        texts: { en: { title: 'x'.repeat(81), text: '' } },
        startsAt: '2026-05-02T00:00:00Z',
        endsAt: '2026-05-01T00:00:00Z',
      },
      admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['image', 'link', 'placement', 'texts.en.title']);
    expect(
      (
        await t.http.put(
          '/api/admin/banner/nope',
          { placement: 'home', image: '/a', link: '/', texts: { en: { title: 'a', text: '' } } },
          admin.token,
        )
      ).status,
    ).toBe(404);
    expect((await t.http.get('/api/admin/banner', admin.token)).body.data.length).toBe(before);
    const fan = await makeUser(t.ctx);
    expect((await t.http.get('/api/admin/banner', fan.token)).status).toBe(403);
    expect((await t.http.post('/api/admin/article', {}, fan.token)).status).toBe(403);
  });

  it('writes FAQ articles and legal pages in Markdown, kept as sanitised HTML, read in the reader’s language', async () => {
    const md =
      '## Shipping\n\nWe ship **worldwide**. [Track](https://example.com/t) <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))';
    const faqEn = await t.http.post(
      '/api/admin/article',
      { category: 'faq', language: 'en', title: 'Where do you ship?', markdown: md },
      admin.token,
    );
    expect(faqEn.status, JSON.stringify(faqEn.body)).toBe(200);
    const html = faqEn.body.data.content as string;
    expect(html).toContain('<h2>Shipping</h2>');
    expect(html).toContain('<strong>worldwide</strong>');
    expect(html).toContain('<a href="https://example.com/t" rel="noopener noreferrer">Track</a>');
    expect(html).not.toMatch(/script|onerror|javascript:/);
    await t.http.post(
      '/api/admin/article',
      { category: 'faq', language: 'zh-CN', title: '你们寄往哪里？', markdown: '我们**全球**发货。' },
      admin.token,
    );
    expect((await store('/api/article/faq', zh)).map((a: { title: string }) => a.title)).toContain('你们寄往哪里？');
    expect((await store('/api/article/faq', en)).map((a: { title: string }) => a.title)).toContain('Where do you ship?');

    expect(await store('/api/article/legal/terms-of-use', en)).toBeNull();
    await t.http.post(
      '/api/admin/article',
      { category: 'legal:terms-of-use', language: 'en', title: 'Terms', markdown: 'Be kind.' },
      admin.token,
    );
    const zhTerms = await t.http.post(
      '/api/admin/article',
      { category: 'legal:terms-of-use', language: 'zh-CN', title: '条款', markdown: '请友善。' },
      admin.token,
    );
    expect((await store('/api/article/legal/terms-of-use', en)).content).toBe('<p>Be kind.</p>');
    expect((await store('/api/article/legal/terms-of-use', zh)).content).toBe('<p>请友善。</p>');
    const updated = await t.http.put(
      `/api/admin/article/${zhTerms.body.data.id}`,
      { category: 'legal:terms-of-use', language: 'zh-CN', title: '条款', markdown: '请**友善**。' },
      admin.token,
    );
    expect(updated.body.data).toMatchObject({ markdown: '请**友善**。', content: '<p>请<strong>友善</strong>。</p>' });
    expect((await t.http.get('/api/article/legal/nowhere')).status).toBe(400);
    expect(
      (await t.http.post('/api/admin/article', { category: 'blog', language: 'fr', title: '', markdown: '' }, admin.token)).status,
    ).toBe(400);
    expect((await t.http.delete(`/api/admin/article/${zhTerms.body.data.id}`, admin.token)).status).toBe(200);
    expect((await store('/api/article/legal/terms-of-use', zh)).content).toBe('<p>Be kind.</p>');
  });

  it('sanitises what Markdown lets through as raw HTML', () => {
    expect(markdownToSafeHtml('<iframe src="https://x"></iframe><p style="color:red" onclick="x()">hi</p>')).toBe('<p>hi</p>');
  });
});
