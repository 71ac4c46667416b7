import type { TestApp } from '../harness';
import { applyLedgerEntry } from '../../src/modules/wallet';
import { hashSeed, newSeed } from '@pedestal/contract/rules/draw';
import { rafflePlayers, raffles, raffleSpecs } from '../../src/modules/raffle/schema';

/** An active raffle over the given specs, made directly in the database. */
export async function makeRaffle(
  t: TestApp,
  specIds: string[],
  opts: { winRateBp?: number; guaranteeCount?: number; costDiamond?: number } = {},
) {
  const seed = newSeed();
  const [raffle] = await t.ctx.db
    .insert(raffles)
    .values({ title: 'Lucky Draw', description: 'Win a figurine', status: 'active', seed, seedHash: hashSeed(seed), ...opts })
    .returning();
  if (specIds.length > 0) await t.ctx.db.insert(raffleSpecs).values(specIds.map((specId) => ({ raffleId: raffle!.id, specId })));
  return raffle!;
}

/**
 * Gives diamonds; unless told otherwise the holder also attests an adult date of birth, as paid
 * raffle entries need (decision 039).
 */
export async function giveDiamonds(t: TestApp, userId: string, delta: number, opts: { adult?: boolean } = {}) {
  if (opts.adult !== false) await setRafflePlayer(t, userId, { birthDate: '1990-01-01' });
  await applyLedgerEntry(t.ctx.db, { userId, currency: 'diamond', delta, reason: 'admin_adjustment' });
}

/** The shopper's raffle settings, set directly (date of birth, monthly diamond limit). */
export async function setRafflePlayer(
  t: TestApp,
  userId: string,
  values: { birthDate?: string | null; monthlyDiamondLimit?: number | null },
) {
  await t.ctx.db
    .insert(rafflePlayers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: rafflePlayers.userId, set: values });
}
