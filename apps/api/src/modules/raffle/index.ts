/** Diamond raffles over sale specs: provably fair draws with a pity guarantee, and prize orders. */

import type { ModuleDefinition } from '../../module-definition';
import { rafflePersonalData } from './personal-data';
import { raffleCharacterHold } from './queries';
import raffleAdminRoutes from './admin-routes';
import raffleRoutes from './routes';
export { activeRafflesOfSpecs } from './queries';

export const raffleModule: ModuleDefinition = {
  name: 'raffle',
  routes: [raffleRoutes, raffleAdminRoutes],
  characterHold: raffleCharacterHold,
  personalData: rafflePersonalData,
};
