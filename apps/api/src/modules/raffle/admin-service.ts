import type { AdminRaffleInputSchema, AdminRaffleUpdateSchema } from '@pedestal/contract';
import { and, asc, count, countDistinct, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { characters } from '../character/schema';
import { sales, saleSpecs } from '../shop/schema';
import { hashSeed, newSeed } from './draw';
import { raffleEntries, raffles, raffleSpecs } from './schema';
import { toRaffle } from './service';

type Input = z.infer<typeof AdminRaffleInputSchema>;
type Update = z.infer<typeof AdminRaffleUpdateSchema>;
const notFound = () => AppError.notFound('Raffle not found');
const toBp = (winRate: number) => Math.round(winRate * 10_000);

const specRef = { id: saleSpecs.id, title: saleSpecs.title, image: saleSpecs.image, stock: saleSpecs.stock, characterId: characters.id, characterName: characters.name };

async function withSpecs(db: DbOrTx, list: (typeof raffles.$inferSelect)[]) {
  if (list.length === 0) return [];
  const specs = await db
    .select({ ...specRef, raffleId: raffleSpecs.raffleId })
    .from(raffleSpecs)
    .innerJoin(saleSpecs, eq(saleSpecs.id, raffleSpecs.specId))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId))
    .where(inArray(raffleSpecs.raffleId, list.map((r) => r.id)))
    .orderBy(asc(saleSpecs.id));
  return list.map((r) => ({
    ...toRaffle(r),
    seed: r.seedRevealed ? r.seed : null,
    specs: specs.filter((s) => s.raffleId === r.id).map(({ raffleId: _, ...s }) => s),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listRaffles(db: DbOrTx, page: { page: number; pageSize: number }) {
  const rows = await db.select().from(raffles).orderBy(desc(raffles.createdAt), desc(raffles.id)).limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  return withSpecs(db, rows);
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
    })
    .from(raffleEntries)
    .where(eq(raffleEntries.raffleId, id));
  return { ...raffle, stats: stats! };
}

/** Active sale specs that no raffle holds yet. */
export function availableSpecs(db: DbOrTx) {
  return db
    .select(specRef)
    .from(saleSpecs)
    .innerJoin(sales, and(eq(sales.characterId, saleSpecs.characterId), eq(sales.status, 'active')))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId))
    .leftJoin(raffleSpecs, eq(raffleSpecs.specId, saleSpecs.id))
    .where(and(eq(saleSpecs.status, 'active'), isNull(raffleSpecs.specId)))
    .orderBy(asc(characters.name), asc(saleSpecs.id));
}

/** A new raffle commits to a fresh secret seed by publishing its hash. */
export async function createRaffle(db: DbOrTx, input: Input) {
  const seed = newSeed();
  const { winRate, ...rest } = input;
  const [row] = await db.insert(raffles).values({ ...rest, winRateBp: toBp(winRate), seed, seedHash: hashSeed(seed), seedRevealed: input.status === 'ended' }).returning({ id: raffles.id });
  return row!.id;
}

/**
 * Published odds never change under existing entries (their outcomes must stay recomputable);
 * ending a raffle reveals its seed for good.
 */
export async function updateRaffle(db: DbOrTx, id: string, now: Date, input: Update) {
  const [before] = await db.select().from(raffles).where(eq(raffles.id, id)).for('update');
  if (!before) throw notFound();
  if (before.status === 'ended') throw AppError.rejected('An ended raffle cannot change');
  const { winRate, ...rest } = input;
  const oddsChange = (winRate !== undefined && toBp(winRate) !== before.winRateBp) || (input.guaranteeCount !== undefined && input.guaranteeCount !== before.guaranteeCount);
  if (oddsChange) {
    const [entry] = await db.select({ id: raffleEntries.id }).from(raffleEntries).where(eq(raffleEntries.raffleId, id)).limit(1);
    if (entry) throw AppError.rejected('The odds of a raffle with entries cannot change');
  }
  await db
    .update(raffles)
    .set({ ...rest, ...(winRate === undefined ? {} : { winRateBp: toBp(winRate) }), ...(input.status === 'ended' ? { seedRevealed: true } : {}), updatedAt: now })
    .where(eq(raffles.id, id));
  return { before: toRaffle(before), after: input };
}

export async function addSpec(db: DbOrTx, raffleId: string, specId: string) {
  const [raffle] = await db.select({ status: raffles.status }).from(raffles).where(eq(raffles.id, raffleId));
  if (!raffle) throw notFound();
  const [spec] = await db.select({ id: saleSpecs.id }).from(saleSpecs).where(eq(saleSpecs.id, specId));
  if (!spec) throw AppError.notFound('Figurine spec not found');
  const added = await db.insert(raffleSpecs).values({ raffleId, specId }).onConflictDoNothing().returning({ specId: raffleSpecs.specId });
  if (added.length === 0) throw AppError.rejected('This figurine spec is already in a raffle');
}

export async function removeSpec(db: DbOrTx, specId: string) {
  const removed = await db.delete(raffleSpecs).where(eq(raffleSpecs.specId, specId)).returning({ raffleId: raffleSpecs.raffleId });
  if (removed.length === 0) throw AppError.notFound('Figurine spec is not in a raffle');
  return removed[0]!.raffleId;
}
