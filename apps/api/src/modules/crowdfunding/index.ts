/** Crowdfunding: campaigns, support tiers, supports paid through payments, and the all-or-nothing end. */
export { campaignEndJob, supportExpiryJob } from './jobs';
export { registerCrowdfundingPayable } from './payable';
export { crowdfundingContributorSource, crowdfundingPhaseSource } from './queries';
export { lockCampaign } from './service';
