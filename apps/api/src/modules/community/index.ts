/** Community around a character: likes, shares, comments (one level of replies), reports and their moderation. */

import type { ModuleDefinition } from '../../module-definition';
import communityAdminRoutes from './admin-routes';
import { communityPersonalData } from './personal-data';
import communityRoutes from './routes';
import { communitySubscriptions } from './subscriptions';
export { getInteractionState, getOwnComment, listComments, listCommentsForModeration } from './queries';
export {
  adminDeleteComment,
  adminHideComment,
  adminRestoreComment,
  deleteOwnComment,
  editComment,
  likeCharacter,
  postComment,
  recordShare,
  reportComment,
  unlikeCharacter,
} from './service';

export const communityModule: ModuleDefinition = {
  name: 'community',
  routes: [communityRoutes, communityAdminRoutes],
  subscriptions: communitySubscriptions,
  personalData: communityPersonalData,
};
