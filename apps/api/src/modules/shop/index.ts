/**
 * The figurine shop: sales and their specs (with the inventory API every stock change goes
 * through), figurine orders from placing to receipt, and pre-sale pricing.
 */

import type { ModuleDefinition } from '../../module-definition';
import { shopAccountHold } from './account-hold';
import shopAdminRoutes from './admin-routes';
import { delayConsentJob, figurineAutoReceiveJob, figurineOrderExpiryJob } from './jobs';
import { figurinePayable } from './payable';
import { shopPersonalData } from './personal-data';
import { salePhaseSource, shopCharacterHold } from './queries';
import shopRoutes from './routes';
export { openPreSale, updateSale } from './admin-service';
export { describeSpecs, orderableStock, toSpec } from './queries';
export { enforcePurchaseLimits } from './purchase-limits';
export { lockSpecStock, putBackStock, takeStock } from './inventory';
export { placeOrder, placeRaffleOrder } from './place-order';
export { throughDropGate } from './drop-gate';

export const shopModule: ModuleDefinition = {
  name: 'shop',
  routes: [shopRoutes, shopAdminRoutes],
  jobs: (ctx) => [figurineOrderExpiryJob(ctx), figurineAutoReceiveJob(ctx), delayConsentJob(ctx)],
  payables: { figurine: figurinePayable },
  phaseSource: salePhaseSource,
  characterHold: shopCharacterHold,
  accountHold: shopAccountHold,
  personalData: shopPersonalData,
};
