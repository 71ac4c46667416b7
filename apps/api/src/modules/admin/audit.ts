import type { DbOrTx } from '../../db/client';
import { auditLogs } from './schema';

export interface AuditEntry {
  action: string;
  targetType: 'character' | 'vote' | 'crowdfunding' | 'crowdfunding_spec' | 'setting' | 'raffle';
  targetId: string;
  detail?: Record<string, unknown>;
}

/** Written in the same transaction as the change it describes. */
export async function recordAudit(tx: DbOrTx, adminId: string, entry: AuditEntry) {
  await tx.insert(auditLogs).values({ adminId, ...entry, detail: entry.detail ?? {} });
}
