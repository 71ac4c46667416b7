import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { admins } from '../auth/schema';

/** Who did what to which record, for every admin change. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_logs_target_idx').on(t.targetType, t.targetId), index('audit_logs_created_idx').on(t.createdAt)],
);
