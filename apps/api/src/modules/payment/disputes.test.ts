import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openSale, payOrderByCard } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { StripeStandIn } from '../../../test/stand-ins/stripe';
import { admins } from '../auth/schema';
import { EMAIL_QUEUE } from '../notification';
import { emailOutbox } from '../notification/schema';

/**
 * The console's Disputes screen and the team's email (issue 24 #2, decision 032): a chargeback the
 * Stripe stand-in opens (a signed `charge.dispute.created`, as Stripe sends it) is listed with its
 * deadline, its evidence is prefilled from the order (lines, address, parcel, what the buyer was
 * told, when they paid), the banner counts it, and every owner and operator with an address is
 * emailed once through the outbox.
 */
describe('disputes in the console', () => {
  const stripe = new StripeStandIn();
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeAdmin>>;
  let operator: Awaited<ReturnType<typeof makeAdmin>>;
  let support: Awaited<ReturnType<typeof makeAdmin>>;
  let sellerId: string;

  beforeAll(async () => {
    await stripe.start();
    t = await startTestApp({ env: stripe.appEnv });
    stripe.webhookUrl = `${t.baseUrl}/api/pay/stripe/webhook`;
    owner = await makeAdmin(t.ctx, 'owner');
    operator = await makeAdmin(t.ctx, 'operator');
    support = await makeAdmin(t.ctx, 'support');
    for (const a of [owner, operator, support])
      await t.ctx.db
        .update(admins)
        .set({ email: `${a.username}@team.example` })
        .where(eq(admins.id, a.id));
    sellerId = (await makeUser(t.ctx)).id;
  });
  afterAll(async () => {
    await t?.close();
    await stripe.stop();
  });

  async function paidOrder() {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, sellerId, { stock: 10 });
    const orderId = await buy(t, fan.token, specId, 2);
    const intentId = await payOrderByCard(t, stripe, fan.token, orderId);
    const order = (await t.http.get(`/api/character-sale-order/show/${orderId}`, fan.token)).body.data;
    expect(order.status).toBe('undelivered');
    return { fan, orderId, intentId, order };
  }

  const summary = async () => (await t.http.get('/api/admin/payment/disputes/summary', support.token)).body.data;

  it('lists an open dispute with its deadline and prefilled evidence; the banner counts it; won closes it', async () => {
    const before = (await summary()).open as number;
    const { fan, orderId, intentId, order } = await paidOrder();
    const dispute = await stripe.openDispute(intentId, { reason: 'product_not_received', dueInDays: 5 });
    expect(stripe.events.at(-1)).toMatchObject({ type: 'charge.dispute.created', delivered: 200 });

    const open = await t.http.get('/api/admin/payment/disputes', support.token);
    expect(open.status).toBe(200);
    const listed = open.body.data.find((d: { providerRef: string }) => d.providerRef === dispute.id);
    expect(listed).toMatchObject({
      status: 'open',
      provider: 'stripe',
      amount: order.totalPrice,
      reason: 'product_not_received',
      evidenceDueBy: new Date(dispute.evidence_details.due_by! * 1000).toISOString(),
      order: { type: 'figurine', id: orderId, no: order.no },
      buyer: { id: fan.id },
    });
    expect(listed.payment.paidAt).toBe(order.paidAt);
    expect(await summary()).toMatchObject({ open: before + 1, nextDueBy: expect.any(String) });

    const detail = await t.http.get(`/api/admin/payment/disputes/${listed.id}`, support.token);
    expect(detail.status).toBe(200);
    const evidence = detail.body.data.evidence;
    expect(evidence).toMatchObject({
      status: 'undelivered',
      total: order.totalPrice,
      subtotal: order.subtotal,
      shippingFee: order.shippingFee,
      refunded: 0,
      address: { name: order.address.name, city: order.address.city, address: order.address.address },
      trackingNo: null,
      shippedAt: null,
    });
    expect(evidence.lines).toEqual([
      { title: `${order.items[0].characterName} — ${order.items[0].characterSaleSpecTitle}`, quantity: 2, unitPrice: order.items[0].price },
    ]);
    // What the buyer was told about this order: the payment's notice at least.
    expect(evidence.messages.map((m: { title: string }) => m.title).join(' | ')).toMatch(/paid|confirmed/i);

    // Held: shipping is refused with the reason.
    const ship = await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF1' }, owner.token);
    expect(ship.status).toBe(409);
    expect(ship.body.type).toBe('/api/problems/order-disputed');

    await stripe.closeDispute(dispute.id, 'won');
    expect((await summary()).open).toBe(before);
    const closed = await t.http.get('/api/admin/payment/disputes?status=closed', support.token);
    expect(closed.body.data.find((d: { id: string }) => d.id === listed.id)).toMatchObject({ status: 'won', closedAt: expect.any(String) });
    expect((await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF1' }, owner.token)).status).toBe(200);
  });

  it('emails every owner and operator with an address once (outbox, one key per dispute and person), not support', async () => {
    const { intentId } = await paidOrder();
    const dispute = await stripe.openDispute(intentId, { reason: 'fraudulent' });
    const [row] = (await t.http.get('/api/admin/payment/disputes', owner.token)).body.data.filter(
      (d: { providerRef: string }) => d.providerRef === dispute.id,
    );
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'dispute_opened'));
    const mine = mails.filter((m) => (m.data as { disputeId: string }).disputeId === row.id);
    expect(mine.map((m) => m.to).sort()).toEqual([`${operator.username}@team.example`, `${owner.username}@team.example`].sort());
    expect(
      mine.every((m) => m.key === `dispute_opened:${row.id}:${m.to === `${owner.username}@team.example` ? owner.id : operator.id}`),
    ).toBe(true);
    // An update of the same dispute (a repeat in effect) mails nobody again.
    await stripe.closeDispute(dispute.id, 'lost');
    const after = (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'dispute_opened'))).filter(
      (m) => (m.data as { disputeId: string }).disputeId === row.id,
    );
    expect(after).toHaveLength(2);

    // Delivered by the queue: the owner's mailbox has it, with the deadline and the console link.
    // (The app's own queue worker may be delivering it at the same moment: wait for the mailbox.)
    await t.ctx.jobs.drain([EMAIL_QUEUE]);
    await vi.waitFor(
      () => {
        // Earlier disputes mailed the owner too: this dispute's mail is the one linking to it.
        const mail = t.ctx
          .mailbox!.list()
          .find((m) => m.to === `${owner.username}@team.example` && m.text.includes(`/admin/disputes/${row.id}`));
        expect(mail?.subject).toMatch(/^Payment disputed/);
        expect(mail?.text).toContain('Evidence due by');
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('answers 404 for an unknown dispute; the screen needs a signed-in team member', async () => {
    expect((await t.http.get('/api/admin/payment/disputes/nope', support.token)).status).toBe(404);
    expect((await t.http.get('/api/admin/payment/disputes')).status).toBe(401);
  });
});
