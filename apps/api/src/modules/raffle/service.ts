import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RaffleEntryRecord, RaffleShow } from '@pedestal/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getAddressSnapshot } from '../address/service';
import { characters } from '../character/schema';
import { sendMessages } from '../message/service';
import { saleSpecs } from '../shop/schema';
import { placeRaffleOrder } from '../shop/service';
import { applyLedgerEntry, getBalances } from '../wallet/service';
import { decide, rollFor } from './draw';
import { raffleEntries, rafflePity, raffles, raffleSpecs } from './schema';

const notFound = () => AppError.notFound('Raffle not found');

export const toRaffle = (r: typeof raffles.$inferSelect) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  image: r.image,
  costDiamond: r.costDiamond,
  winRate: r.winRateBp / 10_000,
  guaranteeCount: r.guaranteeCount,
  status: r.status,
  seedHash: r.seedHash,
});

/** The active raffle of each given spec, for the figurine detail (specs without one are absent). */
export async function activeRafflesOfSpecs(db: DbOrTx, specIds: string[]): Promise<Map<string, { id: string; costDiamond: number }>> {
  if (specIds.length === 0) return new Map();
  const rows = await db
    .select({ specId: raffleSpecs.specId, id: raffles.id, costDiamond: raffles.costDiamond })
    .from(raffleSpecs)
    .innerJoin(raffles, and(eq(raffles.id, raffleSpecs.raffleId), eq(raffles.status, 'active')))
    .where(inArray(raffleSpecs.specId, specIds));
  return new Map(rows.map((r) => [r.specId, { id: r.id, costDiamond: r.costDiamond }]));
}

async function activeRaffleOfSpec(db: DbOrTx, specId: string) {
  const [row] = await db
    .select({ raffle: raffles, spec: saleSpecs, characterName: characters.name })
    .from(raffleSpecs)
    .innerJoin(raffles, and(eq(raffles.id, raffleSpecs.raffleId), eq(raffles.status, 'active')))
    .innerJoin(saleSpecs, and(eq(saleSpecs.id, raffleSpecs.specId), eq(saleSpecs.status, 'active')))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId))
    .where(eq(raffleSpecs.specId, specId));
  return row ?? null;
}

export async function showRaffle(db: DbOrTx, specId: string, userId: string | null): Promise<RaffleShow> {
  const row = await activeRaffleOfSpec(db, specId);
  if (!row) throw notFound();
  const [pity] = userId
    ? await db.select({ counter: rafflePity.counter }).from(rafflePity).where(and(eq(rafflePity.userId, userId), eq(rafflePity.raffleId, row.raffle.id)))
    : [];
  const { spec } = row;
  return {
    raffle: toRaffle(row.raffle),
    spec: { id: spec.id, title: spec.title, image: spec.image, description: spec.description, stock: spec.stock },
    character: { id: spec.characterId, name: row.characterName },
    guaranteeCountForUser: pity?.counter ?? 0,
    availableDiamonds: userId ? (await getBalances(db, userId)).diamonds : null,
  };
}

/**
 * One entry, in one transaction: the user's pity row is locked first (so the user's draws are
 * numbered and counted one at a time), then the spec row (so a win can never take the last unit
 * twice), then diamonds are debited by the wallet's conditional UPDATE.
 */
