/** Crowdfunding: campaigns, support tiers, supports paid through payments, and the all-or-nothing end. */
export { campaignEndJob, erroredPledgesJob, pledgeChargeJob, supportDelayConsentJob, supportExpiryJob } from './jobs';
export {
  finishCampaignAsFailed,
  finishCampaignAsFunded,
  fundCampaignBelowGoal,
  prepareCampaignDraft,
  startCampaignDraft,
  startCrowdfunding,
} from './lifecycle';
export { crowdfundingPayable } from './payable';
export { crowdfundingCharacterHold, crowdfundingContributorSource, crowdfundingPhaseSource, listUserSupportsOfCampaign } from './queries';
export { amendCampaign, lockCampaign, updateCampaign } from './service';
export { crowdfundingPersonalData } from './personal-data';
export { crowdfundingSubscriptions } from './subscriptions';
