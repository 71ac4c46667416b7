import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, makeAdmin, makeUser, openCampaign, supportAndPay } from '../../../test/factories';
import { signIn } from '../../../test/factories/crowdfunding';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';
import { messages } from '../message/schema';
import { emailOutbox } from '../notification/schema';
import { refunds } from '../payment/schema';
import { crowdfundingSupports } from './schema';

const DAY = 86_400_000;

/**
 * Issue 29 item 1 for campaigns: the rewards' estimated ship month, a delay told to every paid
 * support (message and email), the backer's keep or cancel (a full refund through the queue, the
 * diamonds following the money), and the consent job refunding the unanswered, the clock moved.
 */
describe('campaign reward delays', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let ownerId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    ownerId = (await makeUser(t.ctx)).id;
  });
  afterAll(() => t?.close());

  const supportOf = async (id: string) => (await t.ctx.db.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, id)))[0]!;
  const kindsOf = async (userId: string) => (await t.ctx.db.select().from(messages).where(eq(messages.userId, userId))).map((m) => m.kind);
  const emailKinds = async (userId: string) =>
    (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId))).map((e) => e.kind);

  async function backedCampaign(backers = 2) {
    const campaign = await openCampaign(t, admin.token, ownerId);
    const set = await t.http.put(`/api/admin/crowdfunding/${campaign.id}/shipping`, { shipMonth: '2027-03' }, admin.token);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const fans = [];
    for (let i = 0; i < backers; i++) {
      const fan = await makeUser(t.ctx);
      const { supportId, status } = await supportAndPay(t, fan.token, campaign.id, campaign.specs[30]!);
      expect(status).toBe('succeeded');
      fans.push({ ...fan, supportId });
    }
    return { campaign, fans };
  }

  it('tells every paid support; keep answers it, cancel refunds it in full and takes its diamonds back', async () => {
    const { campaign, fans } = await backedCampaign();
    const [keeper, leaver] = fans as [(typeof fans)[number], (typeof fans)[number]];
    const unpaid = await makeUser(t.ctx);
    await t.http.post('/api/crowdfunding-support', { characterId: campaign.id, specId: campaign.specs[50] }, unpaid.token);

    const res = await t.http.post(
      `/api/admin/crowdfunding/${campaign.id}/delay`,
      { shipMonth: '2027-04', reason: 'Mould rework' },
      admin.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      shipMonth: '2027-04',
      delays: [{ fromMonth: '2027-03', toMonth: '2027-04', needsConsent: false }],
    });
    for (const fan of fans) {
      expect(await kindsOf(fan.id)).toContain('support_delayed');
      expect(await emailKinds(fan.id)).toContain('support_delayed');
    }
    expect(await kindsOf(unpaid.id)).not.toContain('support_delayed');
    // The operator's delay is audited once, with the supports it told (a reward's OrderDelayed).
    const audited = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, campaign.id), eq(auditLogs.action, 'crowdfunding.delay')));
    expect(audited).toMatchObject([
      {
        adminId: admin.id,
        targetType: 'crowdfunding',
        detail: {
          id: res.body.data.delays[0].id,
          fromMonth: '2027-03',
          toMonth: '2027-04',
          needsConsent: false,
          answerBy: null,
          supports: 2,
        },
      },
    ]);
    const shown = await t.http.get(`/api/crowdfunding-support/show/${keeper.supportId}`, keeper.token);
    expect(shown.body.data).toMatchObject({ shipMonth: '2027-04', delays: [{ toMonth: '2027-04', answer: null }] });

    expect((await t.http.post(`/api/crowdfunding-support/${keeper.supportId}/delay-answer`, { answer: 'keep' }, leaver.token)).status).toBe(
      404,
    );
    expect((await t.http.post(`/api/crowdfunding-support/${keeper.supportId}/delay-answer`, { answer: 'keep' }, keeper.token)).status).toBe(
      200,
    );
    expect((await supportOf(keeper.supportId)).refundStatus).toBeNull();

    expect((await balancesOf(t, leaver.id)).frozenDiamonds).toBe(10);
    const cancel = await t.http.post(`/api/crowdfunding-support/${leaver.supportId}/delay-answer`, { answer: 'cancel' }, leaver.token);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    // Answered: a second answer has nothing open.
    expect((await t.http.post(`/api/crowdfunding-support/${leaver.supportId}/delay-answer`, { answer: 'keep' }, leaver.token)).status).toBe(
      400,
    );
    await t.ctx.jobs.drain();
    expect(await supportOf(leaver.supportId)).toMatchObject({ refundStatus: 'succeeded', refundedCents: 3000, diamondsTakenBack: 10 });
    expect((await balancesOf(t, leaver.id)).frozenDiamonds).toBe(0);
    expect(await kindsOf(leaver.id)).toContain('support_cancelled');
    expect(await emailKinds(leaver.id)).toContain('support_cancelled');
  });

  it('a double-confirmed “cancel for a full refund” with one idempotency key is one answer and one refund (issue 41)', async () => {
    const { campaign, fans } = await backedCampaign(1);
    const [fan] = fans as [(typeof fans)[number]];
    const delayed = await t.http.post(
      `/api/admin/crowdfunding/${campaign.id}/delay`,
      { shipMonth: '2027-04', reason: 'Mould rework' },
      admin.token,
    );
    expect(delayed.status).toBe(200);
    const headers = { 'idempotency-key': `support-delay-${fan.supportId}` };
    const taps = await Promise.all(
      [0, 1, 2].map(() =>
        t.http.postRetrying(`/api/crowdfunding-support/${fan.supportId}/delay-answer`, { answer: 'cancel' }, fan.token, headers),
      ),
    );
    expect(taps.map((r) => r.status)).toEqual([200, 200, 200]);
    await t.ctx.jobs.drain();
    const support = await supportOf(fan.supportId);
    expect(support).toMatchObject({ refundStatus: 'succeeded', refundedCents: 3000, diamondsTakenBack: 10 });
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.paymentId, support.paymentId!))).toHaveLength(1);
    expect((await emailKinds(fan.id)).filter((k) => k === 'support_cancelled')).toHaveLength(1);
    const other = await t.http.postRetrying(
      `/api/crowdfunding-support/${fan.supportId}/delay-answer`,
      { answer: 'keep' },
      fan.token,
      headers,
    );
    expect(other.status).toBe(422);
  });

  it('refuses a delay without a ship month or not later, and a second ship month', async () => {
    const campaign = await openCampaign(t, admin.token, ownerId);
    const none = await t.http.post(`/api/admin/crowdfunding/${campaign.id}/delay`, { shipMonth: '2027-04', reason: 'x' }, admin.token);
    expect(none.body.type).toMatch(/ship-month-missing$/);
    await t.http.put(`/api/admin/crowdfunding/${campaign.id}/shipping`, { shipMonth: '2027-03' }, admin.token);
    expect((await t.http.put(`/api/admin/crowdfunding/${campaign.id}/shipping`, { shipMonth: '2027-09' }, admin.token)).body.type).toMatch(
      /ship-month-set$/,
    );
    expect(
      (await t.http.post(`/api/admin/crowdfunding/${campaign.id}/delay`, { shipMonth: '2027-02', reason: 'x' }, admin.token)).body.type,
    ).toMatch(/delay-not-later$/);
    expect((await t.http.get(`/api/admin/crowdfunding/nope/shipping`, admin.token)).status).toBe(404);
  });

  // Last: it moves the clock past every session's lifetime.
  it('a long delay unanswered for 14 days refunds the support by the job; an answered one stays', async () => {
    const { campaign, fans } = await backedCampaign();
    const [silent, keeper] = fans as [(typeof fans)[number], (typeof fans)[number]];
    const res = await t.http.post(
      `/api/admin/crowdfunding/${campaign.id}/delay`,
      { shipMonth: '2027-07', reason: 'Factory move' },
      admin.token,
    );
    expect(res.body.data.delays[0]).toMatchObject({ needsConsent: true });
    await t.http.post(`/api/crowdfunding-support/${keeper.supportId}/delay-answer`, { answer: 'keep' }, keeper.token);
    t.clock.advance(13 * DAY);
    await t.ctx.jobs.runScheduled(['crowdfunding.delay-consent']);
    await t.ctx.jobs.drain();
    expect((await supportOf(silent.supportId)).refundStatus).toBeNull();
    t.clock.advance(DAY + 60_000);
    expect(await t.ctx.jobs.runScheduled(['crowdfunding.delay-consent'])).toEqual(['crowdfunding.delay-consent']);
    await t.ctx.jobs.drain();
    expect(await supportOf(silent.supportId)).toMatchObject({ refundStatus: 'succeeded', refundedCents: 3000 });
    expect((await supportOf(keeper.supportId)).refundStatus).toBeNull();
    const shown = await t.http.get(`/api/crowdfunding-support/show/${silent.supportId}`, await signIn(t, silent.id));
    expect(shown.body.data.delays[0]).toMatchObject({ answer: null, needsConsent: true });
    // The job again: nothing more.
    await t.ctx.jobs.runScheduled(['crowdfunding.delay-consent']);
    await t.ctx.jobs.drain();
    expect((await supportOf(silent.supportId)).refundedCents).toBe(3000);
  });
});
