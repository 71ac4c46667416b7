import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, makeAdmin, makeUser, openCampaign, setCampaignGoal, signIn, supportAndPay } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';
import { messages } from '../message/schema';
import { EMAIL_QUEUE } from '../notification';
import { emailOutbox } from '../notification/schema';
import { getPayment } from '../payment/service';
import { crowdfundingSupports, crowdfundings } from './schema';

/** Honest campaign endings (decision 036): success only at the goal, an override with a reason below it, failure by hand. */
describe('campaign endings by hand', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeAdmin>>;
  let operator: Awaited<ReturnType<typeof makeAdmin>>;
  let support: Awaited<ReturnType<typeof makeAdmin>>;
  let submitter: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeAdmin(t.ctx, 'owner');
    operator = await makeAdmin(t.ctx, 'operator');
    support = await makeAdmin(t.ctx, 'support');
    submitter = await makeUser(t.ctx);
  });
  afterAll(() => t.close());

  const campaignOf = async (id: string) => (await t.ctx.db.select().from(crowdfundings).where(eq(crowdfundings.characterId, id)))[0]!;
  /** The audit rows of the campaign's ending (its preparation and start by the owner left out). */
  const auditOf = async (id: string) =>
    (await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, id))).filter(
      (a) => !['crowdfunding.draft', 'crowdfunding.update', 'crowdfunding.start'].includes(a.action),
    );

  it('refuses "finish as success" below the goal, and changes nothing', async () => {
    const { id, specs } = await openCampaign(t, owner.token, submitter.id);
    const fan = await makeUser(t.ctx);
    await supportAndPay(t, fan.token, id, specs[30]!);
    await setCampaignGoal(t, id, 10_000);
    const res = await t.http.get(`/api/admin/character/finish-crowdfunding-success/${id}`, operator.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: '/api/problems/campaign-below-goal', params: { percent: 0 } });
    expect((await campaignOf(id)).status).toBe('active');
    expect(await balancesOf(t, fan.id)).toMatchObject({ diamonds: 0, frozenDiamonds: 10 });
    expect(await auditOf(id)).toEqual([]);
  });

  it('funds below the goal only with a written reason, audited under the operator; shoppers are not told it reached its goal', async () => {
    const { id, specs } = await openCampaign(t, owner.token, submitter.id);
    const [en, zh] = [await makeUser(t.ctx), await makeUser(t.ctx)];
    expect((await t.http.put('/api/user/profile', { language: 'zh-CN' }, zh.token)).status).toBe(200);
    await supportAndPay(t, en.token, id, specs[30]!);
    await supportAndPay(t, zh.token, id, specs[50]!);
    await setCampaignGoal(t, id, 10_000);

    const noReason = await t.http.post(`/api/admin/character/fund-below-goal/${id}`, { reason: ' ' }, operator.token);
    expect(noReason.status).toBe(400);
    expect(noReason.body.type).toBe('/api/problems/admin-reason-required');
    const bySupport = await t.http.post(
      `/api/admin/character/fund-below-goal/${id}`,
      { reason: 'Factory agreed a small run' },
      support.token,
    );
    expect(bySupport.status).toBe(403);
    expect((await campaignOf(id)).status).toBe('active');

    const res = await t.http.post(`/api/admin/character/fund-below-goal/${id}`, { reason: 'Factory agreed a small run' }, operator.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.crowdfunding).toMatchObject({ status: 'success_pending', countCurrent: 80, countTarget: 10_000 });
    expect(await campaignOf(id)).toMatchObject({ status: 'success_pending', fundedBelowGoalReason: 'Factory agreed a small run' });
    expect(await balancesOf(t, en.id)).toMatchObject({ frozenDiamonds: 0 });
    expect((await auditOf(id)).map((a) => [a.action, a.adminId, a.detail])).toEqual([
      ['crowdfunding.fund_below_goal', operator.id, { reason: 'Factory agreed a small run', current: 80, target: 10_000 }],
    ]);

    // Messages, in each reader's language, say it goes into production, not that it reached its goal.
    const inbox = async (token: string) =>
      ((await t.http.get('/api/message/pageForMine', token)).body.data as { kind: string; title: string; content: string }[]).find(
        (m) => m.kind === 'crowdfunding_success',
      )!;
    const enMessage = await inbox(en.token);
    expect(enMessage.title).toContain('goes into production');
    expect(JSON.stringify(enMessage)).not.toMatch(/reached its goal|was funded/);
    const zhMessage = await inbox(zh.token);
    expect(zhMessage.title).toContain('即将投产');
    expect(JSON.stringify(zhMessage)).not.toContain('已达成');

    // And so do the emails.
    const mails = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'campaign_funded')));
    expect(mails.filter((m) => [en.id, zh.id].includes(m.userId!)).map((m) => m.data.belowGoal)).toEqual([true, true]);
    await t.ctx.jobs.drain([EMAIL_QUEUE]);
    const sent = t.ctx
      .mailbox!.list()
      .filter((m) => (m.to === en.email || m.to === zh.email) && m.headers?.['X-Notification-Kind'] === 'campaign_funded');
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.text).not.toMatch(/reached its goal|达成目标|已达成/);
      expect(mail.subject).toMatch(/goes into production|即将投产/);
    }

    // The override is for below the goal: at the goal, finish as success.
    const other = await openCampaign(t, owner.token, submitter.id);
    await supportAndPay(t, en.token, other.id, other.specs[100]!);
    await setCampaignGoal(t, other.id, 100);
    const atGoal = await t.http.post(`/api/admin/character/fund-below-goal/${other.id}`, { reason: 'Not needed at all' }, operator.token);
    expect(atGoal.body.type).toBe('/api/problems/campaign-not-below-goal');
    expect((await t.http.get(`/api/admin/character/finish-crowdfunding-success/${other.id}`, operator.token)).status).toBe(200);
    const funded = await inbox(await signIn(t, en.id));
    expect(funded.title).toContain('was funded');
  });

  it('fails a campaign by hand: every paid support refunded through the queue, audited under the operator', async () => {
    const { id, specs } = await openCampaign(t, owner.token, submitter.id);
    const fans = [await makeUser(t.ctx), await makeUser(t.ctx)];
    const paid = [await supportAndPay(t, fans[0]!.token, id, specs[100]!), await supportAndPay(t, fans[1]!.token, id, specs[30]!)];
    expect(paid.map((p) => p.status)).toEqual(['succeeded', 'succeeded']);

    expect((await t.http.post(`/api/admin/character/finish-crowdfunding-failed/${id}`, {}, support.token)).status).toBe(403);
    const res = await t.http.post(`/api/admin/character/finish-crowdfunding-failed/${id}`, {}, operator.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ phase: 'crowdfunding-failed', crowdfunding: { status: 'failed' } });
    // The refunds are queued in the same transaction, then made by the queue.
    const supports = await t.ctx.db.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.characterId, id));
    expect(supports.map((s) => [s.status, s.refundStatus])).toEqual([
      ['failed', 'pending'],
      ['failed', 'pending'],
    ]);
    expect(await t.ctx.jobs.drain()).toBeGreaterThan(0);
    for (const [i, fan] of fans.entries()) {
      expect(await balancesOf(t, fan.id)).toMatchObject({ diamonds: 0, frozenDiamonds: 0 });
      const [s] = await t.ctx.db.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, paid[i]!.supportId));
      expect((await getPayment(t.ctx.db, s!.paymentId!))?.refundStatus).toBe('succeeded');
      const inbox = await t.ctx.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, fan.id), eq(messages.kind, 'crowdfunding_failed')));
      expect(inbox).toHaveLength(1);
    }
    expect((await auditOf(id)).map((a) => [a.action, a.adminId, a.detail])).toEqual([
      ['crowdfunding.finish_failed', operator.id, { refunds: 2, current: 130, target: 10_000 }],
    ]);
    // Once.
    const again = await t.http.post(`/api/admin/character/finish-crowdfunding-failed/${id}`, {}, operator.token);
    expect(again.body.type).toBe('/api/problems/campaign-not-failable');
  });
});
