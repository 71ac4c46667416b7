/** Submitted characters: submission, review, collections, views and the phase that places them in a list. */
export { viewsApplyJob, viewsCleanupJob } from './jobs';
export { refreshCharacterPhase } from './phase';
export { characterSubscriptions } from './subscriptions';
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
export { characterPersonalData } from './personal-data';
