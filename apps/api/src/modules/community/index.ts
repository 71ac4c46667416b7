/** Community around a character: likes, shares, comments (one level of replies), reports and their moderation. */
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
export { communitySubscriptions } from './subscriptions';
export { communityPersonalData } from './personal-data';
