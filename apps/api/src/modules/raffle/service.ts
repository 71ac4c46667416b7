import {
  RAFFLE_MIN_AGE,
  ageOn,
  countryCode,
  diamondsInMoney,
  isValidBirthDate,
  spendingMonth,
  type RafflePlayer,
  type RafflePlayerInput,
  type RaffleShow,
} from '@pedestal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotent } from '../../platform/idempotency/keys';
import { getAddressSnapshot, getDefaultAddress } from '../address';
import { lockSpecStock, placeRaffleOrder, takeStock } from '../shop';
import { applyLedgerEntry, getBalances } from '../wallet';
import { decide, rollFor } from '@pedestal/contract/rules/draw';
import { activeRaffleOfSpec, entryQuery, toRaffle, toRecord } from './queries';
import { raffleEntries, raffleMonthlySpend, rafflePity, rafflePlayers } from './schema';

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
    costMoney: diamondsInMoney(row.raffle.costDiamond),
    freeEntryAvailable: userId ? !(await hasFreeEntry(db, userId, row.raffle.id)) : null,
  };
}

async function hasFreeEntry(db: DbOrTx, userId: string, raffleId: string) {
  const [used] = await db
    .select({ id: raffleEntries.id })
    .from(raffleEntries)
    .where(and(eq(raffleEntries.raffleId, raffleId), eq(raffleEntries.userId, userId), eq(raffleEntries.free, true)));
  return !!used;
}

/** The shopper's raffle settings and this month's spending (decision 039). */
export async function getRafflePlayer(db: DbOrTx, userId: string, now: Date): Promise<RafflePlayer> {
  const [player] = await db.select().from(rafflePlayers).where(eq(rafflePlayers.userId, userId));
  const [spent] = await db
    .select({ diamonds: raffleMonthlySpend.diamonds })
    .from(raffleMonthlySpend)
    .where(and(eq(raffleMonthlySpend.userId, userId), eq(raffleMonthlySpend.month, spendingMonth(now))));
  const birthDate = player?.birthDate ?? null;
  return {
    birthDate,
    adult: birthDate === null ? null : ageOn(birthDate, now) >= RAFFLE_MIN_AGE,
    monthlyDiamondLimit: player?.monthlyDiamondLimit ?? null,
    spentThisMonth: spent?.diamonds ?? 0,
  };
}

/**
 * The shopper attests their date of birth (once: a minor cannot retry with another date) and sets
 * or clears their monthly diamond limit (it applies at once to the entries that follow).
 */
export async function updateRafflePlayer(ctx: AppContext, userId: string, input: RafflePlayerInput): Promise<RafflePlayer> {
  const now = ctx.clock.now();
  if (input.birthDate !== undefined && !isValidBirthDate(input.birthDate, now)) throw AppError.field('birthDate', 'birth-date-invalid');
  await ctx.db.transaction(async (tx) => {
    await tx.insert(rafflePlayers).values({ userId }).onConflictDoNothing();
    const [player] = await tx.select().from(rafflePlayers).where(eq(rafflePlayers.userId, userId)).for('update');
    if (input.birthDate !== undefined && player!.birthDate !== null && player!.birthDate !== input.birthDate)
      throw AppError.field('birthDate', 'birth-date-set');
    await tx
      .update(rafflePlayers)
      .set({
        ...(input.birthDate !== undefined && player!.birthDate === null ? { birthDate: input.birthDate, attestedAt: now } : {}),
        ...(input.monthlyDiamondLimit !== undefined ? { monthlyDiamondLimit: input.monthlyDiamondLimit } : {}),
        updatedAt: now,
      })
      .where(eq(rafflePlayers.userId, userId));
  });
  return getRafflePlayer(ctx.db, userId, now);
}

/**
 * Raffles are offered by region (decision 039): the account's region is the country of its default
 * shipping address (where a prize would go). With regions switched off, an account with no address
 * cannot enter until it adds one.
 */
async function checkRegion(ctx: AppContext, tx: DbOrTx, userId: string) {
  const closed = (await ctx.settings.read(tx)).raffleClosedRegions;
  if (closed.length === 0) return;
  const address = await getDefaultAddress(tx, userId);
  const region = address ? countryCode(address.country) : undefined;
  if (!region) throw new AppError('raffle-region-unknown');
  if (closed.includes(region)) throw new AppError('raffle-closed-in-region');
}

/** Paid entries: an adult by the attested date of birth. */
async function checkAge(tx: DbOrTx, userId: string, now: Date) {
  const [player] = await tx.select({ birthDate: rafflePlayers.birthDate }).from(rafflePlayers).where(eq(rafflePlayers.userId, userId));
  if (!player?.birthDate) throw new AppError('raffle-birth-date-required');
  if (ageOn(player.birthDate, now) < RAFFLE_MIN_AGE) throw new AppError('raffle-under-18');
}

/**
 * Counts the diamonds against the month's limit in one guarded upsert: parallel entries wait on the
 * month's row and each sees the others' spending, so together they never pass the limit.
 */
async function spend(tx: DbOrTx, userId: string, diamonds: number, now: Date) {
  const [player] = await tx
    .select({ limit: rafflePlayers.monthlyDiamondLimit })
    .from(rafflePlayers)
    .where(eq(rafflePlayers.userId, userId));
  const limit = player?.limit ?? null;
  if (limit !== null && diamonds > limit) throw new AppError('raffle-monthly-limit-reached', { limit });
  const month = spendingMonth(now);
  const [row] = await tx
    .insert(raffleMonthlySpend)
    .values({ userId, month, diamonds })
    .onConflictDoUpdate({
      target: [raffleMonthlySpend.userId, raffleMonthlySpend.month],
      set: { diamonds: sql`${raffleMonthlySpend.diamonds} + excluded.diamonds` },
      setWhere: limit === null ? undefined : sql`${raffleMonthlySpend.diamonds} + excluded.diamonds <= ${limit}`,
    })
    .returning({ diamonds: raffleMonthlySpend.diamonds });
  if (!row) throw new AppError('raffle-monthly-limit-reached', { limit: limit! });
}

/**
 * One entry — paid, or the free one (same draw and odds, no diamonds; decision 039) — in one
 * transaction: the region and, for a paid entry, the age are checked; the user's pity row is locked first (so the user's draws are
 * numbered and counted one at a time), then the spec's stock (so a win can never take the last
 * unit twice), then diamonds are debited by the wallet's conditional UPDATE; a win takes its unit
 * through the shop's inventory.
 */
export async function consume(ctx: AppContext, userId: string, specId: string, free = false, idempotencyKey?: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // Issue 41: a double tap or a replay with the same key is one entry, one spend (the first's answer).
    const claim = { userId, scope: free ? 'raffle.free-entry' : 'raffle.consume', key: idempotencyKey, request: specId };
    return idempotent(tx, claim, now, async () => {
      const row = await activeRaffleOfSpec(tx, specId);
      if (!row) throw notFound();
      const { raffle } = row;
      await checkRegion(ctx, tx, userId);
      if (!free) await checkAge(tx, userId, now);
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
        .values({
          raffleId: raffle.id,
          specId,
          userId,
          drawNumber,
          roll,
          isWin,
          pityBefore: pity!.counter,
          costDiamond: free ? 0 : raffle.costDiamond,
          free,
        })
        .onConflictDoNothing()
        .returning({ id: raffleEntries.id });
      // The free entry is one per account per raffle (a unique index): a second one inserts nothing.
      if (!entry) throw new AppError('raffle-free-entry-used');
      if (!free) await spend(tx, userId, raffle.costDiamond, now);
      if (!free)
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
