import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { messages } from './schema';
import { sendMessages } from './service';

describe('my messages', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let someone: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    me = await makeUser(t.ctx);
    someone = await makeUser(t.ctx);
    // One transaction each, so every notice gets its own creation time.
    for (const [i, userId] of [me.id, me.id, me.id, someone.id].entries()) {
      await t.ctx.db.transaction((tx) => sendMessages(tx, [{ userId, kind: 'character_approved', params: { name: `Notice ${i}` } }]));
    }
  });
  afterAll(() => t.close());

  const mine = async (token = me.token, query = '') =>
    (await t.http.get(`/api/message/pageForMine${query}`, token)).body.data as { id: string; title: string; isRead: boolean }[];

  it('lists only my messages, newest first, paged', async () => {
    expect((await mine()).map((m) => m.title)).toEqual(['Notice 2 was approved', 'Notice 1 was approved', 'Notice 0 was approved']);
    expect((await mine(me.token, '?page=2&pageSize=2')).map((m) => m.title)).toEqual(['Notice 0 was approved']);
    expect((await t.http.get('/api/message/pageForMine')).status).toBe(401);
  });

  const unread = async (token = me.token) => (await t.http.get('/api/message/unread-count', token)).body.data.unread as number;

  it('marks one message read, and not someone else’s', async () => {
    expect(await unread()).toBe(3);
    expect((await t.http.get('/api/message/unread-count')).status).toBe(401);
    const [latest] = await mine();
    const [theirs] = await mine(someone.token);
    expect((await t.http.put(`/api/message/${theirs!.id}/read`, undefined, me.token)).status).toBe(404);
    expect((await t.http.put(`/api/message/${latest!.id}/read`, undefined, me.token)).status).toBe(200);
    expect((await mine()).map((m) => m.isRead)).toEqual([true, false, false]);
    expect(await unread()).toBe(2);
    expect(await unread(someone.token)).toBe(1);
    expect((await mine(someone.token))[0]!.isRead).toBe(false);
    expect((await t.http.put('/api/message/nope!/read', undefined, me.token)).status).toBe(400);
  });

  it('marks all my messages read', async () => {
    expect((await t.http.put('/api/message/read-all', undefined, me.token)).status).toBe(200);
    expect((await mine()).every((m) => m.isRead)).toBe(true);
    expect(await unread()).toBe(0);
    expect((await mine(someone.token))[0]!.isRead).toBe(false);
  });

  it('reads each message in the reader’s language, old messages as they were written', async () => {
    expect((await t.http.put('/api/user/profile', { language: 'zh-CN' }, someone.token)).status).toBe(200);
    const [chinese] = (await t.http.get('/api/message/pageForMine', someone.token)).body.data;
    expect(chinese).toMatchObject({
      title: '「Notice 3」已通过审核',
      body: '「Notice 3」已通过审核，投票已开启。快分享给同好，邀请大家来投票吧！',
    });
    await t.ctx.db
      .insert(messages)
      .values({ userId: someone.id, kind: 'character_approved', title: 'Written before params', body: 'Kept' });
    expect((await t.http.get('/api/message/pageForMine', someone.token)).body.data[0]).toMatchObject({
      title: 'Written before params',
      body: 'Kept',
    });
  });
});
