/** A row of the audit log (`GET admin/audit/list`): who did what to which record, and its detail. */
export interface AuditRow {
  id: string;
  adminUsername: string;
  action: string;
  targetType: string;
  targetId: string;
  detail: Record<string, unknown>;
  createdAt: string;
}
