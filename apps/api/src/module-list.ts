/**
 * Every module the app is made of, in the one order everything of theirs is plugged in (decision 068):
 * their subscribers run on an event in this order, their route plugins are registered in it, and the
 * context's lists (phase sources, supporter sources, character holds, data-export parts) follow it.
 *
 * What the order must keep: an account's sessions end (auth) and its farewell is written
 * (notification, message) before its data goes (character, community, address, payment); a notice is
 * written before the vote, cart or audit rows that follow it; the vote's part of a phase comes before
 * crowdfunding's, and crowdfunding's before the sale's; a character held by supports is reported
 * before one held by orders (shop), raffle entries, then lottery entries.
 */
import { accountModule } from './modules/account';
import { addressModule } from './modules/address';
import { adminModule } from './modules/admin';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { cartModule } from './modules/cart';
import { catalogModule } from './modules/catalog';
import { characterModule } from './modules/character';
import { communityModule } from './modules/community';
import { contentModule } from './modules/content';
import { contributorModule } from './modules/contributor';
import { crowdfundingModule } from './modules/crowdfunding';
import { devModule } from './modules/dev';
import { dropModule } from './modules/drop';
import { healthModule } from './modules/health';
import { messageModule } from './modules/message';
import { notificationModule } from './modules/notification';
import { paymentModule } from './modules/payment';
import { raffleModule } from './modules/raffle';
import { shopModule } from './modules/shop';
import { voteModule } from './modules/vote';
import { walletModule } from './modules/wallet';
import type { ModuleDefinition } from './module-definition';
import { flowsDefinition } from './flows';

export const MODULES: readonly ModuleDefinition[] = [
  healthModule,
  authModule,
  accountModule,
  contentModule,
  notificationModule,
  messageModule,
  characterModule,
  catalogModule,
  communityModule,
  addressModule,
  voteModule,
  contributorModule,
  adminModule,
  paymentModule,
  crowdfundingModule,
  shopModule,
  cartModule,
  raffleModule,
  dropModule,
  walletModule,
  auditModule,
  devModule,
];

/** What the app plugs in: the modules, then the flows above them (their stage routes). */
export const PLUGGED: readonly ModuleDefinition[] = [...MODULES, flowsDefinition];
