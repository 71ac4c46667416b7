/** Voting: daily tickets cast on approved characters, the target, and the copyright talks after it. */

import type { ModuleDefinition } from '../../module-definition';
import { votePersonalData } from './personal-data';
import { voteContributorSource, votePhaseSource } from './queries';
import voteRoutes from './routes';
import { voteSubscriptions } from './subscriptions';
export { getVote, listVoterIds, voteContributorSource } from './queries';
export { adminUpdateVote, castVotes, updateVote } from './service';

export const voteModule: ModuleDefinition = {
  name: 'vote',
  routes: [voteRoutes],
  subscriptions: voteSubscriptions,
  phaseSource: votePhaseSource,
  supporterSource: voteContributorSource,
  personalData: votePersonalData,
};
