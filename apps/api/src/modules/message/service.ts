import type { Message, MessageKind } from '@pedestal/contract';
import type { Language } from '@pedestal/contract/schemas/auth';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { messages } from './schema';
import { messageText, type MessageParams } from './texts';

/** One notice to one user: its kind, the values its text needs, and the screen of its object (contract `paths`). */
export type NewMessage = {
  [K in MessageKind]: { userId: string; kind: K; params: MessageParams[K]; link?: string };
}[MessageKind];

/** Notices are written in the caller's transaction, so they exist only if the change does. */
export async function sendMessages(tx: Tx, list: NewMessage[]) {
  if (list.length === 0) return;
  await tx
    .insert(messages)
    .values(list.map((m) => ({ userId: m.userId, kind: m.kind, params: m.params, link: m.link, ...messageText('en', m.kind, m.params) })));
}

export async function listMyMessages(
  db: DbOrTx,
  userId: string,
  language: Language,
  page: { page: number; pageSize: number },
): Promise<Message[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map((m) => ({
    id: m.id,
    kind: m.kind,
    ...(m.params ? messageText(language, m.kind, m.params as never) : { title: m.title, body: m.body }),
    link: m.link,
    isRead: m.readAt !== null,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** How many of the user's messages are unread (the badge on the User tab and the account hub). */
export async function countUnreadMessages(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's messages read; someone else's message is not found. */
export async function markMessageRead(ctx: AppContext, userId: string, id: string) {
  const [row] = await ctx.db
    .update(messages)
    .set({ readAt: ctx.clock.now() })
    .where(and(eq(messages.id, id), eq(messages.userId, userId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  if (row) return;
  const [exists] = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)));
  if (!exists) throw new AppError('message-not-found');
}

export async function markAllMessagesRead(ctx: AppContext, userId: string) {
  await ctx.db
    .update(messages)
    .set({ readAt: ctx.clock.now() })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
}

/** The user's notices go with their account. */
export async function deleteUserMessages(tx: Tx, userId: string) {
  await tx.delete(messages).where(eq(messages.userId, userId));
}

/** The notices a user was sent that link to `link` (one order's), oldest first, in English: a dispute's evidence. */
export async function noticesAbout(db: DbOrTx, userId: string, link: string) {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.link, link)))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(100);
  return rows.map((m) => ({
    ...(m.params ? messageText('en', m.kind, m.params as never) : { title: m.title, body: m.body }),
    sentAt: m.createdAt,
  }));
}
