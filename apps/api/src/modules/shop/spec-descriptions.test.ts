import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';
import { saleSpecs } from './schema';

/** Decision 051: a sale spec's short description in English and 简体中文, each shopper reading theirs. */
describe('spec descriptions in two languages', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());
  const specOf = async (characterId: string, specId: string, language?: string) => {
    const res = await t.http.request('GET', `/api/figurine/show/${characterId}`, {
      headers: language ? { 'accept-language': language } : {},
    });
    expect(res.status).toBe(200);
    return (res.body.data.specs as { id: string; description: string; descriptionLanguage: string | null }[]).find((s) => s.id === specId)!;
  };

  it('writes both languages in the console; each reader gets theirs, else the other, marked with its language', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { saleInDays: -1 });
    const created = await t.http.post(
      '/api/admin/sale-spec',
      { characterId: id, title: 'Deluxe', price: 150, stock: 20, descriptions: { en: 'With a lantern stand.', 'zh-CN': '附灯笼展示台。' } },
      admin.token,
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      description: 'With a lantern stand.',
      descriptions: { en: 'With a lantern stand.', 'zh-CN': '附灯笼展示台。' },
    });
    const specId = created.body.data.id as string;

    expect(await specOf(id, specId, 'en-US,en;q=0.9')).toMatchObject({ description: 'With a lantern stand.', descriptionLanguage: 'en' });
    expect(await specOf(id, specId, 'zh-CN,zh;q=0.9')).toMatchObject({ description: '附灯笼展示台。', descriptionLanguage: 'zh-CN' });
    // A visitor without a language reads English.
    expect(await specOf(id, specId)).toMatchObject({ description: 'With a lantern stand.', descriptionLanguage: 'en' });

    // '' removes a language: the Chinese reader falls back to English, marked as English.
    const cleared = await t.http.put(`/api/admin/sale-spec/${specId}`, { descriptions: { 'zh-CN': '' } }, admin.token);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.descriptions).toEqual({ en: 'With a lantern stand.', 'zh-CN': '' });
    expect(await specOf(id, specId, 'zh-CN')).toMatchObject({ description: 'With a lantern stand.', descriptionLanguage: 'en' });

    // Only Chinese left: the English reader gets it, and the one-text column keeps it.
    const zhOnly = await t.http.put(
      `/api/admin/sale-spec/${specId}`,
      { descriptions: { en: '  ', 'zh-CN': '限量 500 体。' } },
      admin.token,
    );
    expect(zhOnly.body.data).toMatchObject({ description: '限量 500 体。', descriptions: { en: '', 'zh-CN': '限量 500 体。' } });
    expect(await specOf(id, specId, 'en')).toMatchObject({ description: '限量 500 体。', descriptionLanguage: 'zh-CN' });

    // A language left out of an edit keeps its text; the older `description` field writes the English.
    const legacy = await t.http.put(`/api/admin/sale-spec/${specId}`, { description: 'Painted PVC.', stock: 25 }, admin.token);
    expect(legacy.body.data).toMatchObject({
      stock: 25,
      description: 'Painted PVC.',
      descriptions: { en: 'Painted PVC.', 'zh-CN': '限量 500 体。' },
    });
    const kept = await t.http.put(`/api/admin/sale-spec/${specId}`, { stock: 26 }, admin.token);
    expect(kept.body.data.descriptions).toEqual({ en: 'Painted PVC.', 'zh-CN': '限量 500 体。' });

    // Nothing written: empty, no language.
    const bare = await t.http.post('/api/admin/sale-spec', { characterId: id, title: 'Plain', price: 90, stock: 5 }, admin.token);
    expect(bare.body.data).toMatchObject({ description: '', descriptions: { en: '', 'zh-CN': '' }, descriptionLanguage: null });
    expect(await specOf(id, bare.body.data.id, 'zh-CN')).toMatchObject({ description: '', descriptionLanguage: null });

    // The console's list carries both languages; the edits are audited with what was asked.
    const list = await t.http.get(`/api/admin/sale-spec/${id}`, admin.token);
    expect(list.body.data.find((s: { id: string }) => s.id === specId).descriptions).toEqual({
      en: 'Painted PVC.',
      'zh-CN': '限量 500 体。',
    });
    const audits = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, specId));
    expect(audits.some((a) => JSON.stringify(a.detail).includes('限量 500 体。'))).toBe(true);
  });

  it('refuses a description too long or not text with a 400 and the field, never a 500; shoppers and support may not edit', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { saleInDays: -1 });
    const long = await t.http.post(
      '/api/admin/sale-spec',
      { characterId: id, title: 'Long', price: 90, stock: 5, descriptions: { 'zh-CN': '长'.repeat(2001) } },
      admin.token,
    );
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'descriptions.zh-CN' })]));
    const wrong = await t.http.post(
      '/api/admin/sale-spec',
      { characterId: id, title: 'Wrong', price: 90, stock: 5, descriptions: { en: 42 } },
      admin.token,
    );
    expect(wrong.status).toBe(400);
    const shopper = await makeUser(t.ctx);
    const denied = await t.http.post(
      '/api/admin/sale-spec',
      { characterId: id, title: 'Mine', price: 90, stock: 5, descriptions: { en: 'x' } },
      shopper.token,
    );
    expect([401, 403]).toContain(denied.status);
  });

  it('the migration keeps a description written before it as the English one', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { saleInDays: -1 });
    const [old] = await t.ctx.db
      .insert(saleSpecs)
      .values({ characterId: id, title: 'Old', priceCents: 5000, stock: 3, description: 'Written before.', descriptions: {} })
      .returning();
    const [none] = await t.ctx.db
      .insert(saleSpecs)
      .values({ characterId: id, title: 'Empty', priceCents: 5000, stock: 3, description: '', descriptions: {} })
      .returning();
    const file = readFileSync(new URL('../../../drizzle/0033_spec_descriptions.sql', import.meta.url), 'utf8');
    const handWritten = file.slice(file.indexOf('-- hand-written:'));
    await t.ctx.db.execute(sql.raw(handWritten));
    const rows = await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.characterId, id));
    expect(rows.find((r) => r.id === old!.id)!.descriptions).toEqual({ en: 'Written before.' });
    expect(rows.find((r) => r.id === none!.id)!.descriptions).toEqual({});
    expect(await specOf(id, old!.id, 'zh-CN')).toMatchObject({ description: 'Written before.', descriptionLanguage: 'en' });
  });
});
