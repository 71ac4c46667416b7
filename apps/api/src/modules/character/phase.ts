import { characterPhase } from '@pedestal/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crowdfundings } from '../crowdfunding/schema';
import { sales } from '../shop/schema';
import { votes } from '../vote/schema';
import { characters } from './schema';

/**
 * Recomputes the stored phase from the character's vote, crowdfunding and sale rows. Every
 * domain that changes one of those calls this in the same transaction.
 */
export async function refreshCharacterPhase(tx: DbOrTx, characterId: string, now: Date) {
  const [r] = await tx
    .select({
      status: characters.status,
      voteStatus: votes.status,
      countCurrent: votes.countCurrent,
      countTarget: votes.countTarget,
      negotiation: votes.negotiation,
      cfStatus: crowdfundings.status,
      saleStatus: sales.status,
      preSaleEndAt: sales.preSaleEndAt,
    })
    .from(characters)
    .leftJoin(votes, eq(votes.characterId, characters.id))
    .leftJoin(crowdfundings, eq(crowdfundings.characterId, characters.id))
    .leftJoin(sales, eq(sales.characterId, characters.id))
    .where(eq(characters.id, characterId));
  if (!r) return;
  const phase = characterPhase(
    {
      status: r.status,
      vote: r.voteStatus ? { status: r.voteStatus, countCurrent: r.countCurrent!, countTarget: r.countTarget!, negotiation: r.negotiation } : null,
      crowdfunding: r.cfStatus ? { status: r.cfStatus } : null,
      sale: r.saleStatus ? { status: r.saleStatus, preSaleEndAt: r.preSaleEndAt } : null,
    },
    now.getTime(),
  );
  await tx.update(characters).set({ phase, updatedAt: now }).where(eq(characters.id, characterId));
}
