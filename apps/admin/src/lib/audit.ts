/** A row of the audit log (`GET admin/audit/list`): who did what to which record, and its detail. */
export interface AuditRow {
  id: string;
  adminUsername: string;
  action: string;
  targetType: string;
  targetId: string;
  /** The target by name or number (a character, spec, order, person…), null where it cannot be resolved. */
  targetName: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}
