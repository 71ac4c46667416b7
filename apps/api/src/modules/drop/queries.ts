import type { Lottery, LotteryApplication, LotteryDrawRecord } from '@pedestal/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CharacterHoldSource } from '../../domain/extension-points';
import { AppError } from '../../platform/errors';
import { describeSpecs } from '../shop';
import { lotteries, lotteryApplications } from './schema';

type LotteryRow = typeof lotteries.$inferSelect;
type ApplicationRow = typeof lotteryApplications.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

const toApplication = (a: ApplicationRow): LotteryApplication => ({
  id: a.id,
  quantity: a.quantity,
  status: a.status,
  rank: a.rank,
  allocated: a.allocated,
  windowEndsAt: iso(a.windowEndsAt),
  orderId: a.orderId,
  createdAt: a.createdAt.toISOString(),
});

async function toLotteries(db: DbOrTx, rows: LotteryRow[], userId: string | null): Promise<Lottery[]> {
  if (rows.length === 0) return [];
  const specs = await describeSpecs(
    db,
    rows.map((r) => r.specId),
  );
  const out: Lottery[] = [];
  for (const r of rows) {
    const [{ n }] = (await db.select({ n: count() }).from(lotteryApplications).where(eq(lotteryApplications.lotteryId, r.id))) as [
      { n: number },
    ];
    const [mine] = userId
      ? await db
          .select()
          .from(lotteryApplications)
          .where(and(eq(lotteryApplications.lotteryId, r.id), eq(lotteryApplications.userId, userId)))
      : [];
    const spec = specs.get(r.specId);
    out.push({
      id: r.id,
      specId: r.specId,
      characterId: r.characterId,
      specTitle: spec?.title ?? '',
      characterName: spec?.sale.character.name ?? '',
      units: r.units,
      maxPerApplication: Math.min(r.maxPerApplication, spec?.limitPerAccount ?? Infinity),
      supporterWeight: r.supporterWeight,
      claimHours: r.claimHours,
      applyStartAt: r.applyStartAt.toISOString(),
      applyEndAt: r.applyEndAt.toISOString(),
      status: r.status,
      seedHash: r.seedHash,
      // The seed is revealed by the draw (the raffle's committed-seed scheme).
      seed: r.status === 'drawn' ? r.seed : null,
      drawnAt: iso(r.drawnAt),
      applications: Number(n),
      mine: mine ? toApplication(mine) : null,
    });
  }
  return out;
}

export async function getLottery(db: DbOrTx, id: string, userId: string | null): Promise<Lottery> {
  const [row] = await db.select().from(lotteries).where(eq(lotteries.id, id));
  if (!row) throw new AppError('lottery-not-found');
  return (await toLotteries(db, [row], userId))[0]!;
}

/** The lottery of a spec, if it has one (the figurine page links to it). */
export async function lotteryOfSpec(db: DbOrTx, specId: string, userId: string | null): Promise<Lottery | null> {
  const [row] = await db.select().from(lotteries).where(eq(lotteries.specId, specId));
  return row ? (await toLotteries(db, [row], userId))[0]! : null;
}

export async function listLotteries(db: DbOrTx): Promise<Lottery[]> {
  const rows = await db.select().from(lotteries).orderBy(desc(lotteries.createdAt)).limit(200);
  return toLotteries(db, rows, null);
}

/**
 * The public record of a draw: every application (account, quantity, weight) in drawn order with
 * the revealed seed, enough for anyone to recompute the order (draw.ts). Before the draw, the
 * committed seed hash and no applications.
 */
export async function drawRecord(db: DbOrTx, id: string): Promise<LotteryDrawRecord> {
  const [row] = await db.select().from(lotteries).where(eq(lotteries.id, id));
  if (!row) throw new AppError('lottery-not-found');
  const { mine: _mine, ...lottery } = (await toLotteries(db, [row], null))[0]!;
  const entries =
    row.status === 'drawn'
      ? await db
          .select()
          .from(lotteryApplications)
          .where(eq(lotteryApplications.lotteryId, id))
          .orderBy(sql`${lotteryApplications.rank} asc nulls last`, asc(lotteryApplications.userId))
      : [];
  return {
    lottery,
    unitsLeft: row.unitsLeft,
    entries: entries.map((e) => ({
      userId: e.userId,
      quantity: e.quantity,
      weight: e.weight,
      rank: e.rank,
      status: e.status,
      allocated: e.allocated,
    })),
  };
}

/** An application to a lottery of the character holds it (decision 063): a shopper's place in a draw. */
export const dropCharacterHold: CharacterHoldSource = async (db, characterId) => {
  const [row] = await db
    .select({ id: lotteryApplications.id })
    .from(lotteryApplications)
    .innerJoin(lotteries, eq(lotteries.id, lotteryApplications.lotteryId))
    .where(eq(lotteries.characterId, characterId))
    .limit(1);
  return row ? 'character-held-by-entries' : null;
};
