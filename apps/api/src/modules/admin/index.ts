/** The operator's side: read models spanning domains (dashboard, review queue, users, audit log) and admin-only commands. */

import type { ModuleDefinition } from '../../module-definition';
import adminRoutes from './routes';
export { getDashboard } from './dashboard-queries';
export { getAdminUser, listAdminCharacters, listAuditLogs, listUsers } from './queries';
export { revokeSessionsOf, uploadAdminImage } from './service';

export const adminModule: ModuleDefinition = { name: 'admin', routes: [adminRoutes] };
