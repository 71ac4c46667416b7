import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser, openCampaign } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { StripeStandIn } from '../../../test/stand-ins/stripe';
import { openDatabase } from '../../db/client';
import { users } from '../account/schema';
import { messageText, type MessageParams } from '../message';
import { messages } from '../message/schema';
import { renderNotice } from '../notification';
import { emailOutbox } from '../notification/schema';
import { payments } from '../payment/schema';
import { walletBalances } from '../wallet/schema';
import { PLEDGE_ADDRESS_REASON, PLEDGE_CHARGE_QUEUE } from './pledges';
import { crowdfundings, crowdfundingSupports } from './schema';

const HOUR = 3_600_000;
const SUCCEEDS = '4242424242424242';
/** Stripe's test card that is saved fine and declined at every charge. */
const DECLINED_LATER = '4000000000000341';
/** Stripe's test card that asks for 3-D Secure on every payment (off-session: authentication_required). */
const ALWAYS_3DS = '4000002760003184';

/**
 * Charge-on-success campaigns (issue 30, decision 040) with the real Stripe SDK against the local
 * stand-in: pledges save a card with a SetupIntent; the end job charges them off-session once, a
 * failed campaign charges and refunds nothing, and an errored pledge is reminded and retried every
 * 48 h, fixed by another card or 3-D Secure, or dropped when its 7 days of grace end.
 */
