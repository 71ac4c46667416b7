/** Crowdfunding: campaigns, support tiers, supports paid through payments, and the all-or-nothing end. */
export { campaignEndJob, supportExpiryJob } from './jobs';
export { finishCampaignAsFunded, startCrowdfunding } from './lifecycle';
export { crowdfundingPayable } from './payable';
export { crowdfundingContributorSource, crowdfundingPhaseSource, listUserSupportsOfCampaign } from './queries';
export { lockCampaign, updateCampaign } from './service';
export { crowdfundingPersonalData } from './personal-data';
