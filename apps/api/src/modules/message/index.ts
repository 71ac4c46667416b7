/** In-app messages: notices written with the change they report (as subscribers of its event), the user's inbox. */
export {
  countUnreadMessages,
  listMyMessages,
  markAllMessagesRead,
  markMessageRead,
  noticesAbout,
  sendMessages,
  type NewMessage,
} from './service';
export { messageSubscriptions } from './subscriptions';
export { messageText, type MessageParams } from './texts';
export { messagePersonalData } from './personal-data';
