import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveDiamonds, makeAdmin, makeUser, openSale } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';
import { hashSeed } from '@pedestal/contract/rules/draw';

describe('raffle admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates a raffle, manages its specs, reports stats and reveals the seed when deleted', async () => {
    const admin = await makeAdmin(t.ctx);
    const user = await makeUser(t.ctx);
    const { specId } = await openSale(t, user.id, { stock: 4 });
    const created = await t.http.post(
      '/api/admin/raffle',
      { title: 'Spring Draw', description: 'Win a figure', status: 'active' },
      admin.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const raffle = created.body.data;
    expect(raffle).toMatchObject({
      title: 'Spring Draw',
      costDiamond: 160,
      winRate: 0.06,
      guaranteeCount: 80,
      status: 'active',
      seed: null,
      specs: [],
    });

    const available = await t.http.get('/api/admin/raffle/available-specs', admin.token);
    expect(available.body.data.map((s: { id: string }) => s.id)).toContain(specId);
    expect((await t.http.patch('/api/admin/raffle/add-figurine-spec', { raffleId: raffle.id, specId }, admin.token)).status).toBe(200);
    expect((await t.http.patch('/api/admin/raffle/add-figurine-spec', { raffleId: raffle.id, specId }, admin.token)).status).toBe(400);
    expect((await t.http.get('/api/admin/raffle/available-specs', admin.token)).body.data.map((s: { id: string }) => s.id)).not.toContain(
      specId,
    );

    await giveDiamonds(t, user.id, 320);
    for (let i = 0; i < 2; i++) expect((await t.http.post(`/api/raffle/consume/${specId}`, undefined, user.token)).status).toBe(200);
    const detail = await t.http.get(`/api/admin/raffle/detail/${raffle.id}`, admin.token);
    expect(detail.body.data.specs.map((s: { id: string }) => s.id)).toEqual([specId]);
    expect(detail.body.data.stats).toMatchObject({ entries: 2, players: 1, diamonds: 320 });
    expect((await t.http.put(`/api/admin/raffle/${raffle.id}`, { winRate: 0.5 }, admin.token)).status).toBe(400);
    const renamed = await t.http.put(`/api/admin/raffle/${raffle.id}`, { title: 'Summer Draw' }, admin.token);
    // A partial update: what was left out keeps its value (a live raffle stays live).
    expect(renamed.body.data).toMatchObject({
      title: 'Summer Draw',
      description: 'Win a figure',
      status: 'active',
      costDiamond: 160,
      winRate: 0.06,
      guaranteeCount: 80,
      seed: null,
    });
    expect((await t.http.get('/api/admin/raffle/list', admin.token)).body.data.some((r: { id: string }) => r.id === raffle.id)).toBe(true);

    const ended = await t.http.delete(`/api/admin/raffle/${raffle.id}`, admin.token);
    expect(ended.body.data.status).toBe('ended');
    expect(hashSeed(ended.body.data.seed)).toBe(raffle.seedHash);
    expect((await t.http.get(`/api/raffle/show/${specId}`)).status).toBe(404);

    expect((await t.http.patch(`/api/admin/raffle/remove-figurine-spec/${specId}`, undefined, admin.token)).status).toBe(200);
    expect((await t.http.patch(`/api/admin/raffle/remove-figurine-spec/${specId}`, undefined, admin.token)).status).toBe(404);
    const audits = await t.ctx.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.targetId, raffle.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'raffle.add_spec',
      'raffle.create',
      'raffle.delete',
      'raffle.remove_spec',
      'raffle.update',
    ]);
  });

  it('refuses visitors (401) and users (403)', async () => {
    const user = await makeUser(t.ctx);
    expect((await t.http.get('/api/admin/raffle/list')).status).toBe(401);
    expect((await t.http.get('/api/admin/raffle/list', user.token)).status).toBe(403);
    expect((await t.http.post('/api/admin/raffle', { title: 'x' }, user.token)).status).toBe(403);
  });
});
