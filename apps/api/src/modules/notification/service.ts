import type { NotificationPreferences, UpdateNotificationPreferencesInput } from '@pedestal/contract';
import type { Language } from '@pedestal/contract/schemas/auth';
import { VERIFICATION_CODE_TTL_MINUTES } from '@pedestal/contract';
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { safeEqual } from '../../platform/security';
import { getMailContacts } from '../account';
import { NOTICE_TOPICS, noticeKey, type Notice, type NoticeKind, type NoticeTopic } from './notices';
import { renderNotice, renderVerificationCode, type MailSite } from './render';
import { emailOutbox, notificationKeys, notificationPreferences } from './schema';

export const EMAIL_QUEUE = 'notification.email';

const DEFAULT_PREFERENCES: NotificationPreferences = { preSaleOpening: true, campaignUpdates: true };

/**
 * Writes the emails of an event into the outbox, in the event's transaction, and queues their
 * delivery there too: they exist exactly when the event does. A notice already written (same kind,
 * object and user) writes nothing; a marketing-like notice a user switched off, or a user without an
 * email address, is left out.
 */
export async function queueEmails(ctx: AppContext, tx: Tx, notices: Notice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const userIds = [...new Set(notices.map((n) => n.userId))];
  const contacts = new Map((await getMailContacts(tx, userIds)).map((c) => [c.userId, c]));
  const topics = new Set(notices.map((n) => NOTICE_TOPICS[n.kind]).filter(Boolean));
  const prefs = topics.size ? await preferencesOf(tx, userIds) : new Map<string, NotificationPreferences>();
  let queued = 0;
  for (const notice of notices) {
    const contact = contacts.get(notice.userId);
    const topic = NOTICE_TOPICS[notice.kind] ?? null;
    if (!contact || (topic && !(prefs.get(notice.userId) ?? DEFAULT_PREFERENCES)[topic])) continue;
    const [row] = await tx
      .insert(emailOutbox)
      .values({
        key: noticeKey(notice),
        kind: notice.kind,
        userId: notice.userId,
        to: contact.email,
        name: contact.name,
        language: contact.language,
        topic,
        data: notice.data as unknown as Record<string, unknown>,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing({ target: emailOutbox.key })
      .returning({ id: emailOutbox.id });
    if (!row) continue;
    await ctx.jobs.enqueue(tx, EMAIL_QUEUE, { id: row.id });
    queued++;
  }
  return queued;
}

const siteOf = (ctx: AppContext, unsubscribeUrl: string | null = null): MailSite => ({
  appName: ctx.config.APP_NAME,
  publicUrl: ctx.config.publicUrl,
  unsubscribeUrl,
});

/**
 * The queued delivery of one email: rendered from its outbox row and handed to the transport, then
 * marked sent. A row already sent (a repeated job) is not sent again; a failing transport throws, so
 * the queue retries with backoff until it accepts. The Message-ID is the row's, so even the one
 * unavoidable repeat (a crash after the transport accepted, before the row was marked) reaches the
 * mailbox as the same message.
 */
export async function deliverEmail(ctx: AppContext, id: string): Promise<'sent' | 'skipped' | 'done'> {
  const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row || row.status !== 'pending') return 'done';
  const topic = row.topic as NoticeTopic | null;
  if (topic && row.userId) {
    const prefs = (await preferencesOf(ctx.db, [row.userId])).get(row.userId) ?? DEFAULT_PREFERENCES;
    if (!prefs[topic]) {
      await ctx.db
        .update(emailOutbox)
        .set({ status: 'skipped' })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
      return 'skipped';
    }
  }
  const unsubscribeUrl =
    topic && row.userId
      ? `${ctx.config.publicUrl}/api/notification/unsubscribe?token=${await unsubscribeToken(ctx.db, row.userId, topic)}`
      : null;
  const email = await renderNotice(
    siteOf(ctx, unsubscribeUrl),
    row.kind as NoticeKind,
    row.data as never,
    row.name,
    row.language === 'zh-CN' ? 'zh-CN' : 'en',
  );
  const headers: Record<string, string> = { 'X-Notification-Kind': row.kind, 'X-Entity-Ref-ID': row.key };
  if (unsubscribeUrl) {
    // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to this address.
    headers['List-Unsubscribe'] = `<${unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  try {
    await ctx.mail.send({ to: row.to, ...email, headers, messageId: `<${row.id}@${new URL(ctx.config.publicUrl).hostname}>` });
  } catch (err) {
    await ctx.db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: String((err as Error).message ?? err).slice(0, 500) })
      .where(eq(emailOutbox.id, id));
    throw err;
  }
  await ctx.db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: ctx.clock.now(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
  return 'sent';
}

/** The verification code email, sent in its request (decision 011: the code never waits in the database). */
export async function sendVerificationEmail(ctx: AppContext, to: string, code: string, language: Language = 'en') {
  const email = await renderVerificationCode(siteOf(ctx), code, VERIFICATION_CODE_TTL_MINUTES, language);
  await ctx.mail.send({ to, ...email, headers: { 'X-Notification-Kind': 'verification_code' } });
}

async function preferencesOf(db: DbOrTx, userIds: string[]): Promise<Map<string, NotificationPreferences>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
  return new Map(rows.map((r) => [r.userId, { preSaleOpening: r.preSaleOpening, campaignUpdates: r.campaignUpdates }]));
}

export async function getNotificationPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  return (await preferencesOf(db, [userId])).get(userId) ?? DEFAULT_PREFERENCES;
}

export async function updateNotificationPreferences(
  ctx: AppContext,
  userId: string,
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const set = { ...input, updatedAt: ctx.clock.now() };
  const [row] = await ctx.db
    .insert(notificationPreferences)
    .values({ userId, ...DEFAULT_PREFERENCES, ...set })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set })
    .returning();
  return { preSaleOpening: row!.preSaleOpening, campaignUpdates: row!.campaignUpdates };
}

// --- Unsubscribe links: `<payload>.<signature>`, the payload naming the user and the topic. ---

const TOPICS: NoticeTopic[] = ['preSaleOpening', 'campaignUpdates'];
const secrets = new WeakMap<object, Promise<string>>();

/** The signing secret, created once per database and shared by every instance. */
function signingSecret(db: Db | DbOrTx): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(notificationKeys)
        .values({ name: 'unsubscribe', secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(notificationKeys).where(eq(notificationKeys.name, 'unsubscribe'));
      return row!.secret;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export async function unsubscribeToken(db: DbOrTx, userId: string, topic: NoticeTopic): Promise<string> {
  const payload = Buffer.from(`${userId}:${topic}`).toString('base64url');
  return `${payload}.${sign(await signingSecret(db), payload)}`;
}

/** Reads a signed link; a forged or damaged one is refused. */
export async function readUnsubscribeToken(db: DbOrTx, token: string): Promise<{ userId: string; topic: NoticeTopic }> {
  const invalid = () => AppError.field('token', 'unsubscribe-link-invalid');
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !safeEqual(signature, sign(await signingSecret(db), payload))) throw invalid();
  const [userId, topic] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || !TOPICS.includes(topic as NoticeTopic)) throw invalid();
  return { userId, topic: topic as NoticeTopic };
}

/** One-click unsubscribe (RFC 8058): the link's topic is switched off for its user. Repeats are harmless. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<NoticeTopic> {
  const { userId, topic } = await readUnsubscribeToken(ctx.db, token);
  await updateNotificationPreferences(ctx, userId, { [topic]: false });
  return topic;
}

/**
 * Account deletion step, before the farewell is written: every email of the account goes at once —
 * sent ones (they hold the address) and queued ones (nothing more is sent about a deleted account;
 * their delivery jobs find no row and end).
 */
export async function forgetUserEmails(tx: Tx, userId: string) {
  await tx.delete(emailOutbox).where(eq(emailOutbox.userId, userId));
}

/** Sent and skipped emails are kept 30 days (support questions), then removed. */
export async function sweepOutbox(ctx: AppContext) {
  const before = new Date(ctx.clock.now().getTime() - 30 * 86_400_000);
  await ctx.db.delete(emailOutbox).where(and(ne(emailOutbox.status, 'pending'), lt(emailOutbox.createdAt, before)));
}
