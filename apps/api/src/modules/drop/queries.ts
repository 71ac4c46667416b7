import type { AdminLotteryDrawRecord, Lottery, LotteryApplication, LotteryDrawRecord } from '@pedestal/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CharacterHoldSource } from '../../domain/extension-points';
import { AppError } from '../../platform/errors';
import { users } from '../account/schema';
import { sales, saleSpecs } from '../shop/schema';
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

/** The draw record for the console: each applicant named (their username, else nickname), never a bare id. */
export async function adminDrawRecord(db: DbOrTx, id: string): Promise<AdminLotteryDrawRecord> {
  const record = await drawRecord(db, id);
  const ids = [...new Set(record.entries.map((e) => e.userId))];
  const named = ids.length
    ? await db.select({ id: users.id, username: users.username, nickname: users.nickname }).from(users).where(inArray(users.id, ids))
    : [];
  const nameOf = new Map(named.map((u) => [u.id, u.username ?? u.nickname]));
  return { ...record, entries: record.entries.map((e) => ({ ...e, username: nameOf.get(e.userId) ?? null })) };
}

/**
 * The specs a new lottery can be set up on, by character and title (issue 41: a picker, not a raw
 * id): active specs of a sale that is on, with stock to hold, and no lottery of their own yet.
 */
export async function availableLotterySpecs(db: DbOrTx) {
  const rows = await db
    .select({ id: saleSpecs.id, title: saleSpecs.title, image: saleSpecs.image, stock: saleSpecs.stock })
    .from(saleSpecs)
    .innerJoin(sales, and(eq(sales.characterId, saleSpecs.characterId), eq(sales.status, 'active')))
    .leftJoin(lotteries, eq(lotteries.specId, saleSpecs.id))
    .where(and(eq(saleSpecs.status, 'active'), gt(saleSpecs.stock, 0), isNull(lotteries.id)))
    .limit(500);
  // The character's name through the shop's own description of its specs (drop reads no character table).
  const described = await describeSpecs(
    db,
    rows.map((r) => r.id),
  );
  return rows
    .map((r) => {
      const character = described.get(r.id)!.sale.character;
      return { ...r, characterId: character.id, characterName: character.name };
    })
    .sort((a, b) => a.characterName.localeCompare(b.characterName) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
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
