import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
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
      await t.ctx.db.transaction((tx) => sendMessages(tx, [{ userId, kind: 'character_approved', title: `Notice ${i}`, body: 'Body' }]));
    }
  });
  afterAll(() => t.close());

  const mine = async (token = me.token, query = '') =>
    (await t.http.get(`/api/message/pageForMine${query}`, token)).body.data as { id: string; title: string; isRead: boolean }[];

  it('lists only my messages, newest first, paged', async () => {
    expect((await mine()).map((m) => m.title)).toEqual(['Notice 2', 'Notice 1', 'Notice 0']);
    expect((await mine(me.token, '?page=2&pageSize=2')).map((m) => m.title)).toEqual(['Notice 0']);
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
});
