/**
 * What one module plugs into the app (issue 39 #4): each module's public entry exports one of these,
 * and the composition root (module-list.ts) loops over them in one order. It sits beside context.ts,
 * not in domain/, because its parts are made from the context (domain/ knows no context).
 */
import type { PaymentOrderType } from '@pedestal/contract';
import type { App } from './app-types';
import type { AppContext } from './context';
import type { DomainSubscription } from './domain/events';
import type {
  AccountHoldSource,
  CharacterHoldSource,
  Payable,
  PersonalDataSource,
  PhaseSource,
  SupporterSource,
} from './domain/extension-points';
import type { QueueDefinition } from './platform/jobs/queue';

/** A Fastify plugin of a module's routes (public or admin). */
export type RoutePlugin = (app: App) => Promise<void>;

export interface ModuleDefinition {
  /** The module's folder name (module-list.test.ts checks every folder is listed once). */
  name: string;
  /** Route plugins under /api, in the order they are registered. */
  routes?: readonly RoutePlugin[];
  /** Route plugins at the root, outside /api and its compression (the dev mailbox pages). */
  rootRoutes?: readonly RoutePlugin[];
  /** Its reactions to domain events: they run in the modules' order. */
  subscriptions?: (ctx: AppContext) => DomainSubscription;
  /** Its queues and scheduled jobs. */
  jobs?: (ctx: AppContext) => readonly QueueDefinition<object>[];
  /** The order types it lets payments pay. */
  payables?: { readonly [T in PaymentOrderType]?: (ctx: AppContext) => Payable };
  /** Its part of a character's phase. */
  phaseSource?: PhaseSource;
  /** Who supported a character in its stage (ranked contributors, lottery weights). */
  supporterSource?: SupporterSource;
  /** What of its rows holds a character against deletion (decision 063). */
  characterHold?: CharacterHoldSource;
  /** What of its rows an account still has open, holding it against deletion (issue 41 #3). */
  accountHold?: AccountHoldSource;
  /** Its part of a shopper's copy of their data (decision 039). */
  personalData?: PersonalDataSource;
  /** Fails at boot on a configuration it cannot work with (payment providers without credentials). */
  checkAtBoot?: (ctx: AppContext) => void;
}
