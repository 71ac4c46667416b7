import { shownReleaseMonth } from '@pedestal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';

/** Decision 046: a figurine's description in English and 简体中文, each shopper reading theirs. */
describe('figurine descriptions in two languages', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());
  const show = (id: string, language?: string, headers: Record<string, string> = {}) =>
    t.http.request('GET', `/api/figurine/show/${id}`, { headers: { ...(language ? { 'accept-language': language } : {}), ...headers } });

  it('starts a pre-sale with a description in each language; each reader gets theirs, a shared copy is kept per language', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { crowdfunding: 'success_pending' });
    const started = await t.http.post(
      `/api/admin/character/start-pre-sale/${id}`,
      {
        salePrice: 120,
        preSaleDays: 10,
        descriptions: { en: '**Painted** by hand.\n\n- Two faces', 'zh-CN': '**手工**涂装。\n\n- 两款表情' },
      },
      admin.token,
    );
    expect(started.status).toBe(200);
    expect(started.body.data.sale).toMatchObject({
      status: 'active',
      salePrice: 120,
      descriptions: { en: '**Painted** by hand.\n\n- Two faces', 'zh-CN': '**手工**涂装。\n\n- 两款表情' },
    });

    const en = await show(id, 'en-US,en;q=0.9');
    expect(en.status).toBe(200);
    expect(en.body.data.sale).toMatchObject({
      content: '<p><strong>Painted</strong> by hand.</p>\n<ul>\n<li>Two faces</li>\n</ul>',
      contentLanguage: 'en',
    });
    const zh = await show(id, 'zh-CN,zh;q=0.9,en;q=0.8');
    expect(zh.body.data.sale).toMatchObject({
      content: '<p><strong>手工</strong>涂装。</p>\n<ul>\n<li>两款表情</li>\n</ul>',
      contentLanguage: 'zh-CN',
    });
    // A visitor without a language reads English.
    expect((await show(id)).body.data.sale.contentLanguage).toBe('en');

    // Shared for visitors (a CDN may hold it): kept apart per language, and each says its language.
    for (const res of [en, zh]) {
      expect(res.headers.get('cache-control')).toContain('public');
      expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-language');
    }
    expect(en.headers.get('content-language')).toBe('en');
    expect(zh.headers.get('content-language')).toBe('zh-CN');
    const enTag = en.headers.get('etag')!;
    expect(zh.headers.get('etag')).not.toBe(enTag);
    // The English copy does not revalidate a Chinese reader's request.
    expect((await show(id, 'zh-CN', { 'if-none-match': enTag })).status).toBe(200);
    expect((await show(id, 'en', { 'if-none-match': enTag })).status).toBe(304);

    // Signed in: the same choice, kept by the browser only.
    const shopper = await makeUser(t.ctx);
    const mine = await t.http.request('GET', `/api/figurine/show/${id}`, { token: shopper.token, headers: { 'accept-language': 'zh-CN' } });
    expect(mine.body.data.sale.contentLanguage).toBe('zh-CN');
    expect(mine.headers.get('cache-control')).toContain('private');
    expect(mine.headers.get('vary')?.toLowerCase()).toContain('accept-language');
  });

  it('falls back to the other language, sanitises what the console wrote, refuses a description too long, and audits the edit', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { saleInDays: -1 });
    // Only Chinese written: an English reader gets it, marked as Chinese.
    expect((await t.http.put(`/api/admin/sale/${id}`, { descriptions: { 'zh-CN': '限量 500 体。' } }, admin.token)).status).toBe(200);
    expect((await show(id, 'en')).body.data.sale).toMatchObject({ content: '<p>限量 500 体。</p>', contentLanguage: 'zh-CN' });

    const hostile =
      '[link](javascript:alert(3))\n\n<script>alert(1)</script><img src="x" onerror="alert(2)"> <iframe src="https://x"></iframe>' +
      '<p style="color:red" onclick="x()">Shipped in a box.</p>';
    expect((await t.http.put(`/api/admin/sale/${id}`, { descriptions: { en: hostile } }, admin.token)).status).toBe(200);
    const en = (await show(id, 'en')).body.data.sale;
    expect(en.contentLanguage).toBe('en');
    expect(en.content).toContain('Shipped in a box.');
    expect(en.content).toContain('<a rel="noopener noreferrer">link</a>');
    for (const bad of ['<script', 'onerror', 'href="javascript', '<iframe', 'style=', 'onclick']) expect(en.content).not.toContain(bad);
    // The Chinese is kept when only the English is written.
    expect((await show(id, 'zh-CN')).body.data.sale.content).toBe('<p>限量 500 体。</p>');

    // '' removes a language: the Chinese reader now reads the English.
    expect((await t.http.put(`/api/admin/sale/${id}`, { descriptions: { 'zh-CN': ' ' } }, admin.token)).status).toBe(200);
    expect((await show(id, 'zh-CN')).body.data.sale.contentLanguage).toBe('en');
    expect((await t.http.put(`/api/admin/sale/${id}`, { descriptions: { en: '' } }, admin.token)).status).toBe(200);
    expect((await show(id, 'zh-CN')).body.data.sale).toMatchObject({ content: '', contentLanguage: null });

    const long = await t.http.put(`/api/admin/sale/${id}`, { descriptions: { en: 'x'.repeat(20_001) } }, admin.token);
    expect(long.status).toBe(400);
    expect(long.body.errors).toContainEqual(expect.objectContaining({ path: 'descriptions.en' }));

    const audits = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, id));
    expect(audits.filter((a) => a.action === 'sale.update').map((a) => (a.detail as { input: unknown }).input)).toContainEqual({
      descriptions: { 'zh-CN': '限量 500 体。' },
    });
    // The console reads the Markdown back; a shopper's character detail does not carry it.
    const console = await t.http.get(`/api/admin/character/show/${id}`, admin.token);
    expect(console.status).toBe(200);
    expect(console.body.data.sale.descriptions).toEqual({ en: '', 'zh-CN': '' });
    expect((await t.http.get(`/api/character/${id}`)).body.data.sale.descriptions).toBeUndefined();
  });

  it('keeps a release month in the specification; a malformed one is refused; the ship month wins on the page', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { saleInDays: -1 });
    const created = await t.http.post(
      `/api/admin/sale-spec/${id}`,
      { title: 'Standard', price: 80, stock: 5, details: { scale: '1/7', releaseMonth: '2027-04' } },
      admin.token,
    );
    expect(created.status).toBe(200);
    expect(created.body.data.details).toEqual({ scale: '1/7', releaseMonth: '2027-04' });
    const bad = await t.http.put(`/api/admin/sale-spec/${created.body.data.id}`, { details: { releaseMonth: 'April 2027' } }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual(
      expect.objectContaining({ path: 'details.releaseMonth', message: 'releaseMonth must be a month, YYYY-MM' }),
    );
    const spec = () => t.http.get(`/api/figurine/show/${id}`).then((r) => r.body.data.specs[0]);
    expect(shownReleaseMonth(await spec())).toBe('2027-04');
    // Once the store promises a ship month, that month is the one shown (and the one delays move).
    expect((await t.http.put(`/api/admin/sale-spec/${created.body.data.id}`, { shipMonth: '2027-06' }, admin.token)).status).toBe(200);
    expect(await spec()).toMatchObject({ shipMonth: '2027-06', details: { releaseMonth: '2027-04' } });
    expect(shownReleaseMonth(await spec())).toBe('2027-06');
  });
});
