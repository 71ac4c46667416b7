import { type CreateCharacterInput, type UpdateCharacterInput } from '@pedestal/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { deleteStoredImages } from '../../platform/storage/deletion';
import { keyOf } from '../../platform/storage/file-storage';
import { storeImage } from '../../platform/storage/images';
import { normaliseGenre } from './queries';
import { characterCollects, characters, characterViewTallies } from './schema';

const EDITABLE = ['pending', 'rejected'] as const;
const notFound = () => new AppError('character-not-found');

/** Turns validated form fields into column values; an illustration must be one of our uploads. */
function columns(ctx: AppContext, input: UpdateCharacterInput) {
  const { agreement: _agreement, illustration, website, genre, ...rest } = input;
  if (illustration && !keyOf(ctx.storage, illustration)?.startsWith('characters/')) {
    throw AppError.field('illustration', 'illustration-not-uploaded');
  }
  return {
    ...rest,
    ...(illustration !== undefined ? { illustration: illustration || null } : {}),
    ...(website !== undefined ? { website: website || null } : {}),
    ...(genre !== undefined ? { genre: normaliseGenre(genre) } : {}),
  };
}

export async function createCharacter(ctx: AppContext, userId: string, input: CreateCharacterInput): Promise<string> {
  const { agreement: _agreement, ...fields } = input;
  const [row] = await ctx.db
    .insert(characters)
    .values({ ...fields, ...columns(ctx, input), userId, status: 'pending' })
    .returning({ id: characters.id });
  return row!.id;
}

/** The owner edits a pending or rejected submission; editing a rejected one sends it back to review. */
export async function updateOwnCharacter(ctx: AppContext, userId: string, id: string, input: UpdateCharacterInput) {
  const values = columns(ctx, input);
  const updated = await ctx.db
    .update(characters)
    .set({ ...values, status: 'pending', rejectReason: null, updatedAt: ctx.clock.now() })
    .where(and(eq(characters.id, id), eq(characters.userId, userId), inArray(characters.status, [...EDITABLE])))
    .returning({ id: characters.id });
  if (updated.length === 0) await explainNotEditable(ctx.db, userId, id);
}

export async function deleteOwnCharacter(ctx: AppContext, userId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(characters)
      .where(and(eq(characters.id, id), eq(characters.userId, userId), inArray(characters.status, [...EDITABLE])))
      .returning({ illustration: characters.illustration });
    if (deleted.length === 0) await explainNotEditable(tx, userId, id);
    await deleteStoredImages(ctx, tx, await unusedIllustrations(tx, deleted));
  });
}

/**
 * The illustrations of deleted characters that no other character shows (a submission may name any
 * uploaded illustration's address), so their files may go.
 */
async function unusedIllustrations(tx: Tx, deleted: { illustration: string | null }[]): Promise<string[]> {
  const candidates = [...new Set(deleted.map((d) => d.illustration).filter((i): i is string => !!i))];
  if (candidates.length === 0) return [];
  const used = await tx
    .select({ illustration: characters.illustration })
    .from(characters)
    .where(inArray(characters.illustration, candidates));
  return candidates.filter((c) => !used.some((u) => u.illustration === c));
}

/** Someone else's character is not found (no leak); an approved own one is refused with a reason. */
async function explainNotEditable(db: DbOrTx, userId: string, id: string): Promise<never> {
  const [row] = await db.select({ userId: characters.userId, status: characters.status }).from(characters).where(eq(characters.id, id));
  if (!row || (row.userId !== userId && row.status !== 'approved')) throw notFound();
  if (row.userId !== userId) throw new AppError('not-character-owner');
  throw new AppError('character-approved-locked');
}

/** Adds to the user's collection; repeating it changes nothing, so the count stays exact. */
export async function collectCharacter(ctx: AppContext, userId: string, id: string) {
  return ctx.db.transaction(async (tx) => {
    await assertCollectable(tx, userId, id);
    const added = await tx
      .insert(characterCollects)
      .values({ userId, characterId: id })
      .onConflictDoNothing()
      .returning({ id: characterCollects.id });
    return { countCollect: await bumpCollectCount(tx, id, added.length), isCollect: true };
  });
}

export async function uncollectCharacter(ctx: AppContext, userId: string, id: string) {
  return ctx.db.transaction(async (tx) => {
    await assertCollectable(tx, userId, id);
    const removed = await tx
      .delete(characterCollects)
      .where(and(eq(characterCollects.userId, userId), eq(characterCollects.characterId, id)))
      .returning({ id: characterCollects.id });
    return { countCollect: await bumpCollectCount(tx, id, -removed.length), isCollect: false };
  });
}

async function assertCollectable(tx: Tx, userId: string, id: string) {
  const [row] = await tx.select({ userId: characters.userId, status: characters.status }).from(characters).where(eq(characters.id, id));
  if (!row || (row.status !== 'approved' && row.userId !== userId)) throw notFound();
}

async function bumpCollectCount(tx: Tx, id: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(characters)
    .set({ countCollect: sql`${characters.countCollect} + ${delta}` })
    .where(eq(characters.id, id))
    .returning({ countCollect: characters.countCollect });
  return row!.countCollect;
}

/** Counted views of the character `id` not yet in its `count_view` (an SQL expression for a read of it). */
export const pendingViews = (id: SQL | typeof characters.id) =>
  sql<number>`(select coalesce(sum(${characterViewTallies.n}), 0)::int from ${characterViewTallies} where ${characterViewTallies.characterId} = ${id})`;

