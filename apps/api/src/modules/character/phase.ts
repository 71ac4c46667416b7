import { characterPhase, type CharacterPhaseInput } from '@pedestal/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { characters } from './schema';

/** A stage's part of what a character's phase depends on. */
export type PhaseParts = Partial<Pick<CharacterPhaseInput, 'vote' | 'crowdfunding' | 'sale'>>;

/**
 * How a stage domain (vote, crowdfunding, shop) reports its part of a character's phase. The
 * stages build on characters, so characters cannot ask them directly: each registers its source
 * at startup (app.ts), the way payable orders register with payments.
 */
export type PhaseSource = (db: DbOrTx, characterId: string) => Promise<PhaseParts>;

const sources = new Set<PhaseSource>();

export function registerPhaseSources(...list: PhaseSource[]) {
  for (const source of list) sources.add(source);
}

/**
 * Recomputes the stored phase (and with it the list a character appears in) from its review
 * status and every stage's part. Each command that changes a stage calls it in its transaction.
 */
export async function refreshCharacterPhase(tx: DbOrTx, characterId: string, now: Date) {
  if (sources.size === 0) throw new Error('No phase sources registered (app.ts registers them)');
  const [row] = await tx.select({ status: characters.status }).from(characters).where(eq(characters.id, characterId));
  if (!row) return;
  const parts: PhaseParts = {};
  for (const source of sources) Object.assign(parts, await source(tx, characterId));
  const phase = characterPhase({ status: row.status, ...parts }, now.getTime());
  await tx.update(characters).set({ phase, updatedAt: now }).where(eq(characters.id, characterId));
}
