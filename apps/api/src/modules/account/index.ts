/** Accounts and profiles: who a user is, their profile and settings, the credentials auth checks, deletion. */

import type { ModuleDefinition } from '../../module-definition';
import { dataExportJobs } from './data-export';
import accountRoutes from './routes';
export {
  createUser,
  deleteAccount,
  findGoogleLinkByEmail,
  findUserForLogin,
  findUserIdBy,
  getActiveUser,
  getPasswordHash,
  getMailContacts,
  getProfile,
  getUserLabels,
  getUserLanguage,
  isContactTaken,
  isSuspendedForSignIn,
  isUsernameTaken,
  linkGoogleIdentity,
  setPasswordHash,
  setSuspended,
  setVotingReminder,
  updateProfile,
  uploadAvatar,
  userIdsMatching,
  type NewUser,
} from './service';

/** The account module's part of the app: its routes and the data-export queues. */
export const accountModule: ModuleDefinition = { name: 'account', routes: [accountRoutes], jobs: dataExportJobs };
