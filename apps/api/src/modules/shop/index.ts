/**
 * The figurine shop: sales and their specs (with the inventory API every stock change goes
 * through), figurine orders from placing to receipt, and pre-sale pricing.
 */
export { startPreSale, updateSale } from './admin-service';
export { delayConsentJob, figurineAutoReceiveJob, figurineOrderExpiryJob } from './jobs';
export { figurinePayable } from './payable';
export { describeSpecs, orderableStock, salePhaseSource, shopCharacterHold, toSpec } from './queries';
export { enforcePurchaseLimits } from './purchase-limits';
export { lockSpecStock, putBackStock, takeStock } from './inventory';
export { placeOrder, placeRaffleOrder } from './place-order';
export { throughDropGate } from './drop-gate';
export { shopPersonalData } from './personal-data';
