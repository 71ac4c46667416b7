import { COMMENT_EDIT_WINDOW_MINUTES } from '../constants';

/**
 * The author may edit until this long after posting (the server decides; the client hides Edit
 * after). A rule of its own, without zod, so the web's comment list does not load the schemas.
 */
export const commentEditableUntil = (createdAt: string | Date) =>
  new Date(new Date(createdAt).getTime() + COMMENT_EDIT_WINDOW_MINUTES * 60_000);
