import type { Tx } from '../../db/client';
import type { AuditTargetType } from '../../domain/events';
import { auditLogs } from './schema';

export interface AuditEntry {
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  detail?: Record<string, unknown>;
}

/** Written in the transaction of the operator's change it describes, so the log holds exactly what happened. */
export async function recordAudit(tx: Tx, adminId: string, entry: AuditEntry) {
  await tx.insert(auditLogs).values({ adminId, ...entry, detail: entry.detail ?? {} });
}
