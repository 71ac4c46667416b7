import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAddress,
  buy,
  giveDiamonds,
  makeAdmin,
  makeRaffle,
  makeUser,
  openCampaign,
  openSale,
  payOrder,
  stageCharacter,
  supportAndPay,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { EMAIL_QUEUE } from '../notification';
import { emailOutbox } from '../notification/schema';
import { DATA_EXPORT_QUEUE } from './data-export';
import { dataExports, users } from './schema';

type Shopper = Awaited<ReturnType<typeof makeUser>>;

/** Issue 29 #3, decision 039: a copy of every row keyed by the account, and nothing of anyone else's. */
describe('download my data', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Shopper;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());

  /** Leaves a row in every table a shopper fills: address, order, payment, support, ledger, vote, comment, message, notice, raffle. */
  async function busyShopper(tag: string) {
    const user = await makeUser(t.ctx, { nickname: `Shopper ${tag}` });
    await addAddress(t, user.id);
    const { specId } = await openSale(t, owner.id, { stock: 20 });
    const orderId = await buy(t, user.token, specId, 1);
    expect(await payOrder(t, user.token, orderId)).toBe('succeeded');
    const campaign = await openCampaign(t, admin.token, owner.id);
    await supportAndPay(t, user.token, campaign.id, campaign.specs[30]!);
    await giveDiamonds(t, user.id, 160);
    const voted = await stageCharacter(t.ctx, owner.id, { vote: { status: 'active', countTarget: 1000 } });
    await t.http.get('/api/user/state', user.token); // the day's votes
    expect((await t.http.post(`/api/vote/${voted.id}`, { targetCount: 1 }, user.token)).status).toBe(200);
    expect((await t.http.post(`/api/character/${voted.id}/comments`, { body: `Hello from ${tag}` }, user.token)).status).toBe(200);
    await makeRaffle(t, [specId], { winRateBp: 0 });
    expect((await t.http.post(`/api/raffle/free-entry/${specId}`, undefined, user.token)).status).toBe(200);
    await t.ctx.jobs.drain();
    return { user, orderId };
  }

  const download = async (url: string) => {
    const res = await fetch(`${t.http.baseUrl}${url}`);
    return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
  };
  const linkOf = (email: string) => {
    const mail = t.ctx.mailbox!.list().find((m) => m.to === email && m.subject.includes('data'))!;
    expect(mail, `no data email to ${email}`).toBeTruthy();
    const path = /\/api\/user\/data-export\/[A-Za-z0-9_-]+\/download\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(path).toBeTruthy();
    return path!;
  };

  it('builds a zip of every row keyed by the account, emails a 24-hour link, and holds nothing of another account', async () => {
    const a = await busyShopper('A');
    const b = await busyShopper('B');
    const [bRow] = await t.ctx.db.select().from(users).where(eq(users.id, b.user.id));

    expect((await t.http.get('/api/user/data-export', a.user.token)).body.data).toBeNull();
    const asked = await t.http.post('/api/user/data-export', undefined, a.user.token);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'pending', readyAt: null });
    // One copy at a time: a second request waits for the hour.
    const again = await t.http.post('/api/user/data-export', undefined, a.user.token);
    expect(again.status).toBe(429);
    expect(again.body.type).toBe('/api/problems/data-export-too-soon');

    await t.ctx.jobs.drain([DATA_EXPORT_QUEUE]);
    await t.ctx.jobs.drain([EMAIL_QUEUE]);
    const state = (await t.http.get('/api/user/data-export', a.user.token)).body.data;
    expect(state).toMatchObject({ id: asked.body.data.id, status: 'ready' });
    expect(Date.parse(state.expiresAt) - Date.parse(state.readyAt)).toBe(24 * 3_600_000);

    const url = linkOf(a.user.email);
    const file = await download(url);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/zip');
    const json = strFromU8(unzipSync(file.bytes)['my-data.json']!);
    const copy = JSON.parse(json) as { accountId: string; tables: Record<string, Record<string, unknown>[]> };
    expect(copy.accountId).toBe(a.user.id);
    // Each of the account's tables, with its rows.
    for (const table of [
      'users',
      'user_addresses',
      'figurine_orders',
      'figurine_order_items',
      'payments',
      'crowdfunding_supports',
      'wallet_balances',
      'wallet_ledger',
      'vote_records',
      'comments',
      'messages',
      'email_outbox',
      'raffle_entries',
      'raffle_players',
      'sessions',
    ]) {
      expect(copy.tables[table]?.length, table).toBeGreaterThan(0);
    }
    for (const table of ['cart_items', 'character_collects', 'character_likes', 'refunds', 'notification_preferences', 'data_exports'])
      expect(copy.tables, table).toHaveProperty(table);
    expect(copy.tables.users![0]).toMatchObject({ id: a.user.id, email: a.user.email, hasPassword: true });
    expect(json).not.toContain('passwordHash');
    expect(json).not.toContain('tokenHash');
    expect(copy.tables.figurine_orders!.map((o) => o.id)).toEqual([a.orderId]);
    expect(copy.tables.comments![0]).toMatchObject({ body: 'Hello from A' });
    // Nothing of the other account: not its id, its email, its name, its order or its comment.
    for (const theirs of [b.user.id, b.user.email, bRow!.username!, 'Shopper B', b.orderId, 'Hello from B'])
      expect(json).not.toContain(theirs);

    // The link is the file's only way out: a wrong token, another id, or after 24 hours it is refused.
    expect((await download(url.replace(/token=.*/, 'token=forged'))).status).toBe(403);
    expect((await download(url.replace(asked.body.data.id, 'x'.repeat(24)))).status).toBe(403);
    const [row] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, asked.body.data.id));
    expect((await fetch(`${t.http.baseUrl}/uploads/${row!.fileKey}`)).status).toBe(404);
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await download(url)).status).toBe(403);
    expect(await t.ctx.jobs.runScheduled()).toContain('account.data-export-expiry');
    await t.ctx.jobs.drain();
    const [expired] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, asked.body.data.id));
    expect(expired).toMatchObject({ status: 'expired', fileKey: null });
    expect(await t.ctx.storage.get(row!.fileKey!)).toBeNull();
  }, 120_000);

  it('speaks the account’s language in the email, and needs a signed-in shopper', async () => {
    const zh = await makeUser(t.ctx);
    await t.ctx.db.update(users).set({ language: 'zh-CN' }).where(eq(users.id, zh.id));
    expect((await t.http.post('/api/user/data-export', undefined, zh.token)).status).toBe(200);
    await t.ctx.jobs.drain([DATA_EXPORT_QUEUE]);
    await t.ctx.jobs.drain([EMAIL_QUEUE]);
    const mail = t.ctx.mailbox!.list().find((m) => m.to === zh.email)!;
    expect(mail.subject).toBe('你的 Pedestal 数据副本已可下载');
    expect(mail.text).toContain('下载我的数据');
    expect((await t.http.post('/api/user/data-export')).status).toBe(401);
    expect((await t.http.get('/api/user/data-export')).status).toBe(401);
  });

  it('deletes the copies’ files and every queued email with the account, at once', async () => {
    const user = await makeUser(t.ctx);
    await t.http.post('/api/user/data-export', undefined, user.token);
    await t.ctx.jobs.drain([DATA_EXPORT_QUEUE]);
    const [row] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    expect(await t.ctx.storage.get(row!.fileKey!)).not.toBeNull();
    // The "data ready" email is still queued (not delivered) when the account goes.
    const queued = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    expect(queued.map((e) => [e.kind, e.status])).toEqual([['data_export_ready', 'pending']]);
    expect((await t.http.delete('/api/authentication/delete-account', user.token)).status).toBe(200);
    const left = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    expect(left.map((e) => e.kind)).toEqual(['account_deleted']);
    expect(await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).toEqual([]);
    await t.ctx.jobs.drain();
    expect(await t.ctx.storage.get(row!.fileKey!)).toBeNull();
    expect(
      t.ctx
        .mailbox!.list()
        .filter((m) => m.to === user.email)
        .map((m) => m.subject),
    ).toEqual(['Your Pedestal account was deleted']);
  });
});
