import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD, makeAdmin, makeUser, openCampaign, supportAndPay } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { DEMO_SHIPPING, DEMO_TAXES } from '../../seed/shipping';
import { messageText, type MessageParams } from '../message';
import { messages } from '../message/schema';
import { renderNotice } from '../notification';
import { emailOutbox } from '../notification/schema';
import { requestRefund } from '../payment';
import { payments } from '../payment/schema';
import { crowdfundings, crowdfundingSupports } from './schema';

/**
 * Issue 31 item 3 (decision 049): a reward that ships is priced like a figurine order — one parcel
 * for the supporter's address, the same zones, rates and taxes — shown before supporting, stored on
 * the support, charged with it and given back with its refunds; a country the store does not ship
 * to, or no address, is refused before anything is written. A tier that ships nothing (diamonds
 * only) has no shipping and no tax.
 */
describe('reward shipping and tax', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let campaign: Awaited<ReturnType<typeof openCampaign>>;
  let fan: Awaited<ReturnType<typeof makeUser>>;
  const ids: Record<string, string> = {};

  const places = {
    CA: { country: 'United States', province: 'California', zipCode: '94103', phone: '+14155550100' },
    DE: { country: 'Germany', province: 'Berlin', zipCode: '10115', phone: '+493012345678' },
    CN: { country: 'China', province: 'Shanghai', zipCode: '200000', phone: '13812345678' },
    BR: { country: 'Brazil', province: 'São Paulo', zipCode: '01310-100', phone: '+551123456789' },
  } as const;
  const addressOf = (token: string, place: (typeof places)[keyof typeof places], isDefault = false) =>
    t.http.post('/api/user-address', { name: 'Ann Collector', city: 'City', area: '1 Figure Street', isDefault, ...place }, token);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    campaign = await openCampaign(t, admin.token, (await makeUser(t.ctx)).id);
    // The $50 and $100 tiers ship a figure (900 g); the $30 tier is diamonds only.
    for (const price of [50, 100]) {
      const res = await t.http.put(`/api/admin/crowdfunding-spec/${campaign.specs[price]}`, { ships: true, weightGrams: 900 }, admin.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ ships: true, weightGrams: 900 });
    }
    fan = await makeUser(t.ctx);
    // Brazil is saved before the store stops shipping there (the demo zones refuse other countries).
    for (const [key, place] of Object.entries(places)) {
      const res = await addressOf(fan.token, place, key === 'CA');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids[key] = res.body.data.userAddressId;
    }
    const saved = await t.http.put('/api/admin/system/setting', { shipping: DEMO_SHIPPING, taxes: DEMO_TAXES }, admin.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
  afterAll(() => t?.close());

  const quote = async (token: string, specId: string, userAddressId?: string) =>
    t.http.post(
      '/api/crowdfunding-support/quote',
      { characterId: campaign.id, specId, ...(userAddressId ? { userAddressId } : {}) },
      token,
    );
  const supportRows = async () => (await t.ctx.db.select({ n: count() }).from(crowdfundingSupports))[0]!.n;
  const raised = async () =>
    (await t.ctx.db.select().from(crowdfundings).where(eq(crowdfundings.characterId, campaign.id)))[0]!.currentCents;

  it('quotes a reward per country with the figurine rules (one parcel), and shows the tier ships', async () => {
    const show = await t.http.get(`/api/crowdfunding/show/${campaign.id}`, fan.token);
    expect(show.body.data.crowdfunding.specs.map((s: { price: number; ships: boolean }) => [s.price, s.ships])).toEqual([
      [30, false],
      [50, true],
      [100, true],
    ]);
    // $50, 900 g: the numbers of a $50 figure of 900 g at checkout (shipping-taxes.test.ts).
    expect((await quote(fan.token, campaign.specs[50]!, ids.CA)).body.data).toMatchObject({
      ships: true,
      served: true,
      addressId: ids.CA,
      reward: 50,
      shipping: 8,
      tax: 3.63,
      total: 61.63,
      taxDetail: { kind: 'sales-tax', rate: 7.25 },
    });
    // Default address (CA) when none is named.
    expect((await quote(fan.token, campaign.specs[50]!)).body.data).toMatchObject({ addressId: ids.CA, total: 61.63 });
    expect((await quote(fan.token, campaign.specs[50]!, ids.DE)).body.data).toMatchObject({
      shipping: 14,
      rewardTax: 9.5,
      tax: 12.16,
      total: 76.16,
      taxDetail: { kind: 'vat', rate: 19, inclusive: true, shippingTax: 2.66 },
    });
    expect((await quote(fan.token, campaign.specs[50]!, ids.CN)).body.data).toMatchObject({ shipping: 5, tax: 0, total: 55 });
    expect((await quote(fan.token, campaign.specs[50]!, ids.BR)).body.data).toMatchObject({
      served: false,
      refusal: { reason: 'shipping-unserved-country', country: 'Brazil' },
    });
    // Diamonds only: no address, no shipping, no tax.
    expect((await quote(fan.token, campaign.specs[30]!, ids.DE)).body.data).toMatchObject({
      ships: false,
      served: true,
      addressId: null,
      shipping: 0,
      tax: 0,
      total: 30,
      taxDetail: null,
    });
  });

  it('charges reward + shipping + tax, counts only the reward toward the goal, and a refund gives back the matching tax and shipping', async () => {
    const before = await raised();
    const placed = await t.http.post(
      '/api/crowdfunding-support',
      { characterId: campaign.id, specId: campaign.specs[50], userAddressId: ids.DE },
      fan.token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const supportId = placed.body.data.supportId as string;
    const shown = (await t.http.get(`/api/crowdfunding-support/show/${supportId}`, fan.token)).body.data;
    expect(shown).toMatchObject({ spec: { price: 50 }, shipping: 14, tax: 12.16, total: 76.16, taxDetail: { kind: 'vat', rate: 19 } });
    const [row] = await t.ctx.db.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, supportId));
    expect(row).toMatchObject({
      amountCents: 5000,
      shippingCents: 1400,
      taxCents: 1216,
      totalCents: 7616,
      address: { country: 'Germany' },
    });

    const created = await t.http.post('/api/pay/crowdfunding/create', { id: supportId, paymentMethod: 'stripe' }, fan.token);
    expect(created.status).toBe(200);
    const confirmed = await t.http.post('/api/pay/sandbox/confirm', { clientSecret: created.body.data.clientSecret, ...CARD });
    expect(confirmed.body.data.status).toBe('succeeded');
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, supportId));
    expect(payment!.amountCents).toBe(7616);
    expect((await raised()) - before).toBe(5000);

    // A partial refund of $38.08 (half): half the reward leaves the raised amount.
    await t.ctx.db.transaction((tx) => requestRefund(t.ctx, tx, payment!.id, { amountCents: 3808, reason: 'Goodwill', source: 'console' }));
    await t.ctx.jobs.drain();
    expect((await raised()) - before).toBe(2500);
    // The rest: everything paid comes back (the reward, its shipping and its tax), the reward leaves the goal.
    await t.ctx.db.transaction((tx) => requestRefund(t.ctx, tx, payment!.id, { reason: 'Goodwill', source: 'console' }));
    await t.ctx.jobs.drain();
    const [after] = await t.ctx.db.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, supportId));
    expect(after).toMatchObject({ refundedCents: 7616, refundStatus: 'succeeded' });
    expect(await raised()).toBe(before);
  });

  it('a diamonds-only tier needs no address and charges its price', async () => {
    const nobody = await makeUser(t.ctx);
    const placed = await t.http.post('/api/crowdfunding-support', { characterId: campaign.id, specId: campaign.specs[30] }, nobody.token);
    expect(placed.status).toBe(200);
    const shown = (await t.http.get(`/api/crowdfunding-support/show/${placed.body.data.supportId}`, nobody.token)).body.data;
    expect(shown).toMatchObject({ shipping: 0, tax: 0, total: 30, taxDetail: null });
  });

  it('the paid support’s email and message itemise reward, shipping, tax and total in both languages (issue 31 leftover)', async () => {
    const backer = await makeUser(t.ctx);
    const berlin = await addressOf(backer.token, places.DE, true);
    expect(berlin.status).toBe(200);
    const paid = async (specId: string) => {
      const placed = await t.http.post('/api/crowdfunding-support', { characterId: campaign.id, specId }, backer.token);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const supportId = placed.body.data.supportId as string;
      const created = await t.http.post('/api/pay/crowdfunding/create', { id: supportId, paymentMethod: 'stripe' }, backer.token);
      const confirmed = await t.http.post('/api/pay/sandbox/confirm', { clientSecret: created.body.data.clientSecret, ...CARD });
      expect(confirmed.body.data.status).toBe('succeeded');
      await t.ctx.jobs.drain();
      const [row] = await t.ctx.db.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, supportId));
      const emails = await t.ctx.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, backer.id), eq(emailOutbox.kind, 'support_paid')));
      const email = emails.find((e) => (e.data as { supportNo: string }).supportNo === row!.no);
      expect(email, 'support_paid email').toBeTruthy();
      const site = { appName: 'Pedestal', publicUrl: 'https://pedestal.example', unsubscribeUrl: 'https://pedestal.example/u' };
      const text = async (language: 'en' | 'zh-CN') =>
        (await renderNotice(site, 'support_paid', email!.data as never, 'Ann', language)).text.replace(/[ \t]+/g, ' ');
      const sent = await t.ctx.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, backer.id), eq(messages.kind, 'support_paid')));
      const message = sent.find((m) => (m.params as { no: string }).no === row!.no);
      expect(message, 'support_paid message').toBeTruthy();
      const said = (language: 'en' | 'zh-CN') =>
        messageText(language, 'support_paid', message!.params as unknown as MessageParams['support_paid']).body;
      return { row: row!, en: await text('en'), zh: await text('zh-CN'), said };
    };

    // Early bird, $50 net and 900 g, to Berlin: the numbers of the support drawer (decision 049).
    const figure = await paid(campaign.specs[50]!);
    expect(figure.row).toMatchObject({ amountCents: 5000, shippingCents: 1400, taxCents: 1216, totalCents: 7616 });
    for (const line of ['Reward $59.50', 'Shipping $16.66', 'VAT 19% (included) $12.16', 'Total $76.16', 'IOSS IM2760000001', 'Ship to'])
      expect(figure.en).toContain(line);
    for (const line of ['回报 $59.50', '运费 $16.66', '增值税 19%（已含） $12.16', '合计 $76.16', 'IOSS IM2760000001', '收货地址'])
      expect(figure.zh).toContain(line);
    expect(figure.said('en')).toBe(
      `Your support (${figure.row.no}) is paid: reward $59.50, shipping $16.66, VAT 19% (included) $12.16, total $76.16. 20 diamonds are frozen until the campaign is funded.`,
    );
    expect(figure.said('zh-CN')).toBe(
      `你的支持（${figure.row.no}）已付款：回报 $59.50，运费 $16.66，增值税 19%（已含） $12.16，合计 $76.16。20 颗钻石将冻结至众筹成功。`,
    );

    // Diamonds only: the price is the total; no shipping, no tax, no address.
    const thanks = await paid(campaign.specs[30]!);
    expect(thanks.row).toMatchObject({ amountCents: 3000, shippingCents: 0, taxCents: 0, totalCents: 3000, address: null });
    expect(thanks.en).toContain('Reward $30.00');
    expect(thanks.en).toContain('Total $30.00');
    expect(thanks.en).toContain('This tier ships nothing: no shipping or tax was added.');
    expect(thanks.en).not.toMatch(/Shipping \$|VAT|Ship to/);
    expect(thanks.zh).toContain('回报 $30.00');
    expect(thanks.zh).toContain('合计 $30.00');
    expect(thanks.zh).toContain('此档位无实物寄送：未加收运费和税费。');
    expect(thanks.zh).not.toMatch(/运费 \$|增值税|收货地址/);
    expect(thanks.said('en')).toBe(`Your $30.00 support (${thanks.row.no}) is paid. 10 diamonds are frozen until the campaign is funded.`);
    expect(thanks.said('zh-CN')).toBe(`你的 $30.00 支持（${thanks.row.no}）已付款。10 颗钻石将冻结至众筹成功。`);
  });

  it('refuses an unserved country, no address, another user’s address and bad input with 4xx, writing nothing', async () => {
    const rows = await supportRows();
    const unserved = await t.http.post(
      '/api/crowdfunding-support',
      { characterId: campaign.id, specId: campaign.specs[50], userAddressId: ids.BR },
      fan.token,
    );
    expect(unserved.status).toBe(422);
    expect(unserved.body.detail).toBe('Sorry, we do not ship to Brazil: please choose an address in a country we ship to');
    const homeless = await makeUser(t.ctx);
    const none = await t.http.post('/api/crowdfunding-support', { characterId: campaign.id, specId: campaign.specs[100] }, homeless.token);
    expect(none.status).toBe(422);
    expect(none.body.detail).toBe('Please add a shipping address: this reward ships to you');
    expect((await quote(homeless.token, campaign.specs[100]!)).body.data).toMatchObject({
      served: false,
      addressId: null,
      refusal: { reason: 'support-address-required' },
    });
    const others = await t.http.post(
      '/api/crowdfunding-support',
      { characterId: campaign.id, specId: campaign.specs[50], userAddressId: ids.CA },
      homeless.token,
    );
    expect(others.status).toBe(404);
    expect((await quote(homeless.token, campaign.specs[50]!, ids.CA)).status).toBe(404);
    const malformed = await t.http.post(
      '/api/crowdfunding-support',
      { characterId: campaign.id, specId: campaign.specs[50], userAddressId: 'BAD' },
      fan.token,
    );
    expect(malformed.status).toBe(400);
    // A pledge is refused the same way before a card setup is started.
    const onSuccess = await openCampaign(t, admin.token, (await makeUser(t.ctx)).id);
    expect((await t.http.put(`/api/admin/crowdfunding/${onSuccess.id}`, { chargeMode: 'on_success' }, admin.token)).status).toBe(200);
    expect((await t.http.put(`/api/admin/crowdfunding-spec/${onSuccess.specs[50]}`, { ships: true }, admin.token)).status).toBe(200);
    const rowsBefore = await supportRows();
    const pledge = await t.http.post(
      '/api/crowdfunding-pledge',
      { characterId: onSuccess.id, specId: onSuccess.specs[50], userAddressId: ids.BR },
      fan.token,
    );
    expect(pledge.status).toBe(422);
    expect(await supportRows()).toBe(rowsBefore);
    // Visitors are refused the quote.
    expect(
      (await t.http.request('POST', '/api/crowdfunding-support/quote', { body: { characterId: campaign.id, specId: campaign.specs[50] } }))
        .status,
    ).toBe(401);
    expect(await supportRows()).toBe(rows);
  });

  it('one support for four taps at once with one idempotency key, each priced for its address', async () => {
    const rows = await supportRows();
    const body = { characterId: campaign.id, specId: campaign.specs[100], userAddressId: ids.CN };
    const taps = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.http.request('POST', '/api/crowdfunding-support', { body, token: fan.token, headers: { 'idempotency-key': 'reward-tap-0001' } }),
      ),
    );
    // The twins answer the first support.
    const done = taps.filter((r) => r.status === 200);
    expect(done).toHaveLength(4);
    expect(new Set(done.map((r) => r.body.data.supportId)).size).toBe(1);
    expect(await supportRows()).toBe(rows + 1);
    const [row] = await t.ctx.db.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, done[0]!.body.data.supportId));
    // $100 to China: per item $5, no tax.
    expect(row).toMatchObject({ amountCents: 10_000, shippingCents: 500, taxCents: 0, totalCents: 10_500 });
  });

  it('the console lists a support with its backer, tier name, ship-to address, shipping, tax, total and refunds (issue 39)', async () => {
    const named = await t.http.put(`/api/admin/crowdfunding-spec/${campaign.specs[100]}`, { name: 'Deluxe figure' }, admin.token);
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const backer = await makeUser(t.ctx, { nickname: 'Ann' });
    expect((await addressOf(backer.token, places.CN, true)).status).toBe(200);
    const { supportId, status } = await supportAndPay(t, backer.token, campaign.id, campaign.specs[100]!);
    expect(status).toBe('succeeded');
    const thanks = await supportAndPay(t, backer.token, campaign.id, campaign.specs[30]!);
    expect(thanks.status).toBe('succeeded');
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, supportId));
    await t.ctx.db.transaction((tx) => requestRefund(t.ctx, tx, payment!.id, { amountCents: 500, reason: 'Goodwill', source: 'console' }));
    await t.ctx.jobs.drain();

    const listed = await t.http.get(`/api/admin/order/crowdfunding?userId=${backer.id}`, admin.token);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const rows = listed.body.data as { id: string }[];
    expect(rows).toHaveLength(2);
    const figure = rows.find((r) => r.id === supportId);
    const diamonds = rows.find((r) => r.id === thanks.supportId);
    const who = { username: backer.username, email: backer.email };
    // $100 to China: $5 shipping, no tax (as above); $5 of it given back.
    expect(figure).toMatchObject({
      id: supportId,
      user: who,
      spec: { price: 100, name: 'Deluxe figure' },
      shipping: 5,
      tax: 0,
      total: 105,
      refundedAmount: 5,
      address: {
        name: 'Ann Collector',
        phone: places.CN.phone,
        zipCode: '200000',
        country: 'China',
        province: 'Shanghai',
        city: 'City',
        area: '1 Figure Street',
      },
    });
    // A diamonds-only tier: unnamed, nothing ships, nothing refunded.
    expect(diamonds).toMatchObject({
      id: thanks.supportId,
      user: who,
      spec: { price: 30, name: '' },
      address: null,
      total: 30,
      refundedAmount: 0,
    });
  });
});
