import type { Message } from '@pedestal/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { messages } from '../account/schema';

export interface NewMessage {
  userId: string;
  kind:
    | 'character_approved'
    | 'character_rejected'
    | 'vote_target_reached'
    | 'vote_reward'
    | 'crowdfunding_started'
    | 'support_paid'
    | 'crowdfunding_success'
    | 'crowdfunding_reward'
    | 'crowdfunding_failed'
    | 'figurine_order_paid'
    | 'figurine_order_shipped'
    | 'figurine_order_refunded'
    | 'figurine_order_expired'
    | 'raffle_win'
    | 'raffle_distributed';
  title: string;
  body: string;
  link?: string;
}

/** Notices are written in the caller's transaction, so they exist only if the change does. */
export async function sendMessages(tx: DbOrTx, list: NewMessage[]) {
  if (list.length > 0) await tx.insert(messages).values(list);
}

export async function listMyMessages(db: DbOrTx, userId: string, page: { page: number; pageSize: number }): Promise<Message[]> {
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
    title: m.title,
    body: m.body,
    link: m.link,
    isRead: m.readAt !== null,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** Marks one of the user's messages read; someone else's message is not found. */
export async function markMessageRead(db: DbOrTx, userId: string, id: string, now: Date) {
  const [row] = await db.select({ readAt: messages.readAt }).from(messages).where(and(eq(messages.id, id), eq(messages.userId, userId)));
  if (!row) throw AppError.notFound('Message not found');
  if (!row.readAt) await db.update(messages).set({ readAt: now }).where(eq(messages.id, id));
}

export async function markAllMessagesRead(db: DbOrTx, userId: string, now: Date) {
  await db.update(messages).set({ readAt: now }).where(and(eq(messages.userId, userId), isNull(messages.readAt)));
}
