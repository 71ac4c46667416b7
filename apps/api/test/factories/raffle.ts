import type { TestApp } from '../harness';
import { applyLedgerEntry } from '../../src/modules/wallet';
import { hashSeed, newSeed } from '../../src/modules/raffle/draw';
import { raffles, raffleSpecs } from '../../src/modules/raffle/schema';

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

export const giveDiamonds = (t: TestApp, userId: string, delta: number) =>
  applyLedgerEntry(t.ctx.db, { userId, currency: 'diamond', delta, reason: 'admin_adjustment' });
