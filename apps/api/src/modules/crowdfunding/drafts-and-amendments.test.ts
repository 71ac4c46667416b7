import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser, openCampaign, stageCharacter, supportAndPay } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';
import { characters } from '../character/schema';

const DAY = 86_400_000;

/** Decision 066: a campaign is prepared as a draft and started when complete; while it runs it changes only by amendment. */
describe('crowdfunding drafts and amendments', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeUser(t.ctx);
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());

  const audit = (targetId: string) => t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, targetId));
  const later = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();

  /** A $500 campaign with $120 raised ($100 + $20 tiers). */
  async function runningAt120() {
    const { id, specs } = await openCampaign(t, admin.token, owner.id);
    const tier = await t.http.post(`/api/admin/crowdfunding-spec/${id}`, { price: 20, diamond: 5 }, admin.token);
    expect(tier.status).toBe(200);
    const goal = await t.http.post(`/api/admin/crowdfunding/${id}/amend`, { countTarget: 500, reason: 'Start at $500' }, admin.token);
    expect(goal.status).toBe(200);
    const fan = await makeUser(t.ctx);
    expect((await supportAndPay(t, fan.token, id, specs[100]!)).status).toBe('succeeded');
    expect((await supportAndPay(t, fan.token, id, tier.body.data.id)).status).toBe('succeeded');
    const show = await t.http.get(`/api/crowdfunding/show/${id}`);
    expect(show.body.data.crowdfunding).toMatchObject({ countCurrent: 120, countTarget: 500 });
    return { id, specs };
  }

  it('refuses the goal, end date or a tier price of a running campaign through the general edit (409), and changes nothing', async () => {
    const { id, specs } = await runningAt120();
    const goal = await t.http.put(`/api/admin/crowdfunding/${id}`, { countTarget: 100 }, admin.token);
    expect(goal.status).toBe(409);
    expect(goal.body.type).toBe('/api/problems/campaign-amend-required');
    expect(goal.body.detail).toContain('Amend');
    expect((await t.http.put(`/api/admin/crowdfunding/${id}`, { endAt: later(3) }, admin.token)).status).toBe(409);
    const price = await t.http.put(`/api/admin/crowdfunding-spec/${specs[30]}`, { price: 5 }, admin.token);
    expect(price.status).toBe(409);
    // Its images and tiers' other fields stay editable.
    expect((await t.http.put(`/api/admin/crowdfunding/${id}`, { images: ['/uploads/cf/b.webp'] }, admin.token)).status).toBe(200);
    expect((await t.http.put(`/api/admin/crowdfunding-spec/${specs[30]}`, { diamond: 11 }, admin.token)).status).toBe(200);
    const show = await t.http.get(`/api/crowdfunding/show/${id}`);
    expect(show.body.data.crowdfunding).toMatchObject({ countTarget: 500, images: ['/uploads/cf/b.webp'] });
    expect(show.body.data.crowdfunding.specs.find((s: { id: string }) => s.id === specs[30]).price).toBe(30);
    // "Finish as success" stays refused below the goal: the override with a reason is the only way.
    expect((await t.http.get(`/api/admin/character/finish-crowdfunding-success/${id}`, admin.token)).status).toBe(400);
  });

  it('refuses an amendment below what is raised (409) or without a reason (400), and changes nothing', async () => {
    const { id } = await runningAt120();
    const below = await t.http.post(`/api/admin/crowdfunding/${id}/amend`, { countTarget: 100, reason: 'Lower it' }, admin.token);
    expect(below.status).toBe(409);
    expect(below.body.type).toBe('/api/problems/goal-below-raised');
    expect(below.body.detail).toContain('$120.00');
    const bare = await t.http.post(`/api/admin/crowdfunding/${id}/amend`, { countTarget: 200 }, admin.token);
    expect(bare.status).toBe(400);
    const short = await t.http.post(`/api/admin/crowdfunding/${id}/amend`, { countTarget: 200, reason: 'ok' }, admin.token);
    expect(short.status).toBe(400);
    const empty = await t.http.post(`/api/admin/crowdfunding/${id}/amend`, { reason: 'Nothing at all' }, admin.token);
    expect(empty.status).toBe(400);
    const show = await t.http.get(`/api/crowdfunding/show/${id}`);
    expect(show.body.data.crowdfunding.countTarget).toBe(500);
    expect((await audit(id)).filter((a) => a.action === 'crowdfunding.amend')).toHaveLength(1);
  });

  it('amends the goal above what is raised, the end and a tier price with a reason, audited old → new under the operator', async () => {
    const { id, specs } = await runningAt120();
    // The test clock stands still: a minute apart, the two amendments read in their order.
    t.clock.advance(60_000);
    const endAt = later(30);
    const res = await t.http.post(
      `/api/admin/crowdfunding/${id}/amend`,
      { countTarget: 200, endAt, tiers: [{ id: specs[50], price: 45 }], reason: 'Smaller production run agreed with the creator' },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.crowdfunding).toMatchObject({ countTarget: 200, countCurrent: 120, endAt });
    const rows = (await audit(id)).filter((a) => a.action === 'crowdfunding.amend');
    const last = rows.at(-1)!;
    expect(last.adminId).toBe(admin.id);
    expect(last.detail).toEqual({
      reason: 'Smaller production run agreed with the creator',
      changes: [
        { field: 'countTarget', from: 500, to: 200 },
        { field: 'endAt', from: expect.any(String), to: endAt },
        { field: `tier:${specs[50]}:price`, from: 50, to: 45 },
      ],
    });
    const show = await t.http.get(`/api/crowdfunding/show/${id}`);
    expect(show.body.data.crowdfunding.specs.find((s: { id: string }) => s.id === specs[50]).price).toBe(45);
    // Decision 072: shoppers read each amendment on the campaign page, dated, with the reason, oldest first.
    expect(show.body.data.amendments).toEqual([
      { at: expect.any(String), reason: 'Start at $500', changes: [{ field: 'goal', from: 10000, to: 500 }] },
      {
        at: t.clock.now().toISOString(),
        reason: 'Smaller production run agreed with the creator',
        changes: [
          { field: 'goal', from: 500, to: 200 },
          { field: 'end-at', from: expect.any(String), to: endAt },
          { field: 'tier-price', tierName: '', from: 50, to: 45 },
        ],
      },
    ]);
  });

  it('answers no amendments for a campaign never amended, and none when a refused amendment changed nothing', async () => {
    const { id } = await openCampaign(t, admin.token, owner.id);
    const below = await t.http.post(`/api/admin/crowdfunding/${id}/amend`, { countTarget: 10000, reason: 'Same goal again' }, admin.token);
    expect(below.status).toBe(200);
    expect((await t.http.get(`/api/crowdfunding/show/${id}`)).body.data.amendments).toEqual([]);
  });

  it('refuses to amend a campaign that is not running', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { vote: { status: 'ended', countCurrent: 1000, countTarget: 1000 } });
    expect((await t.http.post(`/api/admin/crowdfunding/${id}/draft`, {}, admin.token)).status).toBe(200);
    const res = await t.http.post(`/api/admin/crowdfunding/${id}/amend`, { countTarget: 200, reason: 'Not yet running' }, admin.token);
    expect(res.status).toBe(409);
    expect(res.body.type).toBe('/api/problems/campaign-not-running');
  });

  it('prepares a draft shoppers do not see, refuses to start it while incomplete (409 with the list), then starts it', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { vote: { status: 'ended', countCurrent: 1000, countTarget: 1000 } });
    await t.ctx.db.update(characters).set({ description: '' }).where(eq(characters.id, id));
    const draft = await t.http.post(`/api/admin/crowdfunding/${id}/draft`, {}, admin.token);
    expect(draft.status).toBe(200);
    expect(draft.body.data.crowdfunding).toMatchObject({ status: 'inactive', images: [] });
    expect((await t.http.post(`/api/admin/crowdfunding/${id}/draft`, {}, admin.token)).status).toBe(409);
    // Not visible to shoppers: the campaign page is not found, the character's page and lists carry no campaign.
    expect((await t.http.get(`/api/crowdfunding/show/${id}`)).status).toBe(404);
    expect((await t.http.get(`/api/vote/show/${id}`)).body.data.crowdfunding).toBeNull();
    const list = await t.http.get('/api/crowdfunding/page-list?page=1&pageSize=100');
    expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(id);

    const missing = await t.http.post(`/api/admin/crowdfunding/${id}/start`, {}, admin.token);
    expect(missing.status).toBe(409);
    expect(missing.body.type).toBe('/api/problems/campaign-draft-incomplete');
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toEqual(['tier', 'image', 'description']);
    // The legacy start refuses an incomplete draft the same way.
    expect((await t.http.get(`/api/admin/character/start-crowdfunding/${id}`, admin.token)).status).toBe(409);

    // The draft's goal, end, images and tiers are edited freely.
    const endAt = later(20);
    const edit = await t.http.put(
      `/api/admin/crowdfunding/${id}`,
      { countTarget: 800, endAt, images: ['/uploads/cf/d.webp'] },
      admin.token,
    );
    expect(edit.status).toBe(200);
    const tier = await t.http.post(`/api/admin/crowdfunding-spec/${id}`, { price: 40, diamond: 10 }, admin.token);
    expect((await t.http.put(`/api/admin/crowdfunding-spec/${tier.body.data.id}`, { price: 45 }, admin.token)).status).toBe(200);
    const still = await t.http.post(`/api/admin/crowdfunding/${id}/start`, {}, admin.token);
    expect(still.body.errors.map((e: { path: string }) => e.path)).toEqual(['description']);
    await t.ctx.db.update(characters).set({ description: 'A brave ranger.' }).where(eq(characters.id, id));
    expect((await t.http.get(`/api/crowdfunding/show/${id}`)).status).toBe(404);

    const started = await t.http.post(`/api/admin/crowdfunding/${id}/start`, {}, admin.token);
    expect(started.status).toBe(200);
    const show = await t.http.get(`/api/crowdfunding/show/${id}`);
    expect(show.status).toBe(200);
    expect(show.body.data.crowdfunding).toMatchObject({ status: 'active', countTarget: 800, endAt, images: ['/uploads/cf/d.webp'] });
    expect(show.body.data.crowdfunding.specs.map((s: { price: number }) => s.price)).toEqual([45]);
    expect(show.body.data.vote).toMatchObject({ status: 'ended', negotiation: 'succeeded' });
    expect((await audit(id)).map((a) => a.action)).toEqual(expect.arrayContaining(['crowdfunding.draft', 'crowdfunding.start']));
    expect((await t.http.post(`/api/admin/crowdfunding/${id}/start`, {}, admin.token)).status).toBe(409);
  });

  it('refuses a draft whose end date has passed', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { vote: { status: 'ended', countCurrent: 1000, countTarget: 1000 } });
    await t.http.post(`/api/admin/crowdfunding/${id}/draft`, {}, admin.token);
    await t.http.put(`/api/admin/crowdfunding/${id}`, { images: ['/uploads/cf/e.webp'] }, admin.token);
    await t.http.post(`/api/admin/crowdfunding-spec/${id}`, { price: 40, diamond: 10 }, admin.token);
    t.clock.advance(61 * DAY);
    const fresh = await makeAdmin(t.ctx);
    const res = await t.http.post(`/api/admin/crowdfunding/${id}/start`, {}, fresh.token);
    expect(res.status).toBe(409);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['end-at']);
  });
});
