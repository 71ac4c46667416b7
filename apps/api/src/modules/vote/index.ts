/** Voting: daily tickets cast on approved characters, the target, and the copyright talks after it. */
export { getVote, listVoterIds, voteContributorSource, votePhaseSource } from './queries';
export { adminUpdateVote, castVotes, updateVote } from './service';
export { voteSubscriptions } from './subscriptions';
export { votePersonalData } from './personal-data';
