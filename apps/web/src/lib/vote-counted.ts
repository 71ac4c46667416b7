/**
 * What the vote page hands the Contributors page when it sends a voter there (router state): the
 * ranking is a daily snapshot, so that page says the vote counted and when it will show (issue 27).
 */
export interface VoteCountedState {
  votedFor: string;
  votes: number;
}

export const voteCountedState = (name: string, votesBefore: number): VoteCountedState => ({ votedFor: name, votes: votesBefore + 1 });

/** The state when the page was opened right after a vote, else null. */
export function readVoteCounted(state: unknown): VoteCountedState | null {
  const s = state as Partial<VoteCountedState> | null;
  return s && typeof s.votedFor === 'string' && typeof s.votes === 'number' ? { votedFor: s.votedFor, votes: s.votes } : null;
}
