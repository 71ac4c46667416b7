import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser, openCampaign, supportAndPay } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { users } from '../account/schema';
import { messages } from '../message/schema';
import { EMAIL_QUEUE } from '../notification';
import { emailOutbox } from '../notification/schema';
import { requestRefund } from '../payment';
import { payments } from '../payment/schema';

/**
 * A refund of a support (issue 24 #4) is told in a backer's words, not an order's: a message and an
 * email of their own (support_refunded), in part or in full, in English and in 简体中文.
 */
describe('support refunds: their own message and email', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let campaign: Awaited<ReturnType<typeof openCampaign>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    campaign = await openCampaign(t, admin.token, (await makeUser(t.ctx)).id);
  });
  afterAll(() => t?.close());

  async function refunded(language: 'en' | 'zh-CN', amountCents?: number) {
    const fan = await makeUser(t.ctx);
    await t.ctx.db.update(users).set({ language }).where(eq(users.id, fan.id));
    const paid = await supportAndPay(t, fan.token, campaign.id, campaign.specs[100]!);
    expect(paid.status).toBe('succeeded');
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, paid.supportId));
    await t.ctx.db.transaction((tx) =>
      requestRefund(t.ctx, tx, payment!.id, { ...(amountCents ? { amountCents } : {}), reason: 'Goodwill', source: 'console' }),
    );
    await t.ctx.jobs.drain();
    const notes = await t.ctx.db.select().from(messages).where(eq(messages.userId, fan.id));
    const mails = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, fan.id), eq(emailOutbox.kind, 'support_refunded')));
    return { fan, notes, mails, payment: payment! };
  }

  it('a partial refund: a support_refunded message and email, nothing about an order', async () => {
    const { fan, notes, mails } = await refunded('en', 2000);
    expect(notes.map((n) => n.kind)).not.toContain('figurine_order_refunded');
    expect(notes.map((n) => n.kind)).not.toContain('figurine_order_partly_refunded');
    const note = notes.find((n) => n.kind === 'support_refunded')!;
    expect(note.title).toBe('Part of your support refunded');
    expect(note.body).toMatch(/^We refunded \$20\.00 of your support CF[\w-]+ of .+ \(\$20\.00 refunded in all\)\. Your backing goes on\./);
    expect(note.link).toBe(`/crowdfunding/show/${campaign.id}`);
    expect(mails).toHaveLength(1);
    await t.ctx.jobs.drain([EMAIL_QUEUE]);
    const sent = t.ctx.mailbox!.list().find((m) => m.subject.startsWith('Part of support') && m.text.includes('Hi '));
    expect(sent?.text).toContain('your backing goes on');
    const listed = (await t.http.get('/api/message/pageForMine?page=1&pageSize=20', fan.token)).body.data;
    expect(listed[0]).toMatchObject({ kind: 'support_refunded', title: 'Part of your support refunded' });
  });

  it('a full refund in 简体中文: the message and the email say it in Chinese', async () => {
    const { fan, mails } = await refunded('zh-CN');
    expect(mails).toHaveLength(1);
    const listed = (await t.http.get('/api/message/pageForMine?page=1&pageSize=20', fan.token)).body.data;
    const note = listed.find((m: { kind: string }) => m.kind === 'support_refunded');
    expect(note.title).toBe('支持已退款');
    expect(note.body).toMatch(/的支持 CF[\w-]+ 已退款（\$\d+\.\d\d），款项退回原支付方式。/);
    await t.ctx.jobs.drain([EMAIL_QUEUE]);
    const sent = t.ctx.mailbox!.list().find((m) => m.to === mails[0]!.to && m.subject.startsWith('支持'));
    expect(sent?.subject).toMatch(/^支持 CF[\w-]+ 已退款 \$\d+\.\d\d$/);
    expect(sent?.text).toContain('你的支持已退款');
  });
});
