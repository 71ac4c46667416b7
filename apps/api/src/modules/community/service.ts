import { businessDay, COMMENT_EDIT_EXPIRED_MESSAGE, COMMENT_REPORTS_TO_HIDE, commentEditableUntil } from '@pedestal/contract';
import type { CreateCommentInput, UpdateCommentInput } from '@pedestal/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit';
import { isCharacterVisible } from '../character';
import { characterLikes, characterShares, commentReports, comments, communityCounts } from './schema';

const characterNotFound = () => AppError.notFound('Character not found');
const commentNotFound = () => AppError.notFound('Comment not found');

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

type LockedComment = typeof comments.$inferSelect;

async function lockComment(tx: Tx, id: string): Promise<LockedComment | null> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row ?? null;
}

/** Locks a comment and, first, its parent; null when it does not exist. */
async function lockThreadOf(tx: Tx, id: string) {
  const [peek] = await tx.select({ parentId: comments.parentId }).from(comments).where(eq(comments.id, id));
  if (!peek) return null;
  if (peek.parentId) await lockComment(tx, peek.parentId);
  return lockComment(tx, id);
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

/** Visibility changes move the character's countComment and, for a reply, its parent's reply count. */
async function countVisibility(tx: Tx, c: Pick<LockedComment, 'characterId' | 'parentId'>, delta: number) {
  await bump(tx, c.characterId, 'countComment', delta);
  if (c.parentId)
    await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + ${delta}` })
      .where(eq(comments.id, c.parentId));
}

export async function postComment(ctx: AppContext, userId: string, characterId: string, input: CreateCommentInput) {
  return ctx.db.transaction(async (tx) => {
    await assertVisible(tx, userId, characterId);
    if (input.parentId) {
      const parent = await lockComment(tx, input.parentId);
      if (!parent || parent.characterId !== characterId || !(await isVisibleTo(tx, parent, userId))) throw commentNotFound();
      if (parent.parentId) throw AppError.rejected('Replies go to a top-level comment');
    }
    const [row] = await tx
      .insert(comments)
      .values({ characterId, userId, parentId: input.parentId ?? null, body: input.body, createdAt: ctx.clock.now() })
      .returning({ id: comments.id });
    await countVisibility(tx, { characterId, parentId: input.parentId ?? null }, 1);
    return row!.id;
  });
}

/** The author edits within the edit window; someone else's comment is not found. */
export async function editComment(ctx: AppContext, userId: string, id: string, input: UpdateCommentInput) {
  await ctx.db.transaction(async (tx) => {
    const c = await lockComment(tx, id);
    if (!c || c.userId !== userId) throw commentNotFound();
    const now = ctx.clock.now();
    if (now > commentEditableUntil(c.createdAt)) throw AppError.rejected(COMMENT_EDIT_EXPIRED_MESSAGE, 409);
    await tx.update(comments).set({ body: input.body, editedAt: now }).where(eq(comments.id, id));
  });
}

/** Removes a comment with its replies; the counts lose those everyone could see. */
async function removeComment(tx: Tx, c: LockedComment) {
  const thread = await tx
    .select({ id: comments.id, hiddenAt: comments.hiddenAt })
    .from(comments)
    .where(or(eq(comments.id, c.id), eq(comments.parentId, c.id)))
    .for('update');
  const visible = thread.filter((r) => r.hiddenAt === null).length;
  await tx.delete(comments).where(eq(comments.id, c.id));
  if (visible) await bump(tx, c.characterId, 'countComment', -visible);
  if (c.parentId && c.hiddenAt === null)
    await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} - 1` })
      .where(eq(comments.id, c.parentId));
}

export async function deleteOwnComment(ctx: AppContext, userId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const c = await lockThreadOf(tx, id);
    if (!c || c.userId !== userId) throw commentNotFound();
    await removeComment(tx, c);
  });
}

/**
 * A report hides the comment from its reporter at once; the COMMENT_REPORTS_TO_HIDE-th report hides
 * it from everyone but its author, unless a moderator has restored it. Reporting twice counts once.
 */
export async function reportComment(ctx: AppContext, userId: string, id: string, reason: string | undefined) {
  await ctx.db.transaction(async (tx) => {
    const c = await lockThreadOf(tx, id);
    if (!c || !(await isVisibleTo(tx, c, userId))) throw commentNotFound();
    if (c.userId === userId) throw AppError.rejected('You cannot report your own comment');
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
    if (hide) await countVisibility(tx, c, -1);
  });
}

// Moderation (admin routes); each change is audited in its transaction.

export async function adminHideComment(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const c = await lockThreadOf(tx, id);
    if (!c) throw commentNotFound();
    const now = ctx.clock.now();
    await tx
      .update(comments)
      .set({ hiddenAt: c.hiddenAt ?? now, hiddenBy: 'admin' })
      .where(eq(comments.id, id));
    if (c.hiddenAt === null) await countVisibility(tx, c, -1);
    await recordAudit(tx, adminId, { action: 'comment.hide', targetType: 'comment', targetId: id, detail: { reportCount: c.reportCount } });
  });
}

/** Shows the comment to everyone again and marks its reports reviewed (they no longer hide it). */
export async function adminRestoreComment(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const c = await lockThreadOf(tx, id);
    if (!c) throw commentNotFound();
    await tx.update(comments).set({ hiddenAt: null, hiddenBy: null, reviewedAt: ctx.clock.now() }).where(eq(comments.id, id));
    if (c.hiddenAt !== null) await countVisibility(tx, c, 1);
    await recordAudit(tx, adminId, {
      action: 'comment.restore',
      targetType: 'comment',
      targetId: id,
      detail: { reportCount: c.reportCount, wasHidden: c.hiddenAt !== null },
    });
  });
}

export async function adminDeleteComment(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const c = await lockThreadOf(tx, id);
    if (!c) throw commentNotFound();
    await removeComment(tx, c);
    await recordAudit(tx, adminId, {
      action: 'comment.delete',
      targetType: 'comment',
      targetId: id,
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
