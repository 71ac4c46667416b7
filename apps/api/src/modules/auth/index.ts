/** Sign-in for shoppers (password, codes, Google) and admins; sessions and their revocation. */
export { createAdmin, ensureFirstAdmin, getAdmin, loginAdmin, operatorNames } from './admins';
export { authCleanupJob } from './jobs';
export { signIn, type SignedIn } from './service';
export { getUserSnapshot } from './session-user';
export { authSubscriptions } from './subscriptions';
export { createSession, findViewers, revokeUserSessions } from './sessions';
export { authPersonalData } from './personal-data';
