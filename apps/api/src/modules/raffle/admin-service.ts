import type { AdminRaffleInputSchema, AdminRaffleUpdateSchema } from '@pedestal/contract';
import { count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../db/list-page';
import { AppError } from '../../platform/errors';
import { ROLL_RANGE, hashSeed, newSeed } from '@pedestal/contract/rules/draw';
import { saleSpecExists, toRaffle, withSpecs } from './queries';
import { raffleEntries, raffles, raffleSpecs } from './schema';

type Input = z.infer<typeof AdminRaffleInputSchema>;
type Update = z.infer<typeof AdminRaffleUpdateSchema>;
const notFound = () => new AppError('raffle-not-found');
const toBp = (winRate: number) => Math.round(winRate * 10_000);

export async function listRaffles(db: DbOrTx, page: { page: number; pageSize: number }) {
  const { rows, meta } = await listPage(db, db.select().from(raffles).$dynamic(), [desc(raffles.createdAt), desc(raffles.id)], page);
  return { data: await withSpecs(db, rows), meta };
}

export async function getRaffle(db: DbOrTx, id: string) {
  const [row] = await db.select().from(raffles).where(eq(raffles.id, id));
  if (!row) throw notFound();
  return (await withSpecs(db, [row]))[0]!;
}

export async function getRaffleDetail(db: DbOrTx, id: string) {
  const raffle = await getRaffle(db, id);
  const [stats] = await db
    .select({
      entries: count(),
      wins: sql<number>`count(*) filter (where ${raffleEntries.isWin})::int`,
      players: countDistinct(raffleEntries.userId),
      diamonds: sql<number>`coalesce(sum(${raffleEntries.costDiamond}), 0)::int`,
      distributed: sql<number>`count(*) filter (where ${raffleEntries.isDistribute})::int`,
      // Won by the guarantee alone: the roll was not under the rate (odds never change once entries exist).
      pityWins: sql<number>`count(*) filter (where ${raffleEntries.isWin} and ${raffleEntries.roll} >= ${raffles.winRateBp} * ${sql.raw(String(ROLL_RANGE / 10_000))})::int`,
    })
    .from(raffleEntries)
    .innerJoin(raffles, eq(raffles.id, raffleEntries.raffleId))
    .where(eq(raffleEntries.raffleId, id));
  return { ...raffle, stats: stats! };
}

/** A new raffle commits to a fresh secret seed by publishing its hash. */
export async function createRaffle(ctx: AppContext, adminId: string, input: Input) {
  return ctx.db.transaction(async (tx) => {
    const seed = newSeed();
    const { winRate, ...rest } = input;
    const [row] = await tx
      .insert(raffles)
      .values({ ...rest, winRateBp: toBp(winRate), seed, seedHash: hashSeed(seed), seedRevealed: input.status === 'ended' })
      .returning({ id: raffles.id });
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'raffle.create',
      target: { type: 'raffle', id: row!.id },
      detail: input,
    });
    return row!.id;
  });
}

/**
 * A partial update: fields left out keep their value. Published odds never change under existing
 * entries (their outcomes must stay recomputable); ending a raffle reveals its seed for good.
 */
export async function updateRaffle(ctx: AppContext, adminId: string, id: string, input: Update, action = 'raffle.update') {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(raffles).where(eq(raffles.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status === 'ended') throw new AppError('raffle-ended');
    const { winRate, ...rest } = input;
    const oddsChange =
      (winRate !== undefined && toBp(winRate) !== before.winRateBp) ||
      (input.guaranteeCount !== undefined && input.guaranteeCount !== before.guaranteeCount);
    if (oddsChange) {
      const [entry] = await tx.select({ id: raffleEntries.id }).from(raffleEntries).where(eq(raffleEntries.raffleId, id)).limit(1);
      if (entry) throw new AppError('raffle-odds-locked');
    }
    await tx
      .update(raffles)
      .set({
        ...rest,
        ...(winRate === undefined ? {} : { winRateBp: toBp(winRate) }),
        ...(input.status === 'ended' ? { seedRevealed: true } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(raffles.id, id));
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action,
      target: { type: 'raffle', id },
      detail: { before: toRaffle(before), after: input },
    });
  });
}

export async function addSpec(ctx: AppContext, adminId: string, raffleId: string, specId: string) {
  await ctx.db.transaction(async (tx) => {
    const [raffle] = await tx.select({ status: raffles.status }).from(raffles).where(eq(raffles.id, raffleId));
    if (!raffle) throw notFound();
    if (!(await saleSpecExists(tx, specId))) throw new AppError('sale-spec-not-found');
    const added = await tx.insert(raffleSpecs).values({ raffleId, specId }).onConflictDoNothing().returning({ specId: raffleSpecs.specId });
    if (added.length === 0) throw new AppError('spec-in-raffle');
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'raffle.add_spec',
      target: { type: 'raffle', id: raffleId },
      detail: { specId },
    });
  });
}

export async function removeSpec(ctx: AppContext, adminId: string, specId: string) {
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx.delete(raffleSpecs).where(eq(raffleSpecs.specId, specId)).returning({ raffleId: raffleSpecs.raffleId });
    if (!removed) throw new AppError('spec-not-in-raffle');
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'raffle.remove_spec',
      target: { type: 'raffle', id: removed.raffleId },
      detail: { specId },
    });
  });
}
