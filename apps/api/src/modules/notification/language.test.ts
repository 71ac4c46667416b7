import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentCode } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { users } from '../account/schema';
import { EMAIL_QUEUE, queueEmails } from './service';

/** Decision 022: email subjects (and the code text message) in the recipient's language. */
describe('the language of emails', () => {
  let t: TestApp;
  const zh = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };
  const newest = (to: string) => t.ctx.mailbox!.list().find((m) => m.to === to)!;
  const languageOf = async (id: string) =>
    (await t.ctx.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;
  const passwordChanged = async (userId: string, about: string) => {
    await t.ctx.db.transaction((tx) =>
      queueEmails(t.ctx, tx, [{ kind: 'password_changed', userId, about, data: { changedAt: t.clock.now().toISOString() } }]),
    );
    await t.ctx.jobs.drain([EMAIL_QUEUE]);
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a code asked for in Chinese comes with a Chinese subject; the account registered in Chinese keeps the language', async () => {
    const email = 'zh-reader@example.test';
    const sent = await t.http.request('POST', '/api/authentication/send-email-verification-code', { body: { email }, headers: zh });
    expect(sent.status).toBe(200);
    expect(newest(email).subject).toBe('你的 Pedestal 验证码');

    const registered = await t.http.request('POST', '/api/authentication/register-by-email', {
      body: { email, code: sentCode(t.ctx, email), username: 'zh_reader', password: 'secret123', confirmPassword: 'secret123' },
      headers: zh,
    });
    expect(registered.status).toBe(200);
    const id = registered.body.data.id as string;
    expect(await languageOf(id)).toBe('zh-CN');

    await passwordChanged(id, 'zh');
    expect(newest(email).subject).toBe('你的 Pedestal 密码已修改');

    // Switched to English in the app: the next email's subject is English.
    const token = registered.body.meta.token as string;
    expect((await t.http.put('/api/user/profile', { language: 'en' }, token)).status).toBe(200);
    expect(await languageOf(id)).toBe('en');
    await passwordChanged(id, 'en');
    expect(newest(email).subject).toBe('Your Pedestal password was changed');
  });

  it('an English request stays English, and an unknown language is refused without a change', async () => {
    const email = 'en-reader@example.test';
    await t.http.post('/api/authentication/send-email-verification-code', { email });
    expect(newest(email).subject).toBe('Your Pedestal verification code');
    const registered = await t.http.post('/api/authentication/register-by-email', {
      email,
      code: sentCode(t.ctx, email),
      username: 'en_reader',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    const id = registered.body.data.id as string;
    expect(await languageOf(id)).toBe('en');
    const refused = await t.http.put('/api/user/profile', { language: 'fr' }, registered.body.meta.token);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject([expect.objectContaining({ path: 'language', message: 'language must be en or zh-CN' })]);
    expect(await languageOf(id)).toBe('en');
  });

  it('texts a phone code in Chinese when asked in Chinese', async () => {
    const phone = '13900139000';
    await t.http.request('POST', '/api/authentication/send-phone-verification-code', { body: { phone }, headers: zh });
    const sms = newest(phone);
    expect(sms.text).toBe(`你的 Pedestal 验证码是 ${sentCode(t.ctx, phone)}，10 分钟内有效。`);
  });
});
