/** Ranked contributors of a character's vote and crowdfunding, refreshed daily and when a phase ends. */
export { contributorRefreshJob } from './jobs';
export { listContributors } from './queries';
export { refreshContributors, topContributors, type ContributorScope, type ContributorSource } from './service';
export { ContributorPhase } from './schema';
export { contributorPersonalData } from './personal-data';