/**
 * Moves the counted views appended since the last run into `characters.count_view`, in one
 * statement: the tallies it deletes are exactly those it adds (a view committed meanwhile stays
 * for the next run; two runs at once never add one twice), and the rows are locked in id order.
 * Answers how many views were applied.
 */
export async function applyCountedViews(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ applied: number }>(sql`
    with taken as (delete from ${characterViewTallies} returning ${characterViewTallies.characterId} as character_id, ${characterViewTallies.n} as n),
    totals as (select character_id, sum(n)::int as n from taken group by character_id),
    locked as (
      select ${characters.id} as id from ${characters}
      where ${characters.id} in (select character_id from totals) order by ${characters.id} for update
    ),
    bumped as (
      update ${characters} set count_view = ${characters.countView} + totals.n
      from totals join locked on locked.id = totals.character_id
      where ${characters.id} = totals.character_id
      returning totals.n
    )
    select coalesce(sum(n), 0)::int as applied from bumped`);
  return Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
}

export async function uploadIllustration(ctx: AppContext, file: Buffer): Promise<string> {
  return storeImage(ctx.storage, 'characters', file);
}

// Review and administration (admin routes).

/**
 * An operator approves a pending or rejected submission: it becomes approved and `CharacterApproved`
 * is emitted in the same transaction (its vote opens, its submitter is told, the change is audited).
 */
export async function approveCharacter(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [row] = await tx
      .update(characters)
      .set({ status: 'approved', rejectReason: null, approvedAt: now, updatedAt: now })
      .where(and(eq(characters.id, id), inArray(characters.status, [...EDITABLE])))
      .returning({ userId: characters.userId, name: characters.name, illustration: characters.illustration });
    if (!row) throw await reviewRefusal(tx, id, 'approved');
    const character = { id, name: row.name, image: row.illustration, submitterId: row.userId };
    await ctx.events.emit(tx, { type: 'CharacterApproved', character, by: adminId });
  });
}

export async function rejectCharacter(ctx: AppContext, adminId: string, id: string, rejectReason: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [row] = await tx
      .update(characters)
      .set({ status: 'rejected', rejectReason, updatedAt: now })
      .where(and(eq(characters.id, id), eq(characters.status, 'pending')))
      .returning({ userId: characters.userId, name: characters.name, illustration: characters.illustration });
    if (!row) throw await reviewRefusal(tx, id, 'rejected');
    const character = { id, name: row.name, image: row.illustration, submitterId: row.userId };
    await ctx.events.emit(tx, { type: 'CharacterRejected', character, reason: rejectReason, by: adminId });
  });
}

async function reviewRefusal(tx: Tx, id: string, to: 'approved' | 'rejected') {
  const [row] = await tx.select({ status: characters.status }).from(characters).where(eq(characters.id, id));
  if (!row) return notFound();
  return new AppError(to === 'approved' ? 'character-not-approvable' : 'character-not-rejectable', { status: row.status });
}

/** Admin edit of the submitted fields, whatever the review status. */
export async function adminUpdateCharacter(ctx: AppContext, adminId: string, id: string, input: UpdateCharacterInput) {
  const values = columns(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(characters)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(eq(characters.id, id))
      .returning({ id: characters.id });
    if (updated.length === 0) throw notFound();
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'character.update',
      target: { type: 'character', id },
      detail: { fields: Object.keys(values) },
    });
  });
}

export async function adminDeleteCharacter(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    // Decision 063: nothing that holds money or a shopper's place goes with the character. The row
    // is locked first, so no support, order or entry is placed between the check and the delete.
    await tx.execute(sql`select 1 from ${characters} where ${characters.id} = ${id} for update`);
    await refuseIfHeld(ctx, tx, id);
    const [row] = await tx
      .delete(characters)
      .where(eq(characters.id, id))
      .returning({ name: characters.name, status: characters.status, illustration: characters.illustration });
    if (!row) throw notFound();
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'character.delete',
      target: { type: 'character', id },
      detail: { name: row.name, status: row.status },
    });
    await deleteStoredImages(ctx, tx, await unusedIllustrations(tx, [row]));
  });
}

/** Refuses (409) to delete a character that a module's rows hold: paid supports, orders, raffle or lottery entries. */
async function refuseIfHeld(ctx: AppContext, tx: Tx, id: string) {
  for (const hold of ctx.characterHolds) {
    const reason = await hold(tx, id);
    if (reason) throw new AppError(reason);
  }
}

/**
 * Account deletion step: the user's submissions still in review or rejected go, and so does the
 * collection (the collected characters' counts drop accordingly). Approved characters stay. The
 * deleted submissions' illustrations that nothing else shows are deleted by a queued job.
 */
export async function deleteUserCharacterData(ctx: AppContext, tx: Tx, userId: string) {
  await tx.execute(sql`update ${characters} set count_collect = count_collect - 1
    where ${characters.id} in (select ${characterCollects.characterId} from ${characterCollects} where ${characterCollects.userId} = ${userId})`);
  await tx.delete(characterCollects).where(eq(characterCollects.userId, userId));
  const deleted = await tx
    .delete(characters)
    .where(and(eq(characters.userId, userId), inArray(characters.status, [...EDITABLE])))
    .returning({ illustration: characters.illustration });
  await deleteStoredImages(ctx, tx, await unusedIllustrations(tx, deleted));
}
