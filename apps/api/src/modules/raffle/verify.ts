import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { decide, rollFor } from '@pedestal/contract/rules/draw';
import { raffleEntries, raffles } from './schema';

/**
 * Public audit of one entry (DESIGN §6): the committed seed hash always; once the seed is revealed,
 * the seed itself and the roll and outcome recomputed from it, which must equal the stored ones.
 */
export async function verifyEntry(db: DbOrTx, entryId: string) {
  const [row] = await db
    .select({ entry: raffleEntries, raffle: raffles })
    .from(raffleEntries)
    .innerJoin(raffles, eq(raffles.id, raffleEntries.raffleId))
    .where(eq(raffleEntries.id, entryId));
  if (!row) throw new AppError('raffle-entry-not-found');
  const { entry, raffle } = row;
  const message = `${entry.userId}:${entry.drawNumber}`;
  let recomputed = null;
  if (raffle.seedRevealed) {
    const roll = rollFor(raffle.seed, entry.userId, entry.drawNumber);
    const { isWin } = decide(raffle, entry.pityBefore, roll);
    recomputed = { roll, isWin, matches: roll === entry.roll && isWin === entry.isWin };
  }
  return {
    entryId: entry.id,
    seedHash: raffle.seedHash,
    seed: raffle.seedRevealed ? raffle.seed : null,
    message,
    drawNumber: entry.drawNumber,
    roll: entry.roll,
    pityBefore: entry.pityBefore,
    isWin: entry.isWin,
    recomputed,
  };
}
