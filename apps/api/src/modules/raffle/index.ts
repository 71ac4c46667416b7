/** Diamond raffles over sale specs: provably fair draws with a pity guarantee, and prize orders. */

import type { ModuleDefinition } from '../../module-definition';
import { rafflePersonalData } from './personal-data';
import { raffleCharacterHold } from './queries';
import raffleAdminRoutes from './admin-routes';
import raffleRoutes from './routes';
export { activeRafflesOfSpecs } from './queries';
/** The committed-seed rule (DESIGN §6), reused by lottery drops: a secret seed, its published hash, one roll per user. */
export { hashSeed, newSeed, rollFor, ROLL_RANGE } from './draw';

export const raffleModule: ModuleDefinition = {
  name: 'raffle',
  routes: [raffleRoutes, raffleAdminRoutes],
  characterHold: raffleCharacterHold,
  personalData: rafflePersonalData,
};
