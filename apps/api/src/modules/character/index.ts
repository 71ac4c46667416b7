/** Submitted characters: submission, review, collections, views and the phase that places them in a list. */
export { viewsCleanupJob } from './jobs';
export { refreshCharacterPhase, registerPhaseSources, type PhaseParts, type PhaseSource } from './phase';
export { getCharacterRef, isCharacterVisible, listCollectorIds, normaliseGenre, type CharacterRef } from './queries';
export {
  adminDeleteCharacter,
  adminUpdateCharacter,
  collectCharacter,
  createCharacter,
  deleteOwnCharacter,
  deleteUserCharacterData,
  markApproved,
  rejectCharacter,
  uncollectCharacter,
  updateOwnCharacter,
  uploadIllustration,
  viewAt,
  viewCountingCtes,
  type ViewOf,
} from './service';
export { CharacterStage } from './schema';
