/** In-app messages: notices written with the change they report (as subscribers of its event), the user's inbox. */

import type { ModuleDefinition } from '../../module-definition';
import { messagePersonalData } from './personal-data';
import messageRoutes from './routes';
import { messageSubscriptions } from './subscriptions';
export {
  countUnreadMessages,
  listMyMessages,
  markAllMessagesRead,
  markMessageRead,
  noticesAbout,
  sendMessages,
  type NewMessage,
} from './service';
export { messageText, type MessageParams } from './texts';

export const messageModule: ModuleDefinition = {
  name: 'message',
  routes: [messageRoutes],
  subscriptions: messageSubscriptions,
  personalData: messagePersonalData,
};
