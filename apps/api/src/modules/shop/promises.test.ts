import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openSale, payOrder } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { users } from '../account/schema';
import { auditLogs } from '../audit/schema';
import { createSession } from '../auth';
import { messages } from '../message/schema';
import { messageText } from '../message/texts';
import { emailOutbox } from '../notification/schema';
import { refunds } from '../payment/schema';
import { figurineOrders, saleSpecs } from './schema';

const DAY = 86_400_000;

/**
 * Issue 29 items 1 and 2: ship months and delays (notices, answers, the consent job), the
 * cancellation of a paid order before it ships, and the withdrawal from a delivered one, through
 * HTTP on a real database, the clock moved where the rules count days.
 */
describe('delays, cancellations and withdrawals', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let ownerId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    ownerId = (await makeUser(t.ctx)).id;
  });
  afterAll(() => t?.close());

  const stockOf = async (specId: string) => (await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.stock;
  const orderOf = async (orderId: string, token: string) =>
    (await t.http.get(`/api/character-sale-order/show/${orderId}`, token)).body.data;
  const kindsOf = async (userId: string) => (await t.ctx.db.select().from(messages).where(eq(messages.userId, userId))).map((m) => m.kind);
  const emailsOf = async (userId: string) => t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));

  /** A spec promised for `shipMonth` and a shopper's paid order of `quantity` units of it. */
  async function paidOrder(opts: { shipMonth?: string; specId?: string; quantity?: number } = {}) {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    let specId = opts.specId;
    if (!specId) {
      specId = (await openSale(t, ownerId, { stock: 10 })).specId;
      const set = await t.http.put(`/api/admin/sale-spec/${specId}`, { shipMonth: opts.shipMonth ?? '2027-03' }, admin.token);
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.data.shipMonth).toBe(opts.shipMonth ?? '2027-03');
    }
    const orderId = await buy(t, fan.token, specId, opts.quantity ?? 1);
    expect(await payOrder(t, fan.token, orderId)).toBe('succeeded');
    return { fan, orderId, specId };
  }

  const delay = (specId: string, shipMonth: string, reason = 'Paint samples failed') =>
    t.http.post(`/api/admin/sale-spec/${specId}/delay`, { shipMonth, reason }, admin.token);

  it('tells every paid order of a delayed spec by message and email; keep answers it', async () => {
    const { fan, orderId, specId } = await paidOrder();
    const second = await paidOrder({ specId });
    const unpaid = await makeUser(t.ctx);
    await buy(t, unpaid.token, specId);
    await t.ctx.db.update(users).set({ language: 'zh-CN' }).where(eq(users.id, second.fan.id));

    const res = await delay(specId, '2027-04');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      shipMonth: '2027-04',
      delays: [{ fromMonth: '2027-03', toMonth: '2027-04', needsConsent: false }],
    });

    expect(await kindsOf(fan.id)).toContain('figurine_order_delayed');
    expect(await kindsOf(unpaid.id)).not.toContain('figurine_order_delayed');
    // The operator's delay is audited once, with the orders it told (a purchase's OrderDelayed).
    const delayId = res.body.data.delays[0].id as string;
    expect(await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, delayId))).toMatchObject([
      {
        adminId: admin.id,
        action: 'sale_spec.delay',
        targetType: 'sale_spec',
        detail: { id: delayId, fromMonth: '2027-03', toMonth: '2027-04', needsConsent: false, answerBy: null, orders: 2 },
      },
    ]);
    const [mail] = (await emailsOf(fan.id)).filter((e) => e.kind === 'order_delayed');
    expect(mail).toMatchObject({ language: 'en', data: expect.objectContaining({ toMonth: '2027-04', answerBy: null }) });
    const [zh] = (await emailsOf(second.fan.id)).filter((e) => e.kind === 'order_delayed');
    expect(zh?.language).toBe('zh-CN');
    const [notice] = (await t.ctx.db.select().from(messages).where(eq(messages.userId, second.fan.id))).filter(
      (m) => m.kind === 'figurine_order_delayed',
    );
    expect(messageText('zh-CN', 'figurine_order_delayed', notice!.params as never).title).toContain('延期至 2027年4月');

    const order = await orderOf(orderId, fan.token);
    expect(order).toMatchObject({
      shipMonth: '2027-04',
      cancellable: true,
      delays: [{ toMonth: '2027-04', answer: null, answerBy: null }],
    });

    // Another shopper's order is not found; a bad answer is a 400.
    expect((await t.http.post(`/api/character-sale-order/${orderId}/delay-answer`, { answer: 'keep' }, second.fan.token)).status).toBe(404);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/delay-answer`, { answer: 'maybe' }, fan.token)).status).toBe(400);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/delay-answer`, { answer: 'keep' }, fan.token)).status).toBe(200);
    expect((await orderOf(orderId, fan.token)).delays[0]).toMatchObject({ answer: 'keep', answeredAt: t.clock.now().toISOString() });
    const again = await t.http.post(`/api/character-sale-order/${orderId}/delay-answer`, { answer: 'cancel' }, fan.token);
    expect(again.status).toBe(400);
    expect(again.body.type).toMatch(/delay-answer-not-open$/);
    expect((await orderOf(orderId, fan.token)).status).toBe('undelivered');

    // The figurine page and the Delays page show the dated history.
    const [spec] = await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId));
    const show = await t.http.get(`/api/figurine/show/${spec!.characterId}`);
    expect(show.body.data.specs[0]).toMatchObject({
      shipMonth: '2027-04',
      delays: [{ fromMonth: '2027-03', reason: 'Paint samples failed' }],
    });
    const delays = await t.http.get('/api/delays');
    expect(delays.body.data).toContainEqual(
      expect.objectContaining({ specTitle: 'Standard 1/7', firstMonth: '2027-03', toMonth: '2027-04' }),
    );
  });

  it('refuses a delay without a ship month, not later, without a reason, or from a shopper', async () => {
    const { specId } = await openSale(t, ownerId);
    const none = await delay(specId, '2027-05');
    expect(none.status).toBe(400);
    expect(none.body.type).toMatch(/ship-month-missing$/);
    await t.http.put(`/api/admin/sale-spec/${specId}`, { shipMonth: '2027-05' }, admin.token);
    expect((await delay(specId, '2027-05')).body.type).toMatch(/delay-not-later$/);
    expect((await delay(specId, '2027-13')).status).toBe(400);
    expect((await t.http.post(`/api/admin/sale-spec/${specId}/delay`, { shipMonth: '2027-06', reason: ' ' }, admin.token)).status).toBe(
      400,
    );
    // Once set, the month moves only by a delay (which tells the buyers).
    expect((await t.http.put(`/api/admin/sale-spec/${specId}`, { shipMonth: '2027-09' }, admin.token)).body.type).toMatch(
      /ship-month-set$/,
    );
    const fan = await makeUser(t.ctx);
    expect((await t.http.post(`/api/admin/sale-spec/${specId}/delay`, { shipMonth: '2027-06', reason: 'x' }, fan.token)).status).toBe(403);
    expect((await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.shipMonth).toBe('2027-05');
  });

  it('delay → cancel: the order is refunded in full through the queue and its stock returns', async () => {
    const { fan, orderId, specId } = await paidOrder({ quantity: 2 });
    expect(await stockOf(specId)).toBe(8);
    await delay(specId, '2027-04');
    const res = await t.http.post(`/api/character-sale-order/${orderId}/delay-answer`, { answer: 'cancel' }, fan.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderOf(orderId, fan.token)).status).toBe('refunding');
    await t.ctx.jobs.drain();
    const order = await orderOf(orderId, fan.token);
    expect(order).toMatchObject({ status: 'refunded', refundedAmount: order.totalPrice, delays: [{ answer: 'cancel' }] });
    expect(order.cancelledAt).not.toBeNull();
    expect(await stockOf(specId)).toBe(10);
    expect(await kindsOf(fan.id)).toEqual(expect.arrayContaining(['figurine_order_cancelled', 'figurine_order_refunded']));
    expect((await emailsOf(fan.id)).map((e) => e.kind)).toEqual(expect.arrayContaining(['order_cancelled', 'order_refunded']));
  });

  it('a second delay needs consent even when short', async () => {
    const { fan, orderId, specId } = await paidOrder({ shipMonth: '2027-03' });
    await delay(specId, '2027-04');
    await t.http.post(`/api/character-sale-order/${orderId}/delay-answer`, { answer: 'keep' }, fan.token);
    const res = await delay(specId, '2027-04'.replace('04', '05'));
    expect(res.body.data.delays.map((d: { needsConsent: boolean }) => d.needsConsent)).toEqual([false, true]);
    const order = await orderOf(orderId, fan.token);
    expect(order.delays[1]).toMatchObject({ answer: null, needsConsent: true, answerBy: expect.any(String) });
  });

  it('cancel before shipping: a paid order is refunded in full; a shipped one cannot be cancelled', async () => {
    const { fan, orderId, specId } = await paidOrder({ quantity: 3 });
    const other = await makeUser(t.ctx);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/cancel`, undefined, other.token)).status).toBe(404);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/cancel`, undefined, fan.token)).status).toBe(200);
    await t.ctx.jobs.drain();
    expect((await orderOf(orderId, fan.token)).status).toBe('refunded');
    expect(await stockOf(specId)).toBe(10);
    expect((await emailsOf(fan.id)).find((e) => e.kind === 'order_cancelled')?.data).toMatchObject({ cause: 'buyer' });

    const shipped = await paidOrder();
    await t.http.post(`/api/admin/order/figurine/${shipped.orderId}/ship`, { trackingNo: 'SF1' }, admin.token);
    expect((await orderOf(shipped.orderId, shipped.fan.token)).cancellable).toBe(false);
    const refused = await t.http.post(`/api/character-sale-order/${shipped.orderId}/cancel`, undefined, shipped.fan.token);
    expect(refused.status).toBe(400);
    expect(refused.body.type).toMatch(/order-not-cancellable$/);
  });

  it('cancel and ship racing: exactly one wins, every time', async () => {
    // Tracking numbers of its own: a number another order of this file ships under is refused (tracking-no-shared).
    for (let i = 0; i < 6; i++) {
      const { fan, orderId } = await paidOrder();
      const [cancel, ship] = await Promise.all([
        t.http.post(`/api/character-sale-order/${orderId}/cancel`, undefined, fan.token),
        t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: `RACE${i}` }, admin.token),
      ]);
      expect([cancel.status, ship.status].sort()).toEqual([200, 400]);
      const [row] = await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, orderId));
      const pending = await t.ctx.db.select().from(refunds).where(eq(refunds.paymentId, row!.paymentId!));
      if (cancel.status === 200) expect([row!.status, row!.trackingNo, pending.length]).toEqual(['refunding', null, 1]);
      else expect([row!.status, pending.length]).toEqual(['unreceived', 0]);
    }
    await t.ctx.jobs.drain();
  });

  it('a long delay needs a yes within 14 days: unanswered, the job refunds; answered keep, the order stays', async () => {
    const silent = await paidOrder({ shipMonth: '2027-03' });
    const keeper = await paidOrder({ specId: silent.specId });
    const res = await delay(silent.specId, '2027-06', 'Factory closed for the holidays');
    expect(res.body.data.delays[0]).toMatchObject({ needsConsent: true });
    const answerBy = (await orderOf(silent.orderId, silent.fan.token)).delays[0].answerBy;
    expect(answerBy).toBe(new Date(t.clock.now().getTime() + 14 * DAY).toISOString());
    expect((await emailsOf(silent.fan.id)).find((e) => e.kind === 'order_delayed')?.data).toMatchObject({ answerBy });
    await t.http.post(`/api/character-sale-order/${keeper.orderId}/delay-answer`, { answer: 'keep' }, keeper.fan.token);

    // Not yet due: nothing happens.
    t.clock.advance(13 * DAY);
    expect(await t.ctx.jobs.runScheduled(['shop.delay-consent'])).toContain('shop.delay-consent');
    await t.ctx.jobs.drain();
    const statusOf = async (id: string) => (await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, id)))[0]!.status;
    expect(await statusOf(silent.orderId)).toBe('undelivered');

    t.clock.advance(DAY + 60_000);
    admin = await makeAdmin(t.ctx); // sessions last 7 days
    await t.ctx.jobs.runScheduled(['shop.delay-consent']);
    await t.ctx.jobs.drain();
    expect(await statusOf(silent.orderId)).toBe('refunded');
    expect(await statusOf(keeper.orderId)).toBe('undelivered');
    const [refund] = await t.ctx.db
      .select()
      .from(refunds)
      .innerJoin(figurineOrders, eq(figurineOrders.paymentId, refunds.paymentId))
      .where(eq(figurineOrders.id, silent.orderId));
    expect(refund!.refunds).toMatchObject({ status: 'succeeded', reason: 'No answer to a delay notice', source: 'system' });
    expect((await emailsOf(silent.fan.id)).find((e) => e.kind === 'order_cancelled')?.data).toMatchObject({ cause: 'no-answer' });
    // The job runs again: nothing more is refunded.
    await t.ctx.jobs.runScheduled(['shop.delay-consent']);
    await t.ctx.jobs.drain();
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.paymentId, refund!.refunds.paymentId))).toHaveLength(1);
  });

  it('withdrawal after delivery: two steps in the page, one timestamped acknowledgement, within the window only', async () => {
    const { fan, orderId } = await paidOrder();
    const withdraw = (token = fan.token) => t.http.post(`/api/character-sale-order/${orderId}/withdraw`, undefined, token);
    expect((await withdraw()).body.type).toMatch(/order-not-withdrawable$/); // not delivered yet
    expect((await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF2' }, admin.token)).status).toBe(200);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/confirm-receipt`, undefined, fan.token)).status).toBe(200);
    const before = await orderOf(orderId, fan.token);
    expect(before.withdrawalDeadline).toBe(new Date(new Date(before.receivedAt).getTime() + 14 * DAY).toISOString());
    expect((await withdraw((await makeUser(t.ctx)).token)).status).toBe(404);
    t.clock.advance(3 * DAY);
    const res = await withdraw();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.withdrawnAt).toBe(t.clock.now().toISOString());
    expect((await withdraw()).status).toBe(400);
    const mails = (await emailsOf(fan.id)).filter((e) => e.kind === 'order_withdrawn');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ withdrawnAt: res.body.data.withdrawnAt });
    expect(await kindsOf(fan.id)).toContain('figurine_order_withdrawn');

    // Past the window: refused.
    const late = await paidOrder();
    await t.http.post(`/api/admin/order/figurine/${late.orderId}/ship`, { trackingNo: 'SF3' }, admin.token);
    await t.http.post(`/api/character-sale-order/${late.orderId}/confirm-receipt`, undefined, late.fan.token);
    t.clock.advance(14 * DAY + 60_000);
    admin = await makeAdmin(t.ctx);
    const { token } = await createSession(t.ctx.db, { userId: late.fan.id }, t.clock.now());
    expect((await t.http.post(`/api/character-sale-order/${late.orderId}/withdraw`, undefined, token)).status).toBe(400);
    const [row] = await t.ctx.db
      .select()
      .from(figurineOrders)
      .where(and(eq(figurineOrders.id, late.orderId)));
    expect(row!.withdrawnAt).toBeNull();
  });

  it('double confirms with one idempotency key are one effect each: delay answer, receipt, review, withdrawal (issue 41)', async () => {
    const twice = (orderId: string, action: string, token: string, key: string, body?: unknown) =>
      Promise.all(
        [0, 1, 2].map(() => t.http.postRetrying(`/api/character-sale-order/${orderId}/${action}`, body, token, { 'idempotency-key': key })),
      );
    const ok = (taps: { status: number }[]) => expect(taps.map((r) => r.status)).toEqual([200, 200, 200]);

    // Delay → cancel: one answer, one refund.
    const delayed = await paidOrder();
    await delay(delayed.specId, '2027-04');
    ok(await twice(delayed.orderId, 'delay-answer', delayed.fan.token, `delay-${delayed.orderId}`, { answer: 'cancel' }));
    await t.ctx.jobs.drain();
    const [paid] = await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, delayed.orderId));
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.paymentId, paid!.paymentId!))).toHaveLength(1);
    expect((await emailsOf(delayed.fan.id)).filter((e) => e.kind === 'order_cancelled')).toHaveLength(1);
    // The same key for the other answer is a client mistake, refused.
    const other = await t.http.postRetrying(
      `/api/character-sale-order/${delayed.orderId}/delay-answer`,
      { answer: 'keep' },
      delayed.fan.token,
      {
        'idempotency-key': `delay-${delayed.orderId}`,
      },
    );
    expect(other.status).toBe(422);

    // Receipt, review and withdrawal of a delivered order: each moves once, the twins answer as the first.
    const { fan, orderId } = await paidOrder();
    await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF9' }, admin.token);
    ok(await twice(orderId, 'confirm-receipt', fan.token, `receipt-${orderId}`));
    const received = (await orderOf(orderId, fan.token)).receivedAt;
    expect(received).toBe(t.clock.now().toISOString());
    t.clock.advance(60_000);
    const withdrawn = await twice(orderId, 'withdraw', fan.token, `withdraw-${orderId}`);
    ok(withdrawn);
    expect(new Set(withdrawn.map((r) => r.body.data.withdrawnAt))).toEqual(new Set([t.clock.now().toISOString()]));
    expect((await emailsOf(fan.id)).filter((e) => e.kind === 'order_withdrawn')).toHaveLength(1);
    t.clock.advance(60_000);
    ok(await twice(orderId, 'review', fan.token, `review-${orderId}`, { comment: 'Lovely paint job' }));
    const [row] = await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, orderId));
    expect(row).toMatchObject({ status: 'completed', reviewComment: 'Lovely paint job', receivedAt: new Date(received) });
    const reworded = await t.http.postRetrying(`/api/character-sale-order/${orderId}/review`, { comment: 'Changed my mind' }, fan.token, {
      'idempotency-key': `review-${orderId}`,
    });
    expect(reworded.status).toBe(422);
    // Without a key a repeat is refused as before (the order already moved).
    expect((await t.http.post(`/api/character-sale-order/${orderId}/confirm-receipt`, undefined, fan.token)).status).toBe(400);
  });

  it('withdrawal before delivery (issue 41 #5): a shipped order is withdrawable, then reads as a return with the operator’s address', async () => {
    const setting = (body: unknown) => t.http.put('/api/admin/system/setting', body, admin.token);
    // The returns setting: trimmed, bounded, no unknown fields.
    expect((await setting({ returnAddress: 'x'.repeat(501) })).body).toMatchObject({
      status: 400,
      type: expect.stringMatching(/return-address-too-long$/),
    });
    expect((await setting({ returnInstructions: 'x'.repeat(301) })).body.type).toMatch(/return-instructions-too-long$/);
    expect((await setting({ returnAdress: 'Berlin' })).status).toBe(400);
    const address = 'Pedestal Returns\nLagerstraße 5\n10115 Berlin\nGermany';
    const saved = await setting({ returnAddress: `  ${address}\n `, returnInstructions: ' Use a tracked service. ' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ returnAddress: address, returnInstructions: 'Use a tracked service.' });

    const { fan, orderId } = await paidOrder();
    expect(await orderOf(orderId, fan.token)).toMatchObject({ cancellable: true, withdrawable: false, returnBy: null, returnTo: null });
    expect((await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF5' }, admin.token)).status).toBe(200);
    const shipped = await orderOf(orderId, fan.token);
    expect(shipped).toMatchObject({ status: 'unreceived', withdrawable: true, withdrawalDeadline: null, cancellable: false });
    const listed = async () =>
      ((await t.http.get('/api/order/figurine/list?page=1&pageSize=20', fan.token)).body.data as { id: string }[]).find(
        (o) => o.id === orderId,
      );
    expect(await listed()).toMatchObject({ withdrawable: true, returnTo: null });

    t.clock.advance(DAY);
    const res = await t.http.postRetrying(`/api/character-sale-order/${orderId}/withdraw`, undefined, fan.token, {
      'idempotency-key': `w-${orderId}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const returnBy = new Date(t.clock.now().getTime() + 14 * DAY).toISOString();
    const returnTo = { address, instructions: 'Use a tracked service.' };
    expect(await orderOf(orderId, fan.token)).toMatchObject({ status: 'unreceived', withdrawable: false, returnBy, returnTo });
    expect(await listed()).toMatchObject({ withdrawable: false, returnBy, returnTo });
    expect((await t.http.post(`/api/character-sale-order/${orderId}/withdraw`, undefined, fan.token)).body.type).toMatch(
      /order-not-withdrawable$/,
    );

    // The acknowledgement carries the address as of the withdrawal, in the email and the message, in both languages.
    const [mail] = (await emailsOf(fan.id)).filter((e) => e.kind === 'order_withdrawn');
    expect(mail!.data).toMatchObject({ returnBy, returnAddress: address, returnInstructions: 'Use a tracked service.' });
    const [message] = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, fan.id), eq(messages.kind, 'figurine_order_withdrawn')));
    const en = messageText('en', 'figurine_order_withdrawn', message!.params as never).body;
    expect(en).toContain(`to: Pedestal Returns, Lagerstraße 5, 10115 Berlin, Germany. Write the order number ${shipped.no} on the parcel.`);
    expect(en).toContain('Use a tracked service.');
    expect(en).not.toContain('emails you');
    expect(messageText('zh-CN', 'figurine_order_withdrawn', message!.params as never).body).toContain(
      '前将商品寄到：Pedestal Returns, Lagerstraße 5, 10115 Berlin, Germany，并在包裹上写明订单号',
    );

    // Refunded: the return is over (no address), the return-by day stays a fact.
    await t.ctx.db.update(figurineOrders).set({ status: 'refunded' }).where(eq(figurineOrders.id, orderId));
    expect(await orderOf(orderId, fan.token)).toMatchObject({ returnBy, returnTo: null, withdrawable: false });

    // No address set: the answer and the message say support emails it (no invented address).
    expect((await setting({ returnAddress: '', returnInstructions: '' })).status).toBe(200);
    const other = await paidOrder();
    await t.http.post(`/api/admin/order/figurine/${other.orderId}/ship`, { trackingNo: 'SF6' }, admin.token);
    expect((await t.http.post(`/api/character-sale-order/${other.orderId}/withdraw`, undefined, other.fan.token)).status).toBe(200);
    expect((await orderOf(other.orderId, other.fan.token)).returnTo).toEqual({ address: null, instructions: null });
    const [bare] = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, other.fan.id), eq(messages.kind, 'figurine_order_withdrawn')));
    expect(messageText('en', 'figurine_order_withdrawn', bare!.params as never).body).toContain(
      'to the returns address our support team emails you within one business day.',
    );
  });

  it('withdrawal is refused when unpaid, paid but not shipped, cancelled or refunded', async () => {
    const withdraw = (orderId: string, token: string) => t.http.post(`/api/character-sale-order/${orderId}/withdraw`, undefined, token);
    const refusedOf = async (orderId: string, token: string) => {
      expect((await orderOf(orderId, token)).withdrawable).toBe(false);
      expect((await withdraw(orderId, token)).body.type).toMatch(/order-not-withdrawable$/);
    };
    const { specId } = await openSale(t, ownerId, { stock: 10 });
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const unpaid = await buy(t, fan.token, specId);
    await refusedOf(unpaid, fan.token);
    const cancelled = await buy(t, fan.token, specId);
    expect((await t.http.post(`/api/character-sale-order/${cancelled}/cancel`, undefined, fan.token)).status).toBe(200);
    await refusedOf(cancelled, fan.token);
    const paid = await paidOrder();
    await refusedOf(paid.orderId, paid.fan.token); // paid, not shipped: cancelled instead
    expect((await t.http.post(`/api/character-sale-order/${paid.orderId}/cancel`, undefined, paid.fan.token)).status).toBe(200);
    await t.ctx.jobs.drain();
    expect((await orderOf(paid.orderId, paid.fan.token)).status).toBe('refunded');
    await refusedOf(paid.orderId, paid.fan.token);
    const refunding = await paidOrder();
    await t.http.post(`/api/admin/order/figurine/${refunding.orderId}/ship`, { trackingNo: 'SF7' }, admin.token);
    await t.ctx.db.update(figurineOrders).set({ status: 'refunding' }).where(eq(figurineOrders.id, refunding.orderId));
    await refusedOf(refunding.orderId, refunding.fan.token);
  });

  it('the store regions decide the window: a US-only store gives none, China 7 days', async () => {
    const admin2 = await makeAdmin(t.ctx);
    const set = async (storeRegions: string[]) => t.http.put('/api/admin/system/setting', { storeRegions }, admin2.token);
    expect((await set([])).status).toBe(400);
    expect((await set(['MARS'])).status).toBe(400);
    expect((await set(['US'])).status).toBe(200);
    const { fan, orderId } = await paidOrder();
    await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF4' }, admin2.token);
    await t.http.post(`/api/character-sale-order/${orderId}/confirm-receipt`, undefined, fan.token);
    expect((await orderOf(orderId, fan.token)).withdrawalDeadline).toBeNull();
    expect((await orderOf(orderId, fan.token)).withdrawable).toBe(false);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/withdraw`, undefined, fan.token)).status).toBe(400);
    // Nor before delivery: a shipped order in a US-only store has no right to withdraw.
    const shipped = await paidOrder();
    await t.http.post(`/api/admin/order/figurine/${shipped.orderId}/ship`, { trackingNo: 'SF8' }, admin2.token);
    expect((await orderOf(shipped.orderId, shipped.fan.token)).withdrawable).toBe(false);
    expect((await t.http.post(`/api/character-sale-order/${shipped.orderId}/withdraw`, undefined, shipped.fan.token)).status).toBe(400);
    expect((await set(['CN'])).status).toBe(200);
    const order = await orderOf(orderId, fan.token);
    expect(new Date(order.withdrawalDeadline).getTime() - new Date(order.receivedAt).getTime()).toBe(7 * DAY);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/withdraw`, undefined, fan.token)).status).toBe(200);
    expect((await set(['EU', 'US', 'CN'])).status).toBe(200);
  });
});
