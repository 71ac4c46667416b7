import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';

/** Decision 035: the unsubscribe pages speak the language of the browser that opened the link. */
describe('the unsubscribe pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const open = (method: 'GET' | 'POST', language: string) =>
    fetch(`${t.baseUrl}/api/notification/unsubscribe?token=not-a-token`, { method, headers: { 'accept-language': language } });

  it('asks and answers in Chinese for a Chinese browser', async () => {
    const asked = await (await open('GET', 'zh-CN,zh;q=0.9')).text();
    expect(asked).toContain('<html lang="zh-CN">');
    expect(asked).toContain('不再接收这类邮件？');
    expect(asked).not.toMatch(/Unsubscribe|Manage/);
    const refused = await open('POST', 'zh-CN');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('此链接无效');
  });

  it('stays English for an English browser', async () => {
    const asked = await (await open('GET', 'en-US')).text();
    expect(asked).toContain('<html lang="en">');
    expect(asked).toContain('Stop receiving these emails?');
    expect(asked).not.toMatch(/\p{Script=Han}/u);
  });
});
