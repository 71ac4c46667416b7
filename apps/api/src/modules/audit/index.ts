/** Audit log of operators' changes: who did what to which record, written (as a subscriber) with the change. */
export { auditSubscriptions } from './subscriptions';
