import type { Tx } from '../../db/client';
import { auditLogs } from './schema';

export type AuditTarget =
  'character' | 'vote' | 'crowdfunding' | 'crowdfunding_spec' | 'sale_spec' | 'figurine_order' | 'setting' | 'raffle' | 'user' | 'comment';

export interface AuditEntry {
  action: string;
  targetType: AuditTarget;
  targetId: string;
  detail?: Record<string, unknown>;
}

/** Written in the transaction of the admin change it describes, so the log holds exactly what happened. */
export async function recordAudit(tx: Tx, adminId: string, entry: AuditEntry) {
  await tx.insert(auditLogs).values({ adminId, ...entry, detail: entry.detail ?? {} });
}
