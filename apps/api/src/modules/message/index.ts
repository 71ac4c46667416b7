/** In-app messages: notices written with the change they report, the user's inbox. */
export {
  countUnreadMessages,
  deleteUserMessages,
  listMyMessages,
  markAllMessagesRead,
  markMessageRead,
  sendMessages,
  type NewMessage,
} from './service';
