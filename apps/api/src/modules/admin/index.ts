/** The operator's side: read models spanning domains (dashboard, review queue, users, audit log) and admin-only commands. */
export { getDashboard } from './dashboard-queries';
export { getAdminUser, listAdminCharacters, listAuditLogs, listUsers } from './queries';
export { revokeSessionsOf, uploadAdminImage } from './service';
