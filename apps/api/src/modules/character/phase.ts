import { characterPhase } from '@pedestal/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PhaseParts, PhaseSource } from '../../domain/extension-points';
import { characters } from './schema';

/**
 * Recomputes the stored phase (and with it the list a character appears in) from its review
 * status and every stage's part (the stages' sources, handed in by the composition root). Runs in
 * the transaction of the stage change: the phase subscriber calls it for every event that moves a stage.
 */
export async function refreshCharacterPhase(tx: DbOrTx, sources: readonly PhaseSource[], characterId: string, now: Date) {
  if (sources.length === 0) throw new Error('No phase sources (the module definitions hand them to the context)');
  const [row] = await tx.select({ status: characters.status }).from(characters).where(eq(characters.id, characterId));
  if (!row) return;
  const parts: PhaseParts = {};
  for (const source of sources) Object.assign(parts, await source(tx, characterId));
  const phase = characterPhase({ status: row.status, ...parts }, now.getTime());
  await tx.update(characters).set({ phase, updatedAt: now }).where(eq(characters.id, characterId));
}