export async function consume(ctx: AppContext, userId: string, specId: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const row = await activeRaffleOfSpec(tx, specId);
    if (!row) throw notFound();
    const { raffle } = row;
    await tx.insert(rafflePity).values({ userId, raffleId: raffle.id }).onConflictDoNothing();
    const [pity] = await tx.select().from(rafflePity).where(and(eq(rafflePity.userId, userId), eq(rafflePity.raffleId, raffle.id))).for('update');
    const [spec] = await tx.select({ stock: saleSpecs.stock }).from(saleSpecs).where(eq(saleSpecs.id, specId)).for('update');
    if (!spec || spec.stock <= 0) throw AppError.rejected('This figurine is out of stock');
    const drawNumber = pity!.draws + 1;
    const roll = rollFor(raffle.seed, userId, drawNumber);
    const { isWin, counterAfter } = decide(raffle, pity!.counter, roll);
    const [entry] = await tx
      .insert(raffleEntries)
      .values({ raffleId: raffle.id, specId, userId, drawNumber, roll, isWin, pityBefore: pity!.counter, costDiamond: raffle.costDiamond })
      .returning({ id: raffleEntries.id });
    await applyLedgerEntry(tx, { userId, currency: 'diamond', delta: -raffle.costDiamond, reason: 'raffle_entry', referenceType: 'raffle_entry', referenceId: entry!.id }, 'Not enough diamonds');
    if (isWin) await tx.update(saleSpecs).set({ stock: sql`${saleSpecs.stock} - 1` }).where(eq(saleSpecs.id, specId));
    await tx.update(rafflePity).set({ counter: counterAfter, draws: drawNumber }).where(and(eq(rafflePity.userId, userId), eq(rafflePity.raffleId, raffle.id)));
    if (isWin) {
      await sendMessages(tx, [{ userId, kind: 'raffle_win', title: 'You won a raffle', body: `You won ${row.characterName} — ${row.spec.title}. Choose a shipping address to receive it.`, link: `/raffle/entry-record/${entry!.id}` }]);
    }
    return entry!.id;
  });
}

const entrySelect = { entry: raffleEntries, specTitle: saleSpecs.title, specImage: saleSpecs.image, characterId: characters.id, characterName: characters.name };

function toRecord(r: { entry: typeof raffleEntries.$inferSelect; specTitle: string; specImage: string | null; characterId: string; characterName: string }): RaffleEntryRecord {
  const e = r.entry;
  return {
    id: e.id,
    isWin: e.isWin,
    isDistribute: e.isDistribute,
    targetType: 'figurine_spec_id',
    targetId: e.specId,
    userAddressId: e.userAddressId,
    roll: e.roll,
    drawNumber: e.drawNumber,
    createdAt: e.createdAt.toISOString(),
    spec: { id: e.specId, title: r.specTitle, image: r.specImage },
    character: { id: r.characterId, name: r.characterName },
  };
}

const entryQuery = (db: DbOrTx) =>
  db.select(entrySelect).from(raffleEntries).innerJoin(saleSpecs, eq(saleSpecs.id, raffleEntries.specId)).innerJoin(characters, eq(characters.id, saleSpecs.characterId));

export async function listMyEntries(db: DbOrTx, userId: string, page: { page: number; pageSize: number }) {
  const rows = await entryQuery(db)
    .where(eq(raffleEntries.userId, userId))
    .orderBy(desc(raffleEntries.createdAt), desc(raffleEntries.drawNumber))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map(toRecord);
}

/** The user's own entry; another user's is not found. */
export async function getMyEntry(db: DbOrTx, userId: string, id: string) {
  const [row] = await entryQuery(db).where(and(eq(raffleEntries.id, id), eq(raffleEntries.userId, userId)));
  if (!row) throw AppError.notFound('Raffle entry record not found');
  return toRecord(row);
}

/** A win is shipped once: the address is snapshotted into a zero-price 'raffle' order. */
export async function claimWin(ctx: AppContext, userId: string, id: string, addressId: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await entryQuery(tx).where(and(eq(raffleEntries.id, id), eq(raffleEntries.userId, userId))).for('update', { of: raffleEntries });
    if (!row) throw AppError.notFound('Raffle entry record not found');
    if (!row.entry.isWin) throw AppError.rejected('Only a winning entry can be shipped');
    if (row.entry.userAddressId) throw AppError.rejected('The address of this prize is already set');
    const address = await getAddressSnapshot(tx, userId, addressId);
    if (!address) throw AppError.notFound('Address not found');
    const orderId = await placeRaffleOrder(tx, ctx.clock.now(), {
      userId,
      address,
      addressId,
      item: { specId: row.entry.specId, characterId: row.characterId, specTitle: row.specTitle, specImage: row.specImage, characterName: row.characterName },
    });
    await tx.update(raffleEntries).set({ userAddressId: addressId, orderId, isDistribute: true }).where(eq(raffleEntries.id, id));
    await sendMessages(tx, [{ userId, kind: 'raffle_distributed', title: 'Your raffle prize is on its way', body: `${row.characterName} — ${row.specTitle} ships in 2-3 business days.`, link: `/raffle/entry-record/${id}` }]);
  });
}
