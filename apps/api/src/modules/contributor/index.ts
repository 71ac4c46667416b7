/** Ranked contributors of a character's vote and crowdfunding, refreshed daily and when a phase ends. */

import type { ModuleDefinition } from '../../module-definition';
import { contributorRefreshJob } from './jobs';
import { contributorPersonalData } from './personal-data';
import contributorRoutes from './routes';
export { listContributors } from './queries';
export { refreshContributors, topContributors, type ContributorScope, type ContributorSource } from './service';
export { ContributorPhase } from './schema';

/** Its daily refresh ranks the supporters of every stage that reports them (ctx.supporterSources). */
export const contributorModule: ModuleDefinition = {
  name: 'contributor',
  routes: [contributorRoutes],
  jobs: (ctx) => [contributorRefreshJob(ctx, ctx.supporterSources)],
  personalData: contributorPersonalData,
};
