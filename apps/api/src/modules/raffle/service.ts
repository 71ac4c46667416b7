import type { RaffleShow } from '@pedestal/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getAddressSnapshot } from '../address';
import { lockSpecStock, placeRaffleOrder, takeStock } from '../shop';
import { applyLedgerEntry, getBalances } from '../wallet';
import { decide, rollFor } from './draw';
import { activeRaffleOfSpec, entryQuery, toRaffle, toRecord } from './queries';
import { raffleEntries, rafflePity } from './schema';

const notFound = () => new AppError('raffle-not-found');
const entryNotFound = () => new AppError('raffle-entry-not-found');

export async function showRaffle(db: DbOrTx, specId: string, userId: string | null): Promise<RaffleShow> {
  const row = await activeRaffleOfSpec(db, specId);
  if (!row) throw notFound();
  const [pity] = userId
    ? await db
        .select({ counter: rafflePity.counter })
        .from(rafflePity)
        .where(and(eq(rafflePity.userId, userId), eq(rafflePity.raffleId, row.raffle.id)))
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
 * numbered and counted one at a time), then the spec's stock (so a win can never take the last
 * unit twice), then diamonds are debited by the wallet's conditional UPDATE; a win takes its unit
 * through the shop's inventory.
 */
export async function consume(ctx: AppContext, userId: string, specId: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const row = await activeRaffleOfSpec(tx, specId);
    if (!row) throw notFound();
    const { raffle } = row;
    await tx.insert(rafflePity).values({ userId, raffleId: raffle.id }).onConflictDoNothing();
    const [pity] = await tx
      .select()
      .from(rafflePity)
      .where(and(eq(rafflePity.userId, userId), eq(rafflePity.raffleId, raffle.id)))
      .for('update');
    const stock = await lockSpecStock(tx, specId);
    if (!stock || stock <= 0) throw new AppError('raffle-out-of-stock');
    const drawNumber = pity!.draws + 1;
    const roll = rollFor(raffle.seed, userId, drawNumber);
    const { isWin, counterAfter } = decide(raffle, pity!.counter, roll);
    const [entry] = await tx
      .insert(raffleEntries)
      .values({ raffleId: raffle.id, specId, userId, drawNumber, roll, isWin, pityBefore: pity!.counter, costDiamond: raffle.costDiamond })
      .returning({ id: raffleEntries.id });
    await applyLedgerEntry(
      tx,
      {
        userId,
        currency: 'diamond',
        delta: -raffle.costDiamond,
        reason: 'raffle_entry',
        referenceType: 'raffle_entry',
        referenceId: entry!.id,
      },
      'not-enough-diamonds',
    );
    if (isWin && !(await takeStock(tx, specId, 1))) throw new AppError('raffle-out-of-stock');
    await tx
      .update(rafflePity)
      .set({ counter: counterAfter, draws: drawNumber })
      .where(and(eq(rafflePity.userId, userId), eq(rafflePity.raffleId, raffle.id)));
    if (isWin) {
      await ctx.events.emit(tx, {
        type: 'RaffleWon',
        entryId: entry!.id,
        userId,
        characterName: row.characterName,
        specTitle: row.spec.title,
        image: row.spec.image ?? null,
      });
    }
    return entry!.id;
  });
}

/** The user's own entry; another user's is not found. */
export async function getMyEntry(db: DbOrTx, userId: string, id: string) {
  const [row] = await entryQuery(db).where(and(eq(raffleEntries.id, id), eq(raffleEntries.userId, userId)));
  if (!row) throw entryNotFound();
  return toRecord(row);
}

/** A win is shipped once: the address is snapshotted into a zero-price 'raffle' order. */
export async function claimWin(ctx: AppContext, userId: string, id: string, addressId: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await entryQuery(tx)
      .where(and(eq(raffleEntries.id, id), eq(raffleEntries.userId, userId)))
      .for('update', { of: raffleEntries });
    if (!row) throw entryNotFound();
    if (!row.entry.isWin) throw new AppError('prize-not-won');
    if (row.entry.userAddressId) throw new AppError('prize-address-set');
    const address = await getAddressSnapshot(tx, userId, addressId);
    if (!address) throw new AppError('address-not-found');
    const orderId = await placeRaffleOrder(tx, ctx.clock.now(), {
      userId,
      address,
      addressId,
      item: {
        specId: row.entry.specId,
        characterId: row.characterId,
        specTitle: row.specTitle,
        specImage: row.specImage,
        characterName: row.characterName,
      },
    });
    await tx.update(raffleEntries).set({ userAddressId: addressId, orderId, isDistribute: true }).where(eq(raffleEntries.id, id));
    await ctx.events.emit(tx, {
      type: 'RafflePrizeClaimed',
      entryId: id,
      userId,
      characterName: row.characterName,
      specTitle: row.specTitle,
    });
  });
}
