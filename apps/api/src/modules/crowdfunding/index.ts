/** Crowdfunding: campaigns, support tiers, supports paid through payments, and the all-or-nothing end. */

import type { ModuleDefinition } from '../../module-definition';
import { crowdfundingAccountHold } from './account-hold';
import crowdfundingAdminRoutes from './admin-routes';
import { campaignEndJob, erroredPledgesJob, pledgeChargeJob, supportDelayConsentJob, supportExpiryJob } from './jobs';
import { crowdfundingPayable } from './payable';
import { crowdfundingPersonalData } from './personal-data';
import { crowdfundingCharacterHold, crowdfundingContributorSource, crowdfundingPhaseSource } from './queries';
import crowdfundingRoutes from './routes';
import { crowdfundingSubscriptions } from './subscriptions';
export { finishCampaignAsFailed, finishCampaignAsFunded, fundCampaignBelowGoal } from './lifecycle';
/** Its part of the stage change "start crowdfunding" (flows/start-crowdfunding.ts). */
export { insertCampaignDraft, openCampaignDraft, type OpenedCampaign } from './opening';
export { campaignCharacter } from './campaign-character';
export { listUserSupportsOfCampaign } from './queries';
export { amendCampaign, listCampaignAmendments, lockCampaign, updateCampaign } from './service';

export const crowdfundingModule: ModuleDefinition = {
  name: 'crowdfunding',
  routes: [crowdfundingRoutes, crowdfundingAdminRoutes],
  subscriptions: crowdfundingSubscriptions,
  jobs: (ctx) => [supportExpiryJob(ctx), campaignEndJob(ctx), supportDelayConsentJob(ctx), pledgeChargeJob(ctx), erroredPledgesJob(ctx)],
  payables: { crowdfunding_support: crowdfundingPayable },
  phaseSource: crowdfundingPhaseSource,
  supporterSource: crowdfundingContributorSource,
  characterHold: crowdfundingCharacterHold,
  accountHold: crowdfundingAccountHold,
  personalData: crowdfundingPersonalData,
};
