/**
 * Notifications by email: templates (react-email), the outbox written in the event's transaction and
 * delivered by a queued job, the verification code email, and the shopper's marketing switches with
 * their one-click unsubscribe links. Its subscriptions turn domain events into emails.
 */

import type { ModuleDefinition } from '../../module-definition';
import { notificationJobs } from './jobs';
import { notificationPersonalData } from './personal-data';
import notificationRoutes from './routes';
import { notificationSubscriptions } from './subscriptions';
export type { MailAddress, MailCharacter, MailOrder, MailOrderLine, Notice, NoticeKind } from './notices';
export { renderNotice, renderVerificationCode } from './render';
export { verificationSms } from './templates/subjects';
export {
  EMAIL_QUEUE,
  deliverEmail,
  getNotificationPreferences,
  queueEmailTo,
  queueEmails,
  sendVerificationEmail,
  unsubscribe,
  unsubscribeToken,
  updateNotificationPreferences,
} from './service';

export const notificationModule: ModuleDefinition = {
  name: 'notification',
  routes: [notificationRoutes],
  subscriptions: notificationSubscriptions,
  jobs: notificationJobs,
  personalData: notificationPersonalData,
};
