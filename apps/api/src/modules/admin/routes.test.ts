import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterInput, makeAdmin, makeUser, saveSettings, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';

describe('admin character review and votes', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx, { nickname: 'Submitter' });
  });
  afterAll(() => t.close());

  const submit = async (name = 'Queued') =>
    (await t.http.post('/api/character', characterInput({ name }), owner.token)).body.data.id as string;
  const audit = (targetId: string) => t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, targetId));

  it('answers 401 to visitors and 403 to shoppers on every admin route, before validating input', async () => {
    const id = await submit();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/character/list'],
      ['GET', `/api/admin/character/show/${id}`],
      ['PUT', `/api/admin/character/${id}`, { name: 'x' }],
      ['DELETE', `/api/admin/character/${id}`],
      ['GET', `/api/admin/character/approve/${id}`],
      ['GET', `/api/admin/character/reject/${id}?rejectReason=no`],
      ['PUT', `/api/admin/vote/${id}`, { countTarget: 500 }],
      ['GET', '/api/admin/user/list'],
      ['GET', '/api/admin/character/show/BAD'],
    ];
    for (const [method, path, body] of calls) {
      const visitor = await t.http.request(method, path, { body });
      expect(visitor.status, `${method} ${path}`).toBe(401);
      const shopper = await t.http.request(method, path, { body, token: owner.token });
      expect(shopper.status, `${method} ${path}`).toBe(403);
      expect(shopper.body.code).toBe('40104');
    }
  });

  it('approves a pending character, opening its vote with the default target', async () => {
    await saveSettings(t.ctx, { defaultVoteCountTarget: 250 });
    const id = await submit('Approve Me');
    const res = await t.http.get(`/api/admin/character/approve/${id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'approved',
      phase: 'vote-active',
      displayStatus: 'On Voting',
      vote: { status: 'active', countCurrent: 0, countTarget: 250 },
    });
    expect((await t.http.get(`/api/vote/show/${id}`)).status).toBe(200);
    expect((await t.http.get('/api/vote/page-list?name=approve')).body.data).toHaveLength(1);

    const inbox = await t.http.get('/api/message/pageForMine', owner.token);
    expect(inbox.body.data[0]).toMatchObject({ kind: 'character_approved', title: 'Approve Me was approved', link: `/vote/show/${id}` });
    expect((await audit(id)).map((a) => [a.action, a.adminId])).toEqual([['character.approve', admin.id]]);

    const twice = await t.http.get(`/api/admin/character/approve/${id}`, admin.token);
    expect(twice.status).toBe(400);
    expect(twice.body.detail).toBe('A character that is approved cannot be approved');
  });

  it('rejects with a reason the owner is told about', async () => {
    const id = await submit('Reject Me');
    const missing = await t.http.get(`/api/admin/character/reject/${id}`, admin.token);
    expect(missing.status).toBe(400);
    const tooLong = await t.http.get(`/api/admin/character/reject/${id}?rejectReason=${'r'.repeat(2001)}`, admin.token);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].message).toBe('rejectReason must be at most 2000 characters');

    const res = await t.http.get(`/api/admin/character/reject/${id}?rejectReason=Copyrighted%20logo`, admin.token);
    expect(res.body.data).toMatchObject({ status: 'rejected', rejectReason: 'Copyrighted logo' });
    const inbox = await t.http.get('/api/message/pageForMine', owner.token);
    expect(inbox.body.data[0]).toMatchObject({ kind: 'character_rejected', body: expect.stringContaining('Copyrighted logo') });
    expect((await audit(id))[0]).toMatchObject({ action: 'character.reject', detail: { rejectReason: 'Copyrighted logo' } });
    expect((await t.http.get(`/api/admin/character/reject/${id}?rejectReason=again`, admin.token)).status).toBe(400);
  });

  it('lists characters by status, phase and name, with their submitter', async () => {
    await submit('Listed Pending');
    const { id: saleId } = await stageCharacter(t.ctx, owner.id, { name: 'Listed Sale', saleInDays: -2 });
    await stageCharacter(t.ctx, owner.id, { name: 'Listed Presale', saleInDays: 3 });
    const list = async (q: string) =>
      ((await t.http.get(`/api/admin/character/list?${q}`, admin.token)).body.data as { name: string }[]).map((c) => c.name);
    expect(await list('status=pending&name=listed')).toEqual(['Listed Pending']);
    expect(await list('phase=sale')).toEqual(['Listed Sale']);
    expect(await list('phase=pre-sale')).toEqual(['Listed Presale']);
    const [row] = (await t.http.get(`/api/admin/character/list?name=listed%20sale`, admin.token)).body.data;
    expect(row).toMatchObject({ id: saleId, user: { id: owner.id, profile: { nickname: 'Submitter' } } });
    expect((await t.http.get('/api/admin/character/list?phase=sold', admin.token)).status).toBe(400);
  });

  it('edits and deletes any character, auditing both', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { name: 'Typo Nmae' });
    const edited = await t.http.put(`/api/admin/character/${id}`, { name: 'Typo Name', genre: 'Anime, Manga' }, admin.token);
    expect(edited.body.data).toMatchObject({ name: 'Typo Name', genre: 'Anime,Manga', status: 'approved' });
    expect((await t.http.put(`/api/admin/character/${id}`, { description: 'short' }, admin.token)).status).toBe(400);
    expect((await t.http.delete(`/api/admin/character/${id}`, admin.token)).status).toBe(200);
    expect((await t.http.get(`/api/vote/show/${id}`)).status).toBe(404);
    expect((await t.http.delete(`/api/admin/character/${id}`, admin.token)).status).toBe(404);
    expect((await audit(id)).map((a) => a.action).sort()).toEqual(['character.delete', 'character.update']);
  });

  it('changes a vote target and closes a vote, keeping the target above the count', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { vote: { countCurrent: 150, countTarget: 1000 } });
    const lowered = await t.http.put(`/api/admin/vote/${id}`, { countTarget: 200 }, admin.token);
    expect(lowered.body.data).toMatchObject({ status: 'active', countCurrent: 150, countTarget: 200, progress: 75 });
    const below = await t.http.put(`/api/admin/vote/${id}`, { countTarget: 120 }, admin.token);
    expect(below.status).toBe(400);
    expect((await t.http.put(`/api/admin/vote/${id}`, { countTarget: 50 }, admin.token)).body.errors[0].message).toBe(
      'countTarget must be at least 100',
    );
    expect((await t.http.put(`/api/admin/vote/${id}`, {}, admin.token)).status).toBe(400);

    const closed = await t.http.put(`/api/admin/vote/${id}`, { status: 'ended' }, admin.token);
    expect(closed.body.data.status).toBe('ended');
    expect((await t.http.get(`/api/vote/show/${id}`)).body.data).toMatchObject({ phase: 'vote-failed', displayStatus: 'Voting Ended' });
    expect((await audit(id))[0]).toMatchObject({ action: 'vote.update', targetType: 'vote' });
    const pending = await submit();
    expect((await t.http.put(`/api/admin/vote/${pending}`, { countTarget: 500 }, admin.token)).status).toBe(404);
  });

  it('lists users with their balances, searchable', async () => {
    const res = await t.http.get(`/api/admin/user/list?keyword=${owner.username.slice(0, 9).toUpperCase()}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: owner.id, nickname: 'Submitter', voteToken: 0, diamond: 0, deletedAt: null }),
    ]);
    expect((await t.http.get('/api/admin/user/list?pageSize=1000', admin.token)).status).toBe(400);
  });
});
