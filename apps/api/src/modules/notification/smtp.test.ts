import { routePatterns } from '@pedestal/contract';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAddress,
  buy,
  makeAdmin,
  makeUser,
  openCampaign,
  openCampaignOf,
  openSale,
  payOrder,
  setCampaignGoal,
  signIn,
  stageCharacter,
  supportAndPay,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { voteRecords, votes } from '../vote/schema';
import { emailOutbox } from './schema';
import { EMAIL_QUEUE, deliverEmail, queueEmails } from './service';

const DAY = 86_400_000;

/** A real SMTP server (the `smtp-server` package) that keeps every message it accepts, raw and parsed. */
class MailCatcher {
  readonly received: { raw: string; mail: ParsedMail }[] = [];
  /** While set, every message is refused with a temporary failure (451), as a busy relay does. */
  refusing = false;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (this.refusing) return done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (mail) => {
            this.received.push({ raw, mail });
            done();
          },
          (err: Error) => done(err),
        );
      });
    },
  });
  port = 0;
  async start() {
    await new Promise<void>((resolve) => this.server.listen(Number(process.env.SMTP_TEST_PORT ?? 0), '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  to(address: string) {
    return this.received.filter((r) => r.mail.to && 'text' in r.mail.to && r.mail.to.text === address);
  }
  /** The notice kinds one recipient got, sorted (each email names its kind in a header). */
  kindsTo(address: string) {
    return this.to(address)
      .map((r) => r.mail.headers.get('x-notification-kind'))
      .sort();
  }
  one(address: string, kind: string) {
    const found = this.to(address).filter((r) => r.mail.headers.get('x-notification-kind') === kind);
    expect(found, `${kind} to ${address}`).toHaveLength(1);
    return found[0]!;
  }
}

/** The store links in an email's HTML (the logo's home link aside). */
const linksOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** Whether a path is one of the web app's screens (a contract path or route pattern). */
function isScreen(path: string) {
  return Object.values(routePatterns).some((pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path));
}

describe('email notifications over SMTP', () => {
  let t: TestApp;
  const smtp = new MailCatcher();
  let admin: Awaited<ReturnType<typeof makeAdmin>>;

  beforeAll(async () => {
    await smtp.start();
    t = await startTestApp({
      env: { MAIL_TRANSPORT: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), MAIL_FROM: 'Pedestal <orders@pedestal.test>' },
    });
    admin = await makeAdmin(t.ctx);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const deliver = () => t.ctx.jobs.drain([EMAIL_QUEUE]);

  it('pays an order, ships it, funds a campaign and fails another: one email of each kind per recipient, with working links', async () => {
    const owner = await makeUser(t.ctx);
    const buyer = await makeUser(t.ctx, { nickname: 'Ada' });
    const backerFunded = await makeUser(t.ctx);
    const backerFailed = await makeUser(t.ctx);
    const voter = await makeUser(t.ctx);

    // An order: placed, paid, shipped.
    const { specId } = await openSale(t, owner.id);
    await addAddress(t, buyer.id);
    const orderId = await buy(t, buyer.token, specId, 2);
    expect(await payOrder(t, buyer.token, orderId)).toBe('succeeded');
    expect((await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF1234567890' }, admin.token)).status).toBe(200);

    // A campaign funded by the admin; another that ends short of its goal. A voter of the first hears it opened.
    const staged = await stageCharacter(t.ctx, owner.id, { vote: { status: 'ended', countCurrent: 1000, countTarget: 1000 } });
    const [vote] = await t.ctx.db.select({ id: votes.id }).from(votes).where(eq(votes.characterId, staged.id));
    await t.ctx.db.insert(voteRecords).values({ voteId: vote!.id, characterId: staged.id, userId: voter.id, count: 3 });
    const funded = await openCampaignFor(staged.id);
    const failed = await openCampaign(t, admin.token, owner.id);
    expect((await supportAndPay(t, backerFunded.token, funded.id, funded.specs[100]!)).status).toBe('succeeded');
    expect((await supportAndPay(t, backerFailed.token, failed.id, failed.specs[30]!)).status).toBe('succeeded');
    await setCampaignGoal(t, funded.id, 100);
    expect((await t.http.get(`/api/admin/character/finish-crowdfunding-success/${funded.id}`, admin.token)).status).toBe(200);
    t.clock.advance(60 * DAY + 60_000);
    await t.ctx.jobs.runScheduled(['crowdfunding.finish-campaigns']);
    await t.ctx.jobs.drain();

    // Delivered by the queue, once; running it again, or the handler by hand, sends nothing more.
    await deliver();
    const count = smtp.received.length;
    await deliver();
    for (const row of await t.ctx.db.select().from(emailOutbox)) {
      expect(row.status).toBe('sent');
      expect(await deliverEmail(t.ctx, row.id)).toBe('done');
    }
    expect(smtp.received).toHaveLength(count);

    expect(smtp.kindsTo(buyer.email)).toEqual(['order_paid', 'order_shipped']);
    expect(smtp.kindsTo(backerFunded.email)).toEqual(['campaign_funded', 'support_paid']);
    // A failed campaign's backer is told, then told again when the refund has gone through.
    expect(smtp.kindsTo(backerFailed.email)).toEqual(['campaign_failed', 'support_paid', 'support_refunded']);
    expect(smtp.kindsTo(voter.email)).toEqual(['crowdfunding_opened']);
    expect(smtp.kindsTo(owner.email)).toEqual([]);

    // The receipt: multipart/alternative with a text and an HTML part, the store as sender, a stable Message-ID.
    const paid = smtp.one(buyer.email, 'order_paid');
    expect(paid.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(paid.raw).toMatch(/Content-Type: text\/plain/i);
    expect(paid.raw).toMatch(/Content-Type: text\/html/i);
    expect(paid.mail.from?.value).toEqual([{ name: 'Pedestal', address: 'orders@pedestal.test' }]);
    expect((await t.http.get(`/api/character-sale-order/show/${orderId}`, await signIn(t, buyer.id))).status).toBe(200);
    const [paidRow] = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `order_paid:${orderId}:${buyer.id}`));
    expect(paid.mail.messageId).toBe(`<${paidRow!.id}@127.0.0.1>`);
    expect(paid.mail.subject).toMatch(/^Order \S+ is confirmed$/);
    expect(paid.mail.headers.has('list-unsubscribe')).toBe(false);
    for (const part of [paid.mail.html as string, paid.mail.text!]) {
      expect(part).toContain('Thanks for your order, Ada!');
      expect(part).toContain('Standard 1/7');
      expect(part).toContain('$50.00 × 2');
      expect(part).toContain('$100.00');
      expect(part).toContain('1 Chang An Avenue');
      expect(part).toContain(`${t.ctx.config.publicUrl}/order/show/${orderId}`);
    }
    expect(paid.mail.html).toContain(`src="${t.ctx.config.publicUrl}/email-logo.png"`);

    const shipped = smtp.one(buyer.email, 'order_shipped');
    expect(shipped.mail.text).toContain('SF1234567890');
    expect(smtp.one(backerFunded.email, 'support_paid').mail.text).toMatch(/Diamonds frozen\s+50/);
    expect(smtp.one(backerFunded.email, 'campaign_funded').mail.text).toMatch(/Diamonds released\s+50/);
    expect(smtp.one(backerFailed.email, 'campaign_failed').mail.text).toMatch(/Refund issued\s+\$30\.00/);

    // Every link is a screen of the store; the objects they name are the shopper's own.
    for (const { mail } of smtp.received) {
      for (const href of linksOf(mail.html as string)) {
        expect(href.startsWith(t.ctx.config.publicUrl), href).toBe(true);
        const url = new URL(href);
        const screen =
          url.pathname === '/' ||
          isScreen(url.pathname) ||
          /^\/(account|contact-support|api\/notification\/unsubscribe)/.test(url.pathname);
        expect(screen, href).toBe(true);
      }
    }
    expect(linksOf(smtp.one(backerFunded.email, 'campaign_funded').mail.html as string)).toContain(
      `${t.ctx.config.publicUrl}/crowdfunding/show/${funded.id}`,
    );
    expect((await t.http.get(`/api/crowdfunding/show/${funded.id}`)).status).toBe(200);
  });

  /** openCampaign for a character already staged (so the test can add its voters first). */
  const openCampaignFor = (id: string) =>
    openCampaignOf(t, admin.token, id, [
      { price: 30, diamond: 10 },
      { price: 100, diamond: 50 },
    ]);

  it('marks marketing-like mail with one-click unsubscribe headers that work (RFC 8058)', async () => {
    admin = await makeAdmin(t.ctx); // the first test moved the clock past the admin's session
    const fan = await makeUser(t.ctx);
    const owner = await makeUser(t.ctx);
    const staged = await stageCharacter(t.ctx, owner.id, { vote: { status: 'ended', countCurrent: 1000, countTarget: 1000 } });
    const [vote] = await t.ctx.db.select({ id: votes.id }).from(votes).where(eq(votes.characterId, staged.id));
    await t.ctx.db.insert(voteRecords).values({ voteId: vote!.id, characterId: staged.id, userId: fan.id, count: 1 });
    await openCampaignFor(staged.id);
    await deliver();
    const { mail } = smtp.one(fan.email, 'crowdfunding_opened');
    // Unfolded, as a mail client reads a long header (RFC 5322 folding; RFC 2369 ignores whitespace in the URL).
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n[ \t]+/g, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = header('list-unsubscribe')!.match(/<([^>]+)>/)![1]!;
    expect(url).toMatch(/\/api\/notification\/unsubscribe\?token=/);
    expect(linksOf(mail.html as string)).toContain(url);
    const path = url.slice(t.ctx.config.publicUrl.length);

    // Opening the link shows a page and changes nothing (link scanners open links too).
    const page = await t.http.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect((await t.http.get('/api/notification/preferences', fan.token)).body.data).toEqual({
      preSaleOpening: true,
      campaignUpdates: true,
    });

    // The mail client's one-click POST switches campaign updates off, and only those.
    const post = await fetch(`${t.baseUrl}${path}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('You are unsubscribed');
    expect((await t.http.get('/api/notification/preferences', fan.token)).body.data).toEqual({
      preSaleOpening: true,
      campaignUpdates: false,
    });
    // A forged token is refused.
    const forged = path.replace(/token=([^.]+)\.(.+)$/, (_m, p: string) => `token=${p}.AAAA`);
    expect((await t.http.request('POST', forged)).status).toBe(400);

    // Switched off: the next campaign update is not even written; transactional mail still goes.
    const next = await stageCharacter(t.ctx, owner.id, { vote: { status: 'ended', countCurrent: 1000, countTarget: 1000 } });
    const [nextVote] = await t.ctx.db.select({ id: votes.id }).from(votes).where(eq(votes.characterId, next.id));
    await t.ctx.db.insert(voteRecords).values({ voteId: nextVote!.id, characterId: next.id, userId: fan.id, count: 1 });
    await openCampaignFor(next.id);
    await deliver();
    expect(smtp.kindsTo(fan.email)).toEqual(['crowdfunding_opened']);
  });

  it('retries until the SMTP server accepts, and writes an event’s email once', async () => {
    const user = await makeUser(t.ctx);
    const notice = { kind: 'password_changed', userId: user.id, about: 'once', data: { changedAt: t.clock.now().toISOString() } } as const;
    expect(await t.ctx.db.transaction((tx) => queueEmails(t.ctx, tx, [notice]))).toBe(1);
    expect(await t.ctx.db.transaction((tx) => queueEmails(t.ctx, tx, [notice]))).toBe(0);
    const [row] = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `password_changed:once:${user.id}`));

    smtp.refusing = true;
    await expect(deliverEmail(t.ctx, row!.id)).rejects.toThrow();
    await expect(deliverEmail(t.ctx, row!.id)).rejects.toThrow();
    smtp.refusing = false;
    const [failing] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    expect(failing).toMatchObject({ status: 'pending', attempts: 2 });
    expect(failing!.lastError).toMatch(/451/);
    expect(await deliverEmail(t.ctx, row!.id)).toBe('sent');
    expect(await deliverEmail(t.ctx, row!.id)).toBe('done');
    expect(smtp.kindsTo(user.email)).toEqual(['password_changed']);

    // Rolled back with its event, an email is never written nor sent.
    await t.ctx.db
      .transaction(async (tx) => {
        await queueEmails(t.ctx, tx, [{ ...notice, about: 'rolled-back' }]);
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    await deliver();
    expect(smtp.kindsTo(user.email)).toEqual(['password_changed']);
  });
});
