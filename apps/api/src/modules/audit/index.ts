/** Audit log of admin changes: who did what to which record, written with the change. */
export { recordAudit, type AuditEntry, type AuditTarget } from './service';
