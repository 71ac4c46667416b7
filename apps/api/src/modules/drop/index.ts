/**
 * Lottery drops (issue 25): a spec's units drawn among applicants by the raffle's committed-seed
 * rule, with a purchase window per winner and units passed on to the next drawn.
 */

import type { ModuleDefinition } from '../../module-definition';
import dropAdminRoutes from './admin-routes';
import { lotteryPassOnJob } from './jobs';
import { dropPersonalData } from './personal-data';
import { dropCharacterHold } from './queries';
import dropRoutes from './routes';

export const dropModule: ModuleDefinition = {
  name: 'drop',
  routes: [dropRoutes, dropAdminRoutes],
  jobs: (ctx) => [lotteryPassOnJob(ctx)],
  characterHold: dropCharacterHold,
  personalData: dropPersonalData,
};
