import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { articles } from './schema';

/** Decision 035: the FAQ in the reader's language, English when none is written in theirs. */
describe('GET /api/article/faq', () => {
  let t: TestApp;
  const faq = async (language?: string) => {
    const res = await t.http.request('GET', '/api/article/faq', { headers: language ? { 'accept-language': language } : {} });
    expect(res.status).toBe(200);
    return (res.body.data as { title: string }[]).map((a) => a.title);
  };
  beforeAll(async () => {
    t = await startTestApp();
    await t.ctx.db.delete(articles);
    await t.ctx.db.insert(articles).values([
      { category: 'faq', language: 'en', title: 'How does voting work?', content: '<p>Three a day.</p>', sort: 0 },
      { category: 'faq', language: 'zh-CN', title: '投票是怎么进行的？', content: '<p>每天 3 票。</p>', sort: 0 },
    ]);
  });
  afterAll(() => t.close());

  it('answers the articles of the asked language', async () => {
    expect(await faq('zh-CN,zh;q=0.9,en;q=0.8')).toEqual(['投票是怎么进行的？']);
    expect(await faq('en-US,en;q=0.9')).toEqual(['How does voting work?']);
    expect(await faq()).toEqual(['How does voting work?']);
  });

  it('falls back to English when nothing is written in the reader’s language', async () => {
    await t.ctx.db.delete(articles);
    await t.ctx.db.insert(articles).values({ category: 'faq', title: 'Only in English', content: '<p>…</p>', sort: 0 });
    expect(await faq('zh-CN')).toEqual(['Only in English']);
  });
});