describe('pledges charged when the campaign succeeds', () => {
  const stripe = new StripeStandIn();
  let t: TestApp;
  let admin: { id: string; token: string };

  beforeAll(async () => {
    await stripe.start();
    t = await startTestApp({ env: stripe.appEnv });
    stripe.webhookUrl = `${t.baseUrl}/api/pay/stripe/webhook`;
    admin = await makeAdmin(t.ctx);
  });
  afterAll(async () => {
    await t?.close();
    await stripe.stop();
  });

  /** Stripe.js in the browser: confirms a SetupIntent with a card, and passes 3-D Secure when asked. */
  async function confirmSetup(setupRef: string, clientSecret: string, number: string) {
    const browser = { key: stripe.publishableKey, client_secret: clientSecret };
    const res = await fetch(`${stripe.baseUrl}/v1/setup_intents/${setupRef}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...browser,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': number,
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '34',
      }),
    });
    const si = (await res.json()) as { status: string };
    if (si.status === 'requires_action') {
      await fetch(`${stripe.baseUrl}/v1/setup_intents/${setupRef}/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...browser, result: 'complete' }),
      });
    }
  }

  async function pledge(http: TestApp['http'], token: string, characterId: string, specId: string, number = SUCCEEDS) {
    const started = await http.post('/api/crowdfunding-pledge', { characterId, specId }, token);
    expect(started.status).toBe(200);
    const { supportId, setupRef, clientSecret } = started.body.data as { supportId: string; setupRef: string; clientSecret: string };
    await confirmSetup(setupRef, clientSecret, number);
    const confirmed = await http.post(`/api/crowdfunding-pledge/${supportId}/confirm`, { setupRef }, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'pledged', diamonds: expect.any(Number) });
    return supportId;
  }

  async function onSuccessCampaign(countTarget: number) {
    // Earlier tests move the clock past the session lifetime.
    admin = await makeAdmin(t.ctx);
    const owner = await makeUser(t.ctx);
    const campaign = await openCampaign(t, admin.token, owner.id);
    const res = await t.http.put(`/api/admin/crowdfunding/${campaign.id}`, { chargeMode: 'on_success' }, admin.token);
    expect(res.status).toBe(200);
    // Its goal changes only through an amendment while it runs (decision 066).
    const amended = await t.http.post(`/api/admin/crowdfunding/${campaign.id}/amend`, { countTarget, reason: 'Test goal' }, admin.token);
    expect(amended.status).toBe(200);
    return campaign;
  }

  const supportOf = async (id: string) => (await t.ctx.db.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.id, id)))[0]!;
  const endCampaign = async (characterId: string) => {
    await t.ctx.db.update(crowdfundings).set({ endAt: t.clock.now() }).where(eq(crowdfundings.characterId, characterId));
    await t.ctx.jobs.runScheduled(['crowdfunding.finish-campaigns']);
  };
  const tend = () => t.ctx.jobs.runScheduled(['crowdfunding.errored-pledges']);
  const stripeCalls = (path: string) => stripe.requests.filter((r) => r.method === 'POST' && r.path === path).length;

  // First: Stripe signs its webhooks with the real time, which the tests below move the store's clock away from.
  it('a card that needs 3-D Secure: errored as authentication_required, fixed by the backer confirming it on the pledge’s checkout', async () => {
    const { id, specs } = await onSuccessCampaign(100);
    const fan = await makeUser(t.ctx);
    const supportId = await pledge(t.http, fan.token, id, specs[100]!, ALWAYS_3DS);
    await endCampaign(id);
    await t.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE]);
    const errored = await supportOf(supportId);
    expect(errored).toMatchObject({ pledgeStatus: 'errored', pledgeErrorCode: 'authentication_required' });
    expect(errored.pledgeError).toContain('requires authentication');
    const shown = await t.http.get(`/api/crowdfunding-pledge/${supportId}`, fan.token);
    expect(shown.body.data).toMatchObject({ status: 'errored', errorCode: 'authentication_required', graceEndsAt: expect.any(String) });

    // The message's link: the pledge's checkout, where Stripe.js confirms the card with 3-D Secure.
    const created = await t.http.post('/api/pay/crowdfunding/create', { id: supportId, paymentMethod: 'stripe' }, fan.token);
    expect(created.status).toBe(200);
    const { clientSecret } = created.body.data as { clientSecret: string };
    const intentId = clientSecret.split('_secret_')[0]!;
    const browser = { key: stripe.publishableKey, client_secret: clientSecret };
    const confirm = await fetch(`${stripe.baseUrl}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...browser,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': ALWAYS_3DS,
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '34',
      }),
    });
    expect(((await confirm.json()) as { status: string }).status).toBe('requires_action');
    await fetch(`${stripe.baseUrl}/v1/payment_intents/${intentId}/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...browser, result: 'complete' }),
    });
    expect(await supportOf(supportId)).toMatchObject({ status: 'success', pledgeStatus: 'charged' });
    const notes = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, fan.id), eq(messages.kind, 'pledge_charged')));
    expect(notes).toHaveLength(1);
  });

  it('a charge that answers "processing" settles by webhook: declined later errors the pledge, succeeded later charges it', async () => {
    const { id, specs } = await onSuccessCampaign(100);
    const [late, fine] = await Promise.all([makeUser(t.ctx), makeUser(t.ctx)]);
    const declined = await pledge(t.http, late.token, id, specs[50]!);
    const settled = await pledge(t.http, fine.token, id, specs[50]!);
    stripe.holdOffSessionCharges = true;
    try {
      await endCampaign(id);
      await t.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE]);
    } finally {
      stripe.holdOffSessionCharges = false;
    }
    const intentOf = async (supportId: string) => {
      const [row] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, supportId));
      expect(row).toMatchObject({ status: 'pending' });
      return row!.providerRef!;
    };
    expect(await supportOf(declined)).toMatchObject({ status: 'pending', pledgeStatus: 'charging' });

    await stripe.settleProcessing(await intentOf(declined), 'declined');
    expect(await supportOf(declined)).toMatchObject({
      status: 'pending',
      pledgeStatus: 'errored',
      pledgeErrorCode: 'declined',
      pledgeError: 'Your card was declined.',
    });
    expect((await supportOf(declined)).pledgeRetryAt).not.toBeNull();
    const erroredNotes = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, late.id), eq(messages.kind, 'pledge_errored')));
    expect(erroredNotes).toHaveLength(1);

    await stripe.settleProcessing(await intentOf(settled), 'succeeded');
    expect(await supportOf(settled)).toMatchObject({ status: 'success', pledgeStatus: 'charged' });
  });

  it('keeps existing campaigns charging now, and each campaign takes only its own way of support', async () => {
    const owner = await makeUser(t.ctx);
    const fan = await makeUser(t.ctx);
    const now = await openCampaign(t, admin.token, owner.id);
    const [row] = await t.ctx.db.select().from(crowdfundings).where(eq(crowdfundings.characterId, now.id));
    expect(row!.chargeMode).toBe('now');
    const refused = await t.http.post('/api/crowdfunding-pledge', { characterId: now.id, specId: now.specs[30] }, fan.token);
    expect(refused.status).toBe(400);
    expect(refused.body.type).toContain('campaign-charges-now');

    const later = await onSuccessCampaign(1000);
    const direct = await t.http.post('/api/crowdfunding-support', { characterId: later.id, specId: later.specs[30] }, fan.token);
    expect(direct.status).toBe(400);
    expect(direct.body.type).toContain('pledge-required');
    const bad = await t.http.put(`/api/admin/crowdfunding/${later.id}`, { chargeMode: 'later' }, admin.token);
    expect(bad.status).toBe(400);

    // A setup another shopper confirmed is not this pledge's card; a pledge of someone else is a 404.
    const other = await makeUser(t.ctx);
    const started = await t.http.post('/api/crowdfunding-pledge', { characterId: later.id, specId: later.specs[30] }, fan.token);
    const { supportId, setupRef } = started.body.data as { supportId: string; setupRef: string };
    expect((await t.http.post(`/api/crowdfunding-pledge/${supportId}/confirm`, { setupRef }, fan.token)).status).toBe(400);
    expect((await t.http.get(`/api/crowdfunding-pledge/${supportId}`, other.token)).status).toBe(404);
    expect((await t.http.post(`/api/crowdfunding-pledge/${supportId}/confirm`, { setupRef }, other.token)).status).toBe(400);
  });

  it('a pledged reward is shown its shipping and tax, priced again when charged, and charged reward + shipping + tax (decision 049)', async () => {
    const { id, specs } = await onSuccessCampaign(100);
    expect((await t.http.put(`/api/admin/crowdfunding-spec/${specs[100]}`, { ships: true, weightGrams: 900 }, admin.token)).status).toBe(
      200,
    );
    const fan = await makeUser(t.ctx);
    const address = await t.http.post(
      '/api/user-address',
      {
        name: 'Ann Collector',
        city: 'Berlin',
        area: '1 Figure Street',
        isDefault: true,
        country: 'Germany',
        province: 'Berlin',
        zipCode: '10115',
        phone: '+493012345678',
      },
      fan.token,
    );
    expect(address.status).toBe(200);
    const setting = (fee: number) =>
      t.http.put(
        '/api/admin/system/setting',
        {
          shipping: {
            otherCountries: 'unserved',
            zones: [{ id: 'eu', name: 'EU', countries: ['DE'], rate: { kind: 'flat', cents: fee } }],
          },
        },
        admin.token,
      );
    expect((await setting(1_000)).status).toBe(200);
    const supportId = await pledge(t.http, fan.token, id, specs[100]!);
    expect(await supportOf(supportId)).toMatchObject({ amountCents: 10_000, shippingCents: 1_000, totalCents: 11_000 });
    // The rate changes before the campaign ends: the charge prices the parcel as it is then.
    expect((await setting(1_200)).status).toBe(200);
    await endCampaign(id);
    await t.ctx.jobs.drain();
    expect(await supportOf(supportId)).toMatchObject({
      status: 'success',
      pledgeStatus: 'charged',
      shippingCents: 1_200,
      totalCents: 11_200,
    });
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, supportId));
    expect(payment!.amountCents).toBe(11_200);
    // Its message itemises what was charged (issue 31 leftover), in the reader's language.
    const [charged] = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, fan.id), eq(messages.kind, 'pledge_charged')));
    const params = charged!.params as unknown as MessageParams['pledge_charged'];
    expect(messageText('en', 'pledge_charged', params).body).toContain('is charged: reward $100.00, shipping $12.00, total $112.00.');
    expect(messageText('zh-CN', 'pledge_charged', params).body).toContain('已扣款：回报 $100.00，运费 $12.00，合计 $112.00。');
    const [campaign] = await t.ctx.db.select().from(crowdfundings).where(eq(crowdfundings.characterId, id));
    expect(campaign!.currentCents).toBe(10_000);
    await t.http.put('/api/admin/system/setting', { shipping: { otherCountries: 'flat-fee', zones: [] } }, admin.token);
  });

  it('a pledge on a tier switched to ship nothing before its charge is charged the reward only (decision 049)', async () => {
    const { id, specs } = await onSuccessCampaign(100);
    const tier = `/api/admin/crowdfunding-spec/${specs[100]}`;
    expect((await t.http.put(tier, { ships: true, weightGrams: 900 }, admin.token)).status).toBe(200);
    const fan = await makeUser(t.ctx);
    const address = await t.http.post(
      '/api/user-address',
      {
        name: 'Ann Collector',
        city: 'Berlin',
        area: '1 Figure Street',
        isDefault: true,
        country: 'Germany',
        province: 'Berlin',
        zipCode: '10115',
        phone: '+493012345678',
      },
      fan.token,
    );
    expect(address.status).toBe(200);
    const zones = {
      otherCountries: 'unserved',
      zones: [{ id: 'eu', name: 'EU', countries: ['DE'], rate: { kind: 'flat', cents: 1_000 } }],
    };
    expect((await t.http.put('/api/admin/system/setting', { shipping: zones }, admin.token)).status).toBe(200);
    const supportId = await pledge(t.http, fan.token, id, specs[100]!);
    expect(await supportOf(supportId)).toMatchObject({ shippingCents: 1_000, totalCents: 11_000 });
    // The console switches an existing tier (issue 31 leftover): the reward turns out to ship nothing.
    const switched = await t.http.put(tier, { ships: false }, admin.token);
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({ ships: false, weightGrams: 900 });
    await endCampaign(id);
    await t.ctx.jobs.drain();
    expect(await supportOf(supportId)).toMatchObject({ pledgeStatus: 'charged', shippingCents: 0, taxCents: 0, totalCents: 10_000 });
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, supportId));
    expect(payment!.amountCents).toBe(10_000);
    await t.http.put('/api/admin/system/setting', { shipping: { otherCountries: 'flat-fee', zones: [] } }, admin.token);
  });

  describe('a pledge made without an address on a tier switched to ship (decision 059)', () => {
    const berlin = {
      name: 'Ann Collector',
      city: 'Berlin',
      area: '1 Figure Street',
      isDefault: true,
      country: 'Germany',
      province: 'Berlin',
      zipCode: '10115',
      phone: '+493012345678',
    };
    const zones = {
      otherCountries: 'unserved',
      zones: [{ id: 'eu', name: 'EU', countries: ['DE'], rate: { kind: 'flat', cents: 1_000 } }],
    };

    /** A pledge on the $100 tier while it ships nothing (no address asked), then the tier switched to ship 900 g. */
    async function pledgedThenShips(fan: { token: string }) {
      const { id, specs } = await onSuccessCampaign(100);
      expect((await t.http.put('/api/admin/system/setting', { shipping: zones }, admin.token)).status).toBe(200);
      const supportId = await pledge(t.http, fan.token, id, specs[100]!);
      expect(await supportOf(supportId)).toMatchObject({ address: null, shippingCents: 0, totalCents: 10_000 });
      expect((await t.http.put(`/api/admin/crowdfunding-spec/${specs[100]}`, { ships: true, weightGrams: 900 }, admin.token)).status).toBe(
        200,
      );
      return { id, supportId };
    }

    it('is priced for the backer’s default address at its charge and ships there', async () => {
      const fan = await makeUser(t.ctx);
      const { id, supportId } = await pledgedThenShips(fan);
      expect((await t.http.post('/api/user-address', berlin, fan.token)).status).toBe(200);
      await endCampaign(id);
      await t.ctx.jobs.drain();
      const charged = await supportOf(supportId);
      expect(charged).toMatchObject({ pledgeStatus: 'charged', shippingCents: 1_000, totalCents: 11_000 });
      expect(charged.address).toMatchObject({ country: 'Germany', city: 'Berlin', name: 'Ann Collector' });
      const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, supportId));
      expect(payment!.amountCents).toBe(11_000);
      await t.http.put('/api/admin/system/setting', { shipping: { otherCountries: 'flat-fee', zones: [] } }, admin.token);
    });

    it('without an address is not charged, the backer is told in both languages, and a new default address charges it', async () => {
      const fan = await makeUser(t.ctx);
      const { id, supportId } = await pledgedThenShips(fan);
      // This pledge's charges at Stripe (their keys name it): other tests' pledges retry meanwhile.
      const charges = () => stripe.requests.filter((r) => r.idempotencyKey?.startsWith(`pledge-${supportId}-`)).length;
      await endCampaign(id);
      await t.ctx.jobs.drain();
      expect(charges()).toBe(0);
      expect(await t.ctx.db.select().from(payments).where(eq(payments.orderId, supportId))).toHaveLength(0);
      expect(await supportOf(supportId)).toMatchObject({
        status: 'pending',
        pledgeStatus: 'errored',
        pledgeErrorCode: 'address_required',
        pledgeError: PLEDGE_ADDRESS_REASON,
        totalCents: 10_000,
      });
      const shown = await t.http.get(`/api/crowdfunding-pledge/${supportId}`, fan.token);
      expect(shown.body.data).toMatchObject({ status: 'errored', errorCode: 'address_required', graceEndsAt: expect.any(String) });
      // The campaign page's own supports say an address fixes it, not a card.
      const page = await t.http.get(`/api/crowdfunding/show/${id}`, fan.token);
      expect(page.body.data.mySupports).toEqual([
        expect.objectContaining({ id: supportId, pledgeStatus: 'errored', pledgeErrorCode: 'address_required' }),
      ]);
      const listed = await t.http.get('/api/admin/crowdfunding-pledges/errored', admin.token);
      expect(listed.body.data).toContainEqual(expect.objectContaining({ id: supportId, code: 'address_required' }));

      // The message leads to the address book and says what to do, in English and 简体中文.
      const [note] = await t.ctx.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, fan.id), eq(messages.kind, 'pledge_errored')));
      expect(note!.link).toBe('/user-address/create');
      const params = note!.params as unknown as MessageParams['pledge_errored'];
      expect(messageText('en', 'pledge_errored', params)).toMatchObject({
        title: expect.stringMatching(/^Add an address for your pledge to /),
      });
      expect(messageText('en', 'pledge_errored', params).body).toContain('has no address to ship it to, so it was not charged');
      expect(messageText('zh-CN', 'pledge_errored', params).title).toMatch(/^请为你对「.+」的认捐添加收货地址$/);
      expect(messageText('zh-CN', 'pledge_errored', params).body).toContain('没有收货地址，因此尚未扣款');
      const [mail] = await t.ctx.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, fan.id), eq(emailOutbox.kind, 'pledge_errored')));
      expect(mail!.data).toMatchObject({ address: true, pledgeNo: expect.any(String) });
      const site = { appName: 'Pedestal', publicUrl: 'https://pedestal.example', unsubscribeUrl: 'https://pedestal.example/u' };
      const en = await renderNotice(site, 'pledge_errored', mail!.data as never, 'Ann', 'en');
      expect(en.subject).toMatch(/^Add an address for your pledge to /);
      expect(en.text).toContain('Add an address');
      expect(en.text).toContain('https://pedestal.example/user-address/create');
      const zh = await renderNotice(site, 'pledge_errored', mail!.data as never, 'Ann', 'zh-CN');
      expect(zh.subject).toMatch(/^请为你对 .+ 的认捐添加收货地址$/);
      expect(zh.text).toContain('添加收货地址');

      // The 48 h retry without an address: not charged again, reminded.
      t.clock.advance(49 * HOUR);
      await tend();
      await t.ctx.jobs.drain();
      expect(charges()).toBe(0);
      expect(await supportOf(supportId)).toMatchObject({ pledgeStatus: 'errored', pledgeErrorCode: 'address_required', pledgeAttempts: 2 });

      // The backer adds an address (their first, so the default): the pledge is charged at once, shipping included.
      expect((await t.http.post('/api/user-address', { ...berlin, isDefault: false }, fan.token)).status).toBe(200);
      await t.ctx.jobs.drain();
      expect(await supportOf(supportId)).toMatchObject({
        status: 'success',
        pledgeStatus: 'charged',
        shippingCents: 1_000,
        totalCents: 11_000,
      });
      const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, supportId));
      expect(payment!.amountCents).toBe(11_000);
      expect(charges()).toBe(1);
      await t.http.put('/api/admin/system/setting', { shipping: { otherCountries: 'flat-fee', zones: [] } }, admin.token);
    });
  });

  it('counts a pledge toward the goal once, however many confirmations race', async () => {
    const { id, specs } = await onSuccessCampaign(1000);
    const fan = await makeUser(t.ctx);
    const started = await t.http.post('/api/crowdfunding-pledge', { characterId: id, specId: specs[50] }, fan.token);
    const { supportId, setupRef, clientSecret } = started.body.data as { supportId: string; setupRef: string; clientSecret: string };
    await confirmSetup(setupRef, clientSecret, SUCCEEDS);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.http.post(`/api/crowdfunding-pledge/${supportId}/confirm`, { setupRef }, fan.token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const [campaign] = await t.ctx.db.select().from(crowdfundings).where(eq(crowdfundings.characterId, id));
    expect(campaign!.currentCents).toBe(5_000);
    expect(await supportOf(supportId)).toMatchObject({ pledgeStatus: 'pledged', status: 'pending' });
  });

  it('a failed charge-on-success campaign charges nothing and refunds nothing', async () => {
    const { id, specs } = await onSuccessCampaign(1000);
    const fans = await Promise.all(Array.from({ length: 3 }, () => makeUser(t.ctx)));
    const pledged = [];
    for (const fan of fans) pledged.push(await pledge(t.http, fan.token, id, specs[30]!));
    const [running] = await t.ctx.db.select().from(crowdfundings).where(eq(crowdfundings.characterId, id));
    expect(running!.currentCents).toBe(9_000);
    // Pledges wait for the end: they never expire as unpaid supports do.
    t.clock.advance(2 * HOUR);
    await t.ctx.jobs.runScheduled(['crowdfunding.expire-supports']);
    const charges = stripe.chargeCount;
    const refunds = stripe.refundCount;
    const intents = stripeCalls('/v1/payment_intents');

    await endCampaign(id);
    await t.ctx.jobs.drain();

    const [campaign] = await t.ctx.db.select().from(crowdfundings).where(eq(crowdfundings.characterId, id));
    expect(campaign!.status).toBe('failed');
    expect(stripe.chargeCount - charges).toBe(0);
    expect(stripe.refundCount - refunds).toBe(0);
    expect(stripeCalls('/v1/payment_intents') - intents).toBe(0);
    expect(stripeCalls('/v1/refunds')).toBe(0);
    for (const sid of pledged) expect(await supportOf(sid)).toMatchObject({ status: 'canceled', pledgeStatus: 'canceled', paidAt: null });
  });

  it('charges each of 100 pledges exactly once when two instances run the end job and the charges', async () => {
    const { id, specs } = await onSuccessCampaign(100);
    const fans = await Promise.all(Array.from({ length: 100 }, () => makeUser(t.ctx)));
    const pledged: string[] = [];
    for (let i = 0; i < fans.length; i += 10) {
      pledged.push(...(await Promise.all(fans.slice(i, i + 10).map((fan) => pledge(t.http, fan.token, id, specs[30]!)))));
    }
    // A second instance on the same PostgreSQL database (its own pool and queue); PGlite has one connection, so one app runs twice.
    const url = (t.ctx.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client?.options?.connectionString;
    const second =
      process.env.DATABASE_URL && url
        ? await startTestApp({ env: stripe.appEnv, clock: t.clock, database: await openDatabase({ url }) })
        : null;
    if (process.env.DATABASE_URL) expect(second).not.toBeNull();
    const b = second ?? t;
    try {
      const charges = stripe.chargeCount;
      await t.ctx.db.update(crowdfundings).set({ endAt: t.clock.now() }).where(eq(crowdfundings.characterId, id));
      await Promise.all([
        t.ctx.jobs.runScheduled(['crowdfunding.finish-campaigns']),
        b.ctx.jobs.runScheduled(['crowdfunding.finish-campaigns']),
      ]);
      await Promise.all([t.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE]), b.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE])]);
      // A job run again (a crash after the charge) asks Stripe with the same key: no second charge.
      await Promise.all(pledged.slice(0, 10).map((supportId) => t.ctx.jobs.enqueue(t.ctx.db, PLEDGE_CHARGE_QUEUE, { supportId })));
      await Promise.all([t.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE]), b.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE])]);

      expect(stripe.chargeCount - charges).toBe(100);
      const rows = await t.ctx.db.select().from(crowdfundingSupports).where(inArray(crowdfundingSupports.id, pledged));
      expect(rows.every((s) => s.status === 'success' && s.pledgeStatus === 'charged' && s.pledgeAttempts === 1)).toBe(true);
      const paid = await t.ctx.db
        .select()
        .from(payments)
        .where(and(inArray(payments.orderId, pledged), eq(payments.status, 'success')));
      expect(paid.length).toBe(100);
      expect(new Set(paid.map((p) => p.orderId)).size).toBe(100);
      const charged = [...stripe.charges.values()].filter((c) => paid.some((p) => p.providerRef === c.payment_intent));
      expect(charged.length).toBe(100);
      // Their diamonds are the backers' at once (the campaign is funded).
      const balances = await t.ctx.db
        .select()
        .from(walletBalances)
        .where(
          inArray(
            walletBalances.userId,
            fans.map((f) => f.id),
          ),
        );
      expect(balances.reduce((n, b) => n + b.diamonds - (b.frozenDiamonds ?? 0), 0)).toBeGreaterThanOrEqual(100 * 10);
      expect(balances.every((b) => b.frozenDiamonds === 0)).toBe(true);
    } finally {
      await second?.close();
    }
  }, 180_000);

  it('a declined card: errored with a message and an email, reminded and retried after 48 h, charged once fixed with another card', async () => {
    const { id, specs } = await onSuccessCampaign(100);
    const fan = await makeUser(t.ctx);
    await t.ctx.db.update(users).set({ language: 'zh-CN' }).where(eq(users.id, fan.id));
    const supportId = await pledge(t.http, fan.token, id, specs[100]!, DECLINED_LATER);
    await endCampaign(id);
    await t.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE]);

    expect(await supportOf(supportId)).toMatchObject({
      status: 'pending',
      pledgeStatus: 'errored',
      pledgeErrorCode: 'declined',
      pledgeAttempts: 1,
    });
    const mails = async () =>
      t.ctx.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, fan.id), eq(emailOutbox.kind, 'pledge_errored')));
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]!.language).toBe('zh-CN');
    const notes = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, fan.id), eq(messages.kind, 'pledge_errored')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.link).toBe(`/pay/check-out/${supportId}/crowdfunding_support`);
    const listed = await t.http.get('/api/admin/crowdfunding-pledges/errored', admin.token);
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({
        id: supportId,
        code: 'declined',
        reason: 'Your card was declined.',
        // Named for the console (issue 41), not bare ids.
        characterName: expect.stringMatching(/\S/),
        user: { username: expect.stringMatching(/\S/), email: fan.email },
      }),
    );
    expect((await t.http.get('/api/admin/crowdfunding-pledges/errored', fan.token)).status).toBe(403);

    // Not before 48 h.
    t.clock.advance(47 * HOUR);
    await tend();
    await t.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE]);
    expect((await supportOf(supportId)).pledgeAttempts).toBe(1);
    // At 48 h: retried, declined again, reminded.
    t.clock.advance(HOUR);
    await tend();
    await tend();
    await t.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE]);
    expect(await supportOf(supportId)).toMatchObject({ pledgeStatus: 'errored', pledgeAttempts: 2 });
    expect(await mails()).toHaveLength(2);

    // Fixed with another card: charged at once, once.
    const charges = stripe.chargeCount;
    const card = await t.http.post(`/api/crowdfunding-pledge/${supportId}/card`, {}, fan.token);
    expect(card.status).toBe(200);
    await confirmSetup(card.body.data.setupRef, card.body.data.clientSecret, SUCCEEDS);
    const fixed = await t.http.post(`/api/crowdfunding-pledge/${supportId}/confirm`, { setupRef: card.body.data.setupRef }, fan.token);
    expect(fixed.status).toBe(200);
    await t.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE]);
    expect(await supportOf(supportId)).toMatchObject({ status: 'success', pledgeStatus: 'charged', pledgeAttempts: 3 });
    expect(stripe.chargeCount - charges).toBe(1);
    const [wallet] = await t.ctx.db.select().from(walletBalances).where(eq(walletBalances.userId, fan.id));
    expect(wallet!.diamonds).toBeGreaterThanOrEqual(50);
    // Nothing left to retry or drop.
    t.clock.advance(8 * 24 * HOUR);
    await tend();
    expect((await supportOf(supportId)).pledgeStatus).toBe('charged');
    admin = await makeAdmin(t.ctx);
    expect((await t.http.get('/api/admin/crowdfunding-pledges/errored', admin.token)).body.data).not.toContainEqual(
      expect.objectContaining({ id: supportId }),
    );
  });

  it('a declined card never fixed is dropped at 7 days: nothing charged, the backer told', async () => {
    const { id, specs } = await onSuccessCampaign(100);
    const fan = await makeUser(t.ctx);
    const supportId = await pledge(t.http, fan.token, id, specs[100]!, DECLINED_LATER);
    const charges = stripe.chargeCount;
    await endCampaign(id);
    await t.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE]);
    for (let hours = 48; hours < 7 * 24; hours += 48) {
      t.clock.advance(48 * HOUR);
      await tend();
      await t.ctx.jobs.drain([PLEDGE_CHARGE_QUEUE]);
    }
    const before = await supportOf(supportId);
    expect(before).toMatchObject({ pledgeStatus: 'errored', pledgeAttempts: 4 });
    t.clock.advance(7 * 24 * HOUR - 6 * 24 * HOUR);
    await tend();
    expect(await supportOf(supportId)).toMatchObject({ status: 'failed', pledgeStatus: 'dropped', paidAt: null });
    expect(stripe.chargeCount - charges).toBe(0);
    const dropped = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, fan.id), eq(emailOutbox.kind, 'pledge_dropped')));
    expect(dropped).toHaveLength(1);
    const [wallet] = await t.ctx.db.select().from(walletBalances).where(eq(walletBalances.userId, fan.id));
    expect(wallet?.diamonds ?? 0).toBe(0);
  });
});
