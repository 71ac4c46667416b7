/** Audit log of operators' changes: who did what to which record, written (as a subscriber) with the change. */

import type { ModuleDefinition } from '../../module-definition';
import { auditSubscriptions } from './subscriptions';

export const auditModule: ModuleDefinition = { name: 'audit', subscriptions: auditSubscriptions };
