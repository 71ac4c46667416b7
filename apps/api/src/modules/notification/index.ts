/**
 * Notifications by email: templates (react-email), the outbox written in the event's transaction and
 * delivered by a queued job, the verification code email, and the shopper's marketing switches with
 * their one-click unsubscribe links. Its subscriptions turn domain events into emails.
 */
export { notificationJobs } from './jobs';
export type { MailAddress, MailCharacter, MailOrder, MailOrderLine, Notice, NoticeKind } from './notices';
export { renderNotice, renderVerificationCode } from './render';
export { verificationSms } from './templates/subjects';
export { notificationSubscriptions } from './subscriptions';
export {
  EMAIL_QUEUE,
  deliverEmail,
  getNotificationPreferences,
  queueEmails,
  sendVerificationEmail,
  unsubscribe,
  unsubscribeToken,
  updateNotificationPreferences,
} from './service';
export { notificationPersonalData } from './personal-data';
