import { COMMENT_MAX_LENGTH, COMMENT_REPORTS_TO_HIDE, refusalText } from '@pedestal/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';
import { characterLikes, comments, communityCounts } from './schema';

type User = Awaited<ReturnType<typeof makeUser>>;

describe('community: likes, shares and comments', () => {
  let t: TestApp;
  let submitter: User;
  let alice: User;
  let bob: User;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    submitter = await makeUser(t.ctx, { nickname: 'Submitter' });
    alice = await makeUser(t.ctx, { nickname: 'Alice' });
    bob = await makeUser(t.ctx, { nickname: 'Bob' });
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());

  const counts = async (characterId: string) => {
    const [row] = await t.ctx.db.select().from(communityCounts).where(eq(communityCounts.characterId, characterId));
    return row ?? { countLike: 0, countShare: 0, countComment: 0 };
  };
  const likeRows = async (characterId: string) =>
    (await t.ctx.db.select({ n: count() }).from(characterLikes).where(eq(characterLikes.characterId, characterId)))[0]!.n;
  /** What everyone can read: visible comments whose thread is visible. */
  const visibleCommentRows = async (characterId: string) => {
    const [row] = await t.ctx.db
      .select({ n: count() })
      .from(comments)
      .where(
        and(
          eq(comments.characterId, characterId),
          isNull(comments.hiddenAt),
          sql`(${comments.parentId} is null or exists (select 1 from comments p where p.id = ${comments.parentId} and p.hidden_at is null))`,
        ),
      );
    return row!.n;
  };
  const post = async (characterId: string, user: User, body: string, parentId?: string) => {
    const res = await t.http.post(`/api/character/${characterId}/comments`, { body, parentId }, user.token);
    expect(res.status).toBe(200);
    return res.body.data as { id: string; body: string; isCreator: boolean; isMine: boolean };
  };
  const list = async (characterId: string, token?: string, query = '') =>
    (await t.http.get(`/api/character/${characterId}/comments${query}`, token)).body.data as {
      items: { id: string; body: string; isHidden: boolean; isCreator: boolean; replies: { id: string; body: string }[] }[];
      hasMore: boolean;
      countComment: number;
    };

  it('counts 50 parallel likes by one user once, and unlikes exactly', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => t.http.put(`/api/character/${id}/like`, undefined, alice.token)));
    expect(results.every((r) => r.status === 200 && r.body.data.isLike === true)).toBe(true);
    expect((await counts(id)).countLike).toBe(1);
    expect(await likeRows(id)).toBe(1);
    const state = await t.http.get(`/api/character/${id}/interaction`, alice.token);
    expect(state.body.data).toEqual({ countCollect: 0, countComment: 0, countLike: 1, countShare: 0, isCollect: false, isLike: true });
    const unliked = await Promise.all(Array.from({ length: 10 }, () => t.http.put(`/api/character/${id}/unlike`, undefined, alice.token)));
    expect(unliked.every((r) => r.status === 200 && r.body.data.countLike === 0)).toBe(true);
    expect((await counts(id)).countLike).toBe(0);
  });

  it('keeps the like count equal to the rows when many users like and unlike in parallel', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const users = await Promise.all(Array.from({ length: 12 }, () => makeUser(t.ctx)));
    const calls = users.flatMap((u, i) => [
      t.http.put(`/api/character/${id}/like`, undefined, u.token),
      t.http.put(`/api/character/${id}/like`, undefined, u.token),
      ...(i % 3 === 0 ? [t.http.put(`/api/character/${id}/unlike`, undefined, u.token)] : []),
    ]);
    const results = await Promise.all(calls.sort(() => Math.random() - 0.5));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await likeRows(id);
    expect((await counts(id)).countLike).toBe(rows);
    expect(rows).toBeGreaterThanOrEqual(8);
    // The card shows the same count.
    const card = (await t.http.get('/api/vote/page-list?pageSize=100')).body.data.find((c: { id: string }) => c.id === id);
    expect(card.countLike).toBe(rows);
  });

  it('answers the visitor counts but asks them to log in to act; hidden characters are not found', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    expect((await t.http.get(`/api/character/${id}/interaction`)).body.data.isLike).toBe(false);
    for (const path of ['like', 'unlike'] as const) expect((await t.http.put(`/api/character/${id}/${path}`)).status).toBe(401);
    expect((await t.http.post(`/api/character/${id}/share`)).status).toBe(401);
    expect((await t.http.put('/api/character/zzmissing/like', undefined, alice.token)).status).toBe(404);
    expect((await t.http.put('/api/character/NOT-AN-ID/like', undefined, alice.token)).status).toBe(400);
  });

  it('counts a share once per user and day', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const first = await Promise.all(Array.from({ length: 10 }, () => t.http.post(`/api/character/${id}/share`, undefined, alice.token)));
    expect(first.filter((r) => r.body.data.counted).length).toBe(1);
    expect((await t.http.post(`/api/character/${id}/share`, undefined, bob.token)).body.data).toEqual({ countShare: 2, counted: true });
    t.clock.advance(86_400_000);
    expect((await t.http.post(`/api/character/${id}/share`, undefined, alice.token)).body.data).toEqual({ countShare: 3, counted: true });
    expect((await counts(id)).countShare).toBe(3);
  });

  it('posts, lists newest and top with replies, marks the submitter, and keeps countComment', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const first = await post(id, alice, 'First! See https://example.com/art');
    t.clock.advance(1000);
    const second = await post(id, submitter, 'Thanks for the support');
    expect(second).toMatchObject({ isCreator: true, isMine: true });
    t.clock.advance(1000);
    await post(id, bob, 'Love it', first.id);
    t.clock.advance(1000);
    await post(id, submitter, 'Glad you like it', first.id);
    // Replies are one level deep.
    const nested = await t.http.post(`/api/character/${id}/comments`, { body: 'deeper', parentId: second.id }, alice.token);
    expect(nested.status).toBe(200);
    const deeper = await t.http.post(`/api/character/${id}/comments`, { body: 'too deep', parentId: nested.body.data.id }, bob.token);
    expect(deeper.status).toBe(400);

    const newest = await list(id);
    expect(newest.items.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(newest.items[1]!.replies.map((r) => r.body)).toEqual(['Love it', 'Glad you like it']);
    expect(newest.countComment).toBe(5);
    const top = await list(id, undefined, '?sort=top');
    expect(top.items[0]!.id).toBe(first.id);
    const paged = await list(id, undefined, '?pageSize=1');
    expect(paged).toMatchObject({ hasMore: true });
    expect((await list(id, undefined, '?pageSize=1&page=2')).hasMore).toBe(false);
    expect((await counts(id)).countComment).toBe(await visibleCommentRows(id));
    const card = (await t.http.get(`/api/character/${id}`)).body.data;
    expect(card.countComment).toBe(5);
  });

  it('pages with a keyset cursor in both orders: every comment once, none skipped when others are posted meanwhile (issue 26)', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const posted: string[] = [];
    for (let i = 0; i < 7; i++) {
      posted.push((await post(id, i % 2 ? alice : bob, `comment ${i}`)).id);
      t.clock.advance(1000);
    }
    // Replies make the "top" order differ from the newest.
    await post(id, alice, 'a reply', posted[2]);
    await post(id, bob, 'another reply', posted[2]);
    await post(id, bob, 'one more', posted[5]);
    const meanwhile: string[] = [];
    for (const sort of ['newest', 'top'] as const) {
      // What existed when this order's first page was read: exactly what the pages show.
      const expected = [...posted, ...meanwhile];
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const res = await list(id, undefined, `?sort=${sort}&pageSize=3${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...res.items.map((c) => c.id));
        // A comment posted after the first page does not shift the rest by one.
        if (page === 0) {
          t.clock.advance(1000);
          meanwhile.push((await post(id, alice, `posted while ${sort} was read`)).id);
        }
        if (!res.hasMore) break;
        cursor = res.items.at(-1)!.id;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...expected].sort());
      if (sort === 'top') expect(seen.slice(0, 2)).toEqual([posted[2], posted[5]]);
      else expect(seen).toEqual([...expected].reverse());
    }
    // A cursor that names no top-level comment of this character gives an empty page.
    const other = await stageCharacter(t.ctx, submitter.id);
    const stranger = await post(other.id, bob, 'elsewhere');
    expect((await list(id, undefined, `?cursor=${stranger.id}`)).items).toEqual([]);
    expect((await t.http.get(`/api/character/${id}/comments?cursor=not-an-id`)).status).toBe(400);
  });

  it('posts a double-tapped comment once: parallel posts with one idempotency key answer the same comment (issue 41)', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const headers = { 'idempotency-key': `comment-tap-${id}` };
    const taps = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.http.postRetrying(`/api/character/${id}/comments`, { body: 'Day one backer!' }, alice.token, headers),
      ),
    );
    expect(taps.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(taps.map((r) => r.body.data.id)).size).toBe(1);
    expect(await visibleCommentRows(id)).toBe(1);
    expect((await counts(id)).countComment).toBe(1);
    // The same key for other words is a client mistake, refused; a new key posts again.
    const reused = await t.http.postRetrying(`/api/character/${id}/comments`, { body: 'Something else' }, alice.token, headers);
    expect(reused.status).toBe(422);
    await post(id, alice, 'Day one backer!');
    expect(await visibleCommentRows(id)).toBe(2);
  });

  it('refuses bad input with the contract errors and changes nothing', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const cases = [{ body: '   \n  ' }, { body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, {}, { body: 'ok', parentId: 'NOT AN ID' }];
    for (const body of cases) {
      const res = await t.http.post(`/api/character/${id}/comments`, body, alice.token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: '40003' });
    }
    const empty = await t.http.post(`/api/character/${id}/comments`, { body: '  ' }, alice.token);
    expect(JSON.stringify(empty.body)).toContain('Write something before posting');
    expect((await t.http.post(`/api/character/${id}/comments`, { body: 'hi' })).status).toBe(401);
    expect((await t.http.post(`/api/character/${id}/comments`, { body: 'hi', parentId: 'zzmissing' }, alice.token)).status).toBe(404);
    expect((await list(id)).items).toEqual([]);
    expect((await counts(id)).countComment).toBe(0);
    // Stored as plain text: control characters go, markup stays text.
    const c = await post(id, alice, ' <b>bold</b>\u0000\n\n\n\nnext ');
    expect(c.body).toBe('<b>bold</b>\n\nnext');
  });

  it('lets the author edit within 15 minutes and delete; others get 404', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const c = await post(id, alice, 'Typo hree');
    expect((await t.http.patch(`/api/comment/${c.id}`, { body: 'hacked' }, bob.token)).status).toBe(404);
    expect((await t.http.delete(`/api/comment/${c.id}`, bob.token)).status).toBe(404);
    const edited = await t.http.patch(`/api/comment/${c.id}`, { body: 'Typo here' }, alice.token);
    expect(edited.status).toBe(200);
    expect(edited.body.data.body).toBe('Typo here');
    expect(edited.body.data.editedAt).not.toBeNull();
    t.clock.advance(15 * 60_000 + 1000);
    const late = await t.http.patch(`/api/comment/${c.id}`, { body: 'Too late' }, alice.token);
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(refusalText('comment-edit-expired'));
    await post(id, bob, 'reply', c.id);
    expect((await counts(id)).countComment).toBe(2);
    expect((await t.http.delete(`/api/comment/${c.id}`, alice.token)).status).toBe(200);
    expect((await list(id)).items).toEqual([]);
    expect((await counts(id)).countComment).toBe(0);
  });

  it('hides a reported comment from its reporter, then from everyone but its author; moderators hide, restore and delete', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const c = await post(id, alice, 'Buy followers at spam.example');
    expect((await t.http.post(`/api/comment/${c.id}/report`, {}, alice.token)).status).toBe(400);
    expect((await t.http.post(`/api/comment/${c.id}/report`, { reason: 'Spam' }, bob.token)).status).toBe(200);
    expect((await list(id, bob.token)).items).toEqual([]);
    expect((await list(id)).items).toHaveLength(1);
    // Reporting again (in parallel too) counts once; a second report of a hidden one is not found.
    const reporters = await Promise.all(Array.from({ length: COMMENT_REPORTS_TO_HIDE }, () => makeUser(t.ctx)));
    await Promise.all(reporters.slice(0, COMMENT_REPORTS_TO_HIDE - 1).map((u) => t.http.post(`/api/comment/${c.id}/report`, {}, u.token)));
    expect((await list(id)).items).toEqual([]);
    expect((await list(id, submitter.token)).items).toEqual([]);
    const own = await list(id, alice.token);
    expect(own.items).toMatchObject([{ id: c.id, isHidden: true }]);
    expect(own.countComment).toBe(0);
    expect((await t.http.post(`/api/comment/${c.id}/report`, {}, reporters.at(-1)!.token)).status).toBe(404);

    const queue = await t.http.get('/api/admin/comment/list?filter=reported', admin.token);
    expect(queue.body.data).toMatchObject([{ id: c.id, reportCount: COMMENT_REPORTS_TO_HIDE, hiddenBy: 'reports', reasons: ['Spam'] }]);
    expect((await t.http.get('/api/admin/comment/list', alice.token)).status).toBe(403);
    expect((await t.http.put(`/api/admin/comment/${c.id}/restore`, undefined, alice.token)).status).toBe(403);

    expect((await t.http.put(`/api/admin/comment/${c.id}/restore`, undefined, admin.token)).status).toBe(200);
    expect((await list(id)).items).toHaveLength(1);
    expect((await counts(id)).countComment).toBe(1);
    expect((await t.http.get('/api/admin/comment/list?filter=reported', admin.token)).body.data).toEqual([]);

    expect((await t.http.put(`/api/admin/comment/${c.id}/hide`, undefined, admin.token)).status).toBe(200);
    expect((await t.http.put(`/api/admin/comment/${c.id}/hide`, undefined, admin.token)).status).toBe(200);
    expect((await list(id)).items).toEqual([]);
    expect((await counts(id)).countComment).toBe(0);
    expect((await t.http.get('/api/admin/comment/list?filter=hidden', admin.token)).body.data).toMatchObject([
      { id: c.id, hiddenBy: 'admin' },
    ]);

    expect((await t.http.delete(`/api/admin/comment/${c.id}`, admin.token)).status).toBe(200);
    expect((await t.http.delete(`/api/admin/comment/${c.id}`, admin.token)).status).toBe(404);
    expect((await counts(id)).countComment).toBe(await visibleCommentRows(id));
    const audit = await t.ctx.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.targetId, c.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['comment.delete', 'comment.hide', 'comment.hide', 'comment.restore']);
  });

  it('takes the replies of a hidden comment out of the count with it, and back on restore', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const c = await post(id, alice, 'A thread');
    await post(id, bob, 'reply one', c.id);
    const second = await post(id, submitter, 'reply two', c.id);
    expect((await counts(id)).countComment).toBe(3);
    await t.http.put(`/api/admin/comment/${c.id}/hide`, undefined, admin.token);
    expect((await counts(id)).countComment).toBe(0);
    expect((await list(id, bob.token)).items).toEqual([]);
    // The hidden comment's author still sees the thread and may reply; nobody else can.
    expect((await t.http.post(`/api/character/${id}/comments`, { body: 'x', parentId: c.id }, bob.token)).status).toBe(404);
    // Replies read oldest first; the test clock stands still unless moved.
    t.clock.advance(1000);
    await post(id, alice, 'still here', c.id);
    await t.http.put(`/api/admin/comment/${second.id}/hide`, undefined, admin.token);
    expect((await counts(id)).countComment).toBe(0);
    await t.http.put(`/api/admin/comment/${c.id}/restore`, undefined, admin.token);
    expect((await counts(id)).countComment).toBe(3);
    expect((await list(id)).items[0]!.replies.map((r) => r.body)).toEqual(['reply one', 'still here']);
    expect((await counts(id)).countComment).toBe(await visibleCommentRows(id));
  });

  it('keeps countComment equal to the visible rows under parallel posts, reports and deletes', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const users = await Promise.all(Array.from({ length: 6 }, () => makeUser(t.ctx)));
    const top = await Promise.all(users.map((u, i) => post(id, u, `comment ${i}`)));
    await Promise.all([
      ...users.flatMap((u, i) =>
        top.map((c) => t.http.post(`/api/character/${id}/comments`, { body: `re ${i}`, parentId: c.id }, u.token)),
      ),
      ...users.map((u) => t.http.post(`/api/comment/${top[0]!.id}/report`, {}, u.token)),
      t.http.delete(`/api/comment/${top[1]!.id}`, users[1]!.token),
      t.http.put(`/api/admin/comment/${top[2]!.id}/hide`, undefined, admin.token),
    ]);
    expect((await counts(id)).countComment).toBe(await visibleCommentRows(id));
    const replies = await t.ctx.db.select({ id: comments.id }).from(comments).where(eq(comments.characterId, id));
    await Promise.all([
      ...replies.slice(0, 12).map((r, i) => t.http.put(`/api/admin/comment/${r.id}/${i % 2 ? 'hide' : 'restore'}`, undefined, admin.token)),
      t.http.put(`/api/admin/comment/${top[2]!.id}/restore`, undefined, admin.token),
      t.http.put(`/api/admin/comment/${top[3]!.id}/hide`, undefined, admin.token),
      t.http.delete(`/api/admin/comment/${top[4]!.id}`, admin.token),
      ...users.map((u) => t.http.post(`/api/character/${id}/comments`, { body: 'late reply', parentId: top[5]!.id }, u.token)),
    ]);
    expect((await counts(id)).countComment).toBe(await visibleCommentRows(id));
  });

  it('rate-limits posting per user when limits are on', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
    try {
      const u = await makeUser(limited.ctx);
      const { id } = await stageCharacter(limited.ctx, u.id);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await limited.http.post(`/api/character/${id}/comments`, { body: `n${i}` }, u.token)).status);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('drops the likes of a deleted account from the counts', async () => {
    const { id } = await stageCharacter(t.ctx, submitter.id);
    const leaver = await makeUser(t.ctx);
    await t.http.put(`/api/character/${id}/like`, undefined, leaver.token);
    await post(id, leaver, 'bye');
    expect((await t.http.delete('/api/authentication/delete-account', leaver.token, {})).status).toBe(200);
    expect((await counts(id)).countLike).toBe(0);
    expect((await list(id)).items).toHaveLength(1);
  });
});
