import { businessDay, COMMENT_REPORTS_TO_HIDE, commentEditableUntil } from '@pedestal/contract';
import type { CreateCommentInput, UpdateCommentInput } from '@pedestal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotent } from '../../platform/idempotency/keys';
import { isCharacterVisible } from '../character';
import { characterLikes, characterShares, commentReports, comments, communityCounts } from './schema';

const characterNotFound = () => new AppError('character-not-found');
const commentNotFound = () => new AppError('comment-not-found');

type Counter = 'countLike' | 'countShare' | 'countComment';

/**
 * Moves one of the character's counters by `delta` in the caller's transaction (creating its row
 * on first use) and answers the new value. Called only with the row change that justifies it.
 */
async function bump(tx: Tx, characterId: string, counter: Counter, delta: number): Promise<number> {
  const [row] = await tx
    .insert(communityCounts)
    .values({ characterId, [counter]: Math.max(delta, 0) })
    .onConflictDoUpdate({ target: communityCounts.characterId, set: { [counter]: sql`${communityCounts[counter]} + ${delta}` } })
    .returning({ value: communityCounts[counter] });
  return row!.value;
}

async function assertVisible(tx: Tx, userId: string, characterId: string) {
  if (!(await isCharacterVisible(tx, characterId, userId))) throw characterNotFound();
}

/** Like: one row per user and character, so repeating it (even in parallel) counts once. */
export async function likeCharacter(ctx: AppContext, userId: string, characterId: string) {
  return ctx.db.transaction(async (tx) => {
    await assertVisible(tx, userId, characterId);
    const added = await tx
      .insert(characterLikes)
      .values({ userId, characterId, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: characterLikes.id });
    return { countLike: await bump(tx, characterId, 'countLike', added.length), isLike: true };
  });
}

export async function unlikeCharacter(ctx: AppContext, userId: string, characterId: string) {
  return ctx.db.transaction(async (tx) => {
    await assertVisible(tx, userId, characterId);
    const removed = await tx
      .delete(characterLikes)
      .where(and(eq(characterLikes.userId, userId), eq(characterLikes.characterId, characterId)))
      .returning({ id: characterLikes.id });
    return { countLike: await bump(tx, characterId, 'countLike', -removed.length), isLike: false };
  });
}

/** A share counts once per user, character and business day; sharing again that day is fine but not counted. */
export async function recordShare(ctx: AppContext, userId: string, characterId: string) {
  return ctx.db.transaction(async (tx) => {
    await assertVisible(tx, userId, characterId);
    const now = ctx.clock.now();
    const added = await tx
      .insert(characterShares)
      .values({ userId, characterId, day: businessDay(now), createdAt: now })
      .onConflictDoNothing()
      .returning({ day: characterShares.day });
    return { countShare: await bump(tx, characterId, 'countShare', added.length), counted: added.length > 0 };
  });
}

// Comments. Lock order is always parent before reply, so concurrent changes of a thread cannot deadlock.
// countComment counts what everyone can read: visible top-level comments and the visible replies
// under them (a hidden comment takes its replies out of sight, and out of the count, with it).

type LockedComment = typeof comments.$inferSelect;
interface Thread {
  comment: LockedComment;
  parent: LockedComment | null;
}

async function lockComment(tx: Tx, id: string): Promise<LockedComment | null> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row ?? null;
}

/** Locks a comment and, first, its parent; null when it does not exist. */
async function lockThread(tx: Tx, id: string): Promise<Thread | null> {
  const [peek] = await tx.select({ parentId: comments.parentId }).from(comments).where(eq(comments.id, id));
  if (!peek) return null;
  const parent = peek.parentId ? await lockComment(tx, peek.parentId) : null;
  const comment = await lockComment(tx, id);
  return comment && { comment, parent };
}

async function hasReported(tx: Tx, commentId: string, userId: string) {
  const [row] = await tx
    .select({ commentId: commentReports.commentId })
    .from(commentReports)
    .where(and(eq(commentReports.commentId, commentId), eq(commentReports.userId, userId)));
  return !!row;
}

/** A comment the user can see: not hidden (unless theirs) and not reported by them. */
async function isVisibleTo(tx: Tx, c: LockedComment, userId: string) {
  return (c.hiddenAt === null || c.userId === userId) && !(await hasReported(tx, c.id, userId));
}

/** How many readable comments a visible comment stands for: itself and, at the top, its visible replies. */
const weight = ({ comment, parent }: Thread) => (parent ? (parent.hiddenAt === null ? 1 : 0) : 1 + comment.replyCount);

