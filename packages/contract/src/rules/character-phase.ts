import type { CharacterPhase, VoteStatus } from '../enums';
import { isPreSale, type CharacterStateInput } from './character-status';

/** What the phase of a character depends on: its displayed-status inputs plus the vote's progress. */
export interface CharacterPhaseInput extends Omit<CharacterStateInput, 'vote'> {
  vote?: { status: VoteStatus; countCurrent: number; countTarget: number; negotiation?: string | null } | null;
}

export const VOTE_PHASES = ['vote-active', 'vote-negotiation', 'vote-failed'] as const satisfies readonly CharacterPhase[];
export const CROWDFUNDING_PHASES = [
  'crowdfunding-active',
  'crowdfunding-success',
  'crowdfunding-failed',
] as const satisfies readonly CharacterPhase[];
export const SALE_PHASES = ['pre-sale', 'sale'] as const satisfies readonly CharacterPhase[];

/**
 * The phase filter value of an approved character (null before approval or before its vote
 * opens). Later stages win, as in the displayed status. A vote that ended at its target is in
 * copyright negotiation until the talks fail; a vote that ended short of it failed.
 */
export function characterPhase(c: CharacterPhaseInput, now: number = Date.now()): CharacterPhase | null {
  if (c.status !== 'approved') return null;
  if (c.sale?.status === 'active') return isPreSale(c.sale, now) ? 'pre-sale' : 'sale';
  switch (c.crowdfunding?.status) {
    case 'active':
      return 'crowdfunding-active';
    case 'success_pending':
    case 'ended':
      return 'crowdfunding-success';
    case 'failed':
      return 'crowdfunding-failed';
  }
  const vote = c.vote;
  if (vote?.status === 'active') return 'vote-active';
  if (vote?.status === 'ended') {
    return vote.countCurrent >= vote.countTarget && vote.negotiation !== 'failed' ? 'vote-negotiation' : 'vote-failed';
  }
  return null;
}
