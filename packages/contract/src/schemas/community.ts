import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { reason } from '../refusals';
import { IdSchema } from './common';

const iso = z.string();

/** SPEC §3 interaction state of a character. */
export const InteractionStateSchema = z.object({
  countCollect: z.number(),
  countComment: z.number(),
  countLike: z.number(),
  countShare: z.number(),
  isCollect: z.boolean(),
  isLike: z.boolean(),
});
export type InteractionState = z.infer<typeof InteractionStateSchema>;

export const LikeStateSchema = z.object({ countLike: z.number(), isLike: z.boolean() });
export type LikeState = z.infer<typeof LikeStateSchema>;
export const ShareStateSchema = z.object({ countShare: z.number(), counted: z.boolean() });
export type ShareState = z.infer<typeof ShareStateSchema>;

/**
 * A comment's text: plain text (links are recognised when shown, never stored as markup). Control
 * characters other than line breaks go, runs of blank lines shrink to one, ends are trimmed.
 */
export function normaliseCommentBody(body: string): string {
  return (
    body
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const CommentBodySchema = z
  .string({ error: reason('comment-empty') })
  .transform(normaliseCommentBody)
  .pipe(
    z
      .string()
      .min(1, { error: reason('comment-empty') })
      .max(COMMENT_MAX_LENGTH, { error: reason('comment-too-long') }),
  );

export const CreateCommentInputSchema = z.object({
  body: CommentBodySchema,
  /** Replying to a top-level comment (threads are one level deep). */
  parentId: IdSchema.optional(),
});
export type CreateCommentInput = z.input<typeof CreateCommentInputSchema>;
export const UpdateCommentInputSchema = z.object({ body: CommentBodySchema });
export type UpdateCommentInput = z.input<typeof UpdateCommentInputSchema>;

export const CommentSort = ['newest', 'top'] as const;
export type CommentSort = (typeof CommentSort)[number];
export const CommentListQuerySchema = z.object({
  sort: z.enum(CommentSort).default('newest'),
  /** The last top-level comment already shown: the next page starts after it (keyset; `page` is then ignored). */
  cursor: IdSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(COMMENT_PAGE_SIZE),
});
export type CommentListQuery = z.input<typeof CommentListQuerySchema>;

const CommentAuthorSchema = z.object({ id: z.string(), nickname: z.string(), avatar: z.string().nullable() });

export const ReplySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  body: z.string(),
  createdAt: iso,
  editedAt: iso.nullable(),
  author: CommentAuthorSchema,
  /** The author submitted the character. */
  isCreator: z.boolean(),
  isMine: z.boolean(),
  /** Hidden from everyone else (reports or a moderator); only its author still sees it, marked. */
  isHidden: z.boolean(),
});
export type Reply = z.infer<typeof ReplySchema>;
export const CommentSchema = ReplySchema.extend({ replies: z.array(ReplySchema) });
export type Comment = z.infer<typeof CommentSchema>;

export const CommentPageSchema = z.object({
  items: z.array(CommentSchema),
  hasMore: z.boolean(),
  /** Visible comments and replies of the character (countComment). */
  countComment: z.number(),
});
export type CommentPage = z.infer<typeof CommentPageSchema>;

export { commentEditableUntil } from '../rules/comment';

export const ReportCommentInputSchema = z.object({ reason: z.string().trim().max(200).optional() });
export type ReportCommentInput = z.input<typeof ReportCommentInputSchema>;

// Admin moderation
export const CommentModerationFilter = ['reported', 'hidden', 'all'] as const;
export const AdminCommentListQuerySchema = z.object({
  filter: z.enum(CommentModerationFilter).default('reported'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export const AdminCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: iso,
  parentId: z.string().nullable(),
  character: z.object({ id: z.string(), name: z.string() }),
  author: CommentAuthorSchema,
  reportCount: z.number(),
  reasons: z.array(z.string()),
  hiddenAt: iso.nullable(),
  hiddenBy: z.enum(['reports', 'admin']).nullable(),
});
export type AdminComment = z.infer<typeof AdminCommentSchema>;
