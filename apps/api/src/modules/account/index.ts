/** Accounts and profiles: who a user is, their profile and settings, the credentials auth checks, deletion. */
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
  getUserLanguage,
  isContactTaken,
  isUsernameTaken,
  linkGoogleIdentity,
  setPasswordHash,
  setVotingReminder,
  updateProfile,
  uploadAvatar,
  type NewUser,
} from './service';
export { dataExportJobs } from './data-export';
