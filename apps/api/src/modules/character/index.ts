/** Submitted characters: submission, review, collections, views and the phase that places them in a list. */

import type { ModuleDefinition } from '../../module-definition';
import { viewsApplyJob, viewsCleanupJob } from './jobs';
import { characterPersonalData } from './personal-data';
import characterRoutes from './routes';
import { characterSubscriptions } from './subscriptions';
export { refreshCharacterPhase } from './phase';
export { getCharacterRef, isCharacterVisible, listCollectorIds, normaliseGenre, type CharacterRef } from './queries';
export {
  adminDeleteCharacter,
  adminUpdateCharacter,
  approveCharacter,
  collectCharacter,
  createCharacter,
  deleteOwnCharacter,
  rejectCharacter,
  uncollectCharacter,
  updateOwnCharacter,
  uploadIllustration,
  applyCountedViews,
  pendingViews,
} from './service';
export { CountedViews } from './counted-views';
export { CharacterStage } from './schema';

export const characterModule: ModuleDefinition = {
  name: 'character',
  routes: [characterRoutes],
  subscriptions: characterSubscriptions,
  jobs: (ctx) => [viewsCleanupJob(ctx), viewsApplyJob(ctx)],
  personalData: characterPersonalData,
};