/** A comment became visible (+1) or hidden (-1): the parent's reply count and countComment follow. */
async function countVisibility(tx: Tx, thread: Thread, direction: 1 | -1) {
  const { comment, parent } = thread;
  if (parent)
    await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + ${direction}` })
      .where(eq(comments.id, parent.id));
  const readable = weight(thread);
  if (readable) await bump(tx, comment.characterId, 'countComment', direction * readable);
}

/** Posts a comment; with an idempotency key, a double tap or a replay posts it once and answers the first one (issue 41). */
export async function postComment(
  ctx: AppContext,
  userId: string,
  characterId: string,
  input: CreateCommentInput,
  idempotencyKey?: string,
) {
  return ctx.db.transaction(async (tx) =>
    idempotent(tx, { userId, scope: 'comment.post', key: idempotencyKey, request: { characterId, input } }, ctx.clock.now(), async () => {
      await assertVisible(tx, userId, characterId);
      const parent = input.parentId ? await lockComment(tx, input.parentId) : null;
      if (input.parentId) {
        if (!parent || parent.characterId !== characterId || !(await isVisibleTo(tx, parent, userId))) throw commentNotFound();
        if (parent.parentId) throw new AppError('reply-to-top-level');
      }
      const [row] = await tx
        .insert(comments)
        .values({ characterId, userId, parentId: input.parentId ?? null, body: input.body, createdAt: ctx.clock.now() })
        .returning();
      await countVisibility(tx, { comment: row!, parent }, 1);
      return row!.id;
    }),
  );
}

/** The author edits within the edit window; someone else's comment is not found. */
export async function editComment(ctx: AppContext, userId: string, id: string, input: UpdateCommentInput) {
  await ctx.db.transaction(async (tx) => {
    const c = await lockComment(tx, id);
    if (!c || c.userId !== userId) throw commentNotFound();
    const now = ctx.clock.now();
    if (now > commentEditableUntil(c.createdAt)) throw new AppError('comment-edit-expired');
    await tx.update(comments).set({ body: input.body, editedAt: now }).where(eq(comments.id, id));
  });
}

/** Removes a comment with its replies; the counts lose what everyone could read of them. */
async function removeComment(tx: Tx, thread: Thread) {
  const { comment, parent } = thread;
  // The replies are locked too, so none is hidden or restored meanwhile.
  if (!parent) await tx.select({ id: comments.id }).from(comments).where(eq(comments.parentId, comment.id)).for('update');
  await tx.delete(comments).where(eq(comments.id, comment.id));
  if (comment.hiddenAt === null) await countVisibility(tx, thread, -1);
}

export async function deleteOwnComment(ctx: AppContext, userId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id);
    if (!thread || thread.comment.userId !== userId) throw commentNotFound();
    await removeComment(tx, thread);
  });
}

/**
 * A report hides the comment from its reporter at once; the COMMENT_REPORTS_TO_HIDE-th report hides
 * it from everyone but its author, unless a moderator has restored it. Reporting twice counts once.
 */
export async function reportComment(ctx: AppContext, userId: string, id: string, reason: string | undefined) {
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id);
    const c = thread?.comment;
    if (!thread || !c || !(await isVisibleTo(tx, c, userId))) throw commentNotFound();
    if (c.userId === userId) throw new AppError('own-comment-report');
    const added = await tx
      .insert(commentReports)
      .values({ commentId: id, userId, reason: reason || null, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ commentId: commentReports.commentId });
    if (added.length === 0) return;
    const reportCount = c.reportCount + 1;
    const hide = c.hiddenAt === null && c.reviewedAt === null && reportCount >= COMMENT_REPORTS_TO_HIDE;
    await tx
      .update(comments)
      .set({ reportCount, ...(hide ? { hiddenAt: ctx.clock.now(), hiddenBy: 'reports' as const } : {}) })
      .where(eq(comments.id, id));
    if (hide) await countVisibility(tx, thread, -1);
  });
}

// Moderation (admin routes); each change is audited in its transaction.

export async function adminHideComment(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id);
    if (!thread) throw commentNotFound();
    const c = thread.comment;
    await tx
      .update(comments)
      .set({ hiddenAt: c.hiddenAt ?? ctx.clock.now(), hiddenBy: 'admin' })
      .where(eq(comments.id, id));
    if (c.hiddenAt === null) await countVisibility(tx, thread, -1);
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'comment.hide',
      target: { type: 'comment', id },
      detail: { reportCount: c.reportCount },
    });
  });
}

/** Shows the comment to everyone again and marks its reports reviewed (they no longer hide it). */
export async function adminRestoreComment(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id);
    if (!thread) throw commentNotFound();
    const c = thread.comment;
    await tx.update(comments).set({ hiddenAt: null, hiddenBy: null, reviewedAt: ctx.clock.now() }).where(eq(comments.id, id));
    if (c.hiddenAt !== null) await countVisibility(tx, thread, 1);
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'comment.restore',
      target: { type: 'comment', id },
      detail: { reportCount: c.reportCount, wasHidden: c.hiddenAt !== null },
    });
  });
}

export async function adminDeleteComment(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id);
    if (!thread) throw commentNotFound();
    const c = thread.comment;
    await removeComment(tx, thread);
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'comment.delete',
      target: { type: 'comment', id },
      detail: { characterId: c.characterId, userId: c.userId, body: c.body, reportCount: c.reportCount },
    });
  });
}

/** Account deletion step: the user's likes go (counts follow); comments stay under the anonymised account. */
export async function deleteUserCommunityData(tx: Tx, userId: string) {
  const removed = await tx
    .delete(characterLikes)
    .where(eq(characterLikes.userId, userId))
    .returning({ characterId: characterLikes.characterId });
  if (removed.length)
    await tx
      .update(communityCounts)
      .set({ countLike: sql`${communityCounts.countLike} - 1` })
      .where(
        inArray(
          communityCounts.characterId,
          removed.map((r) => r.characterId),
        ),
      );
}
