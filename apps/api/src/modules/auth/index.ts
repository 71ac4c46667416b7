/** Sign-in for shoppers (password, codes, Google) and admins; sessions and their revocation. */

import type { ModuleDefinition } from '../../module-definition';
import adminAuthRoutes from './admin-routes';
import { authCleanupJob } from './jobs';
import { authPersonalData } from './personal-data';
import authRoutes from './routes';
import { authSubscriptions } from './subscriptions';
import teamRoutes from './team-routes';
export { createAdmin, ensureFirstAdmin, getAdmin, loginAdmin, operatorNames } from './admins';
export { signIn, type SignedIn } from './service';
export { getUserSnapshot } from './session-user';
export { createSession, findViewers, revokeUserSessions } from './sessions';

export const authModule: ModuleDefinition = {
  name: 'auth',
  routes: [authRoutes, adminAuthRoutes, teamRoutes],
  subscriptions: authSubscriptions,
  jobs: (ctx) => [authCleanupJob(ctx)],
  personalData: authPersonalData,
};
