/**
 * The loops of the composition root (decision 068): what every module definition plugs in, taken in
 * the modules' order. No module is named here; module-list.ts names them.
 */
import type { App } from './app-types';
import type { AppContext } from './context';
import type { DomainSubscription } from './domain/events';
import type { PaymentOrderType } from '@pedestal/contract';
import type { ModuleDefinition } from './module-definition';
import { registerApiCompression } from './platform/compression';

const present = <T>(value: T | undefined): value is T => value !== undefined;

/** The context's lists of extension points, each module's part in the modules' order. */
export function pluggedSources(modules: readonly ModuleDefinition[]) {
  return {
    phaseSources: modules.map((m) => m.phaseSource).filter(present),
    supporterSources: modules.map((m) => m.supporterSource).filter(present),
    characterHolds: modules.map((m) => m.characterHold).filter(present),
    accountHolds: modules.map((m) => m.accountHold).filter(present),
    personalData: modules.map((m) => m.personalData).filter(present),
  };
}

/** Payables, then subscribers (the modules', then `more`: tests observe events this way); then no subscription is taken. */
export function plugIntoContext(
  ctx: AppContext,
  modules: readonly ModuleDefinition[],
  more: ((ctx: AppContext) => DomainSubscription[]) | undefined,
) {
  for (const m of modules) {
    for (const [orderType, payable] of Object.entries(m.payables ?? {})) {
      if (payable) ctx.payables.register(orderType as PaymentOrderType, payable(ctx));
    }
  }
  ctx.events.subscribe(...modules.map((m) => m.subscriptions?.(ctx)).filter(present), ...(more?.(ctx) ?? []));
  ctx.events.seal();
}

/** Every module's routes under /api (compressed), then those outside it. */
export async function registerModuleRoutes(app: App, modules: readonly ModuleDefinition[]) {
  await app.register(
    async (api) => {
      const a = api as unknown as App;
      await registerApiCompression(a);
      for (const m of modules) for (const routes of m.routes ?? []) await a.register(routes);
    },
    { prefix: '/api' },
  );
  for (const m of modules) for (const routes of m.rootRoutes ?? []) await app.register(routes);
}
