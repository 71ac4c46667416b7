import type { AdminComment, Comment, CommentPage, CommentSort, InteractionState, ListMeta, Reply } from '@pedestal/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../db/list-page';
import { users } from '../account/schema';
import { characterCollects, characters } from '../character/schema';
import { characterLikes, commentReports, comments, communityCounts } from './schema';

/** SPEC §3 interaction state of one character for the viewer (flags false for a visitor). */
export async function getInteractionState(db: DbOrTx, characterId: string, viewerId: string | null): Promise<InteractionState> {
  const viewer = viewerId ?? '';
  const [row] = await db
    .select({
      countCollect: characters.countCollect,
      countLike: sql<number>`coalesce(${communityCounts.countLike}, 0)`.mapWith(Number),
      countShare: sql<number>`coalesce(${communityCounts.countShare}, 0)`.mapWith(Number),
      countComment: sql<number>`coalesce(${communityCounts.countComment}, 0)`.mapWith(Number),
      isCollect: sql<boolean>`exists (select 1 from ${characterCollects} where ${characterCollects.characterId} = ${characters.id} and ${characterCollects.userId} = ${viewer})`,
      isLike: sql<boolean>`exists (select 1 from ${characterLikes} where ${characterLikes.characterId} = ${characters.id} and ${characterLikes.userId} = ${viewer})`,
    })
    .from(characters)
    .leftJoin(communityCounts, eq(communityCounts.characterId, characters.id))
    .where(eq(characters.id, characterId));
  return row!;
}

/** Not hidden (unless the viewer wrote it) and not reported by the viewer. */
function visibleTo(viewerId: string | null): SQL {
  if (!viewerId) return isNull(comments.hiddenAt);
  return and(
    or(isNull(comments.hiddenAt), eq(comments.userId, viewerId)),
    sql`not exists (select 1 from ${commentReports} where ${commentReports.commentId} = ${comments.id} and ${commentReports.userId} = ${viewerId})`,
  )!;
}

const commentColumns = {
  id: comments.id,
  parentId: comments.parentId,
  body: comments.body,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  hiddenAt: comments.hiddenAt,
  userId: comments.userId,
  nickname: users.nickname,
  avatar: users.avatar,
  submitterId: characters.userId,
};

const commentQuery = (db: DbOrTx) =>
  db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(characters, eq(characters.id, comments.characterId));
type CommentRow = Awaited<ReturnType<ReturnType<typeof commentQuery>['execute']>>[number];

const toReply = (r: CommentRow, viewerId: string | null): Reply => ({
  id: r.id,
  parentId: r.parentId,
  body: r.body,
  createdAt: r.createdAt.toISOString(),
  editedAt: r.editedAt?.toISOString() ?? null,
  author: { id: r.userId, nickname: r.nickname, avatar: r.avatar },
  isCreator: r.userId === r.submitterId,
  isMine: r.userId === viewerId,
  isHidden: r.hiddenAt !== null,
});

/**
 * "After the comment `cursor`" in the list's order (keyset, issue 26): compared with the cursor's
 * own row, so a deep page walks the index from there instead of skipping rows. A cursor that names
 * no comment of the list gives an empty page.
 */
function afterComment(key: AnyPgColumn[], characterId: string, cursor: string): SQL {
  const columns = sql.join(key, sql`, `);
  const ofCursor = sql.join(
    key.map((k) => sql.raw(`cursor_row.${k.name}`)),
    sql`, `,
  );
  return sql`(${columns}) < (select ${ofCursor} from ${comments} cursor_row where cursor_row.id = ${cursor} and cursor_row.character_id = ${characterId} and cursor_row.parent_id is null)`;
}

/** One page of top-level comments (newest, or most replied first) with their replies, oldest first. */
export async function listComments(
  db: DbOrTx,
  characterId: string,
  viewerId: string | null,
  q: { sort: CommentSort; page: number; pageSize: number; cursor?: string },
): Promise<CommentPage> {
  const key = q.sort === 'top' ? [comments.replyCount, comments.createdAt, comments.id] : [comments.createdAt, comments.id];
  const rows = await commentQuery(db)
    .where(
      and(
        eq(comments.characterId, characterId),
        isNull(comments.parentId),
        visibleTo(viewerId),
        q.cursor ? afterComment(key, characterId, q.cursor) : undefined,
      ),
    )
    .orderBy(...key.map((k) => desc(k)))
    .limit(q.pageSize + 1)
    .offset(q.cursor ? 0 : (q.page - 1) * q.pageSize);
  const page = rows.slice(0, q.pageSize);
  const replies = page.length
    ? await commentQuery(db)
        .where(
          and(
            inArray(
              comments.parentId,
              page.map((r) => r.id),
            ),
            visibleTo(viewerId),
          ),
        )
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const [counts] = await db
    .select({ countComment: communityCounts.countComment })
    .from(communityCounts)
    .where(eq(communityCounts.characterId, characterId));
  const items: Comment[] = page.map((r) => ({
    ...toReply(r, viewerId),
    replies: replies.filter((x) => x.parentId === r.id).map((x) => toReply(x, viewerId)),
  }));
  return { items, hasMore: rows.length > q.pageSize, countComment: counts?.countComment ?? 0 };
}

/** One comment as its author sees it (after posting or editing). */
export async function getOwnComment(db: DbOrTx, id: string, viewerId: string): Promise<Comment> {
  const [row] = await commentQuery(db).where(eq(comments.id, id));
  return { ...toReply(row!, viewerId), replies: [] };
}

/** The moderation queue: reported and not yet reviewed, hidden, or every comment; newest first. */
export async function listCommentsForModeration(
  db: DbOrTx,
  q: { filter: 'reported' | 'hidden' | 'all'; page: number; pageSize: number },
): Promise<{ data: AdminComment[]; meta: ListMeta }> {
  const where =
    q.filter === 'reported'
      ? and(sql`${comments.reportCount} > 0`, isNull(comments.reviewedAt))
      : q.filter === 'hidden'
        ? isNotNull(comments.hiddenAt)
        : undefined;
  const { rows, meta } = await listPage(
    db,
    db
      .select({
        id: comments.id,
        body: comments.body,
        createdAt: comments.createdAt,
        parentId: comments.parentId,
        characterId: characters.id,
        characterName: characters.name,
        userId: comments.userId,
        nickname: users.nickname,
        avatar: users.avatar,
        reportCount: comments.reportCount,
        hiddenAt: comments.hiddenAt,
        hiddenBy: comments.hiddenBy,
        reasons: sql<
          string[]
        >`coalesce((select array_agg(${commentReports.reason} order by ${commentReports.createdAt}) from ${commentReports} where ${commentReports.commentId} = ${comments.id} and ${commentReports.reason} is not null), '{}')`,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .innerJoin(characters, eq(characters.id, comments.characterId))
      .where(where)
      .$dynamic(),
    [desc(comments.createdAt), desc(comments.id)],
    q,
  );
  const data = rows.map((r) => ({
    id: r.id,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    parentId: r.parentId,
    character: { id: r.characterId, name: r.characterName },
    author: { id: r.userId, nickname: r.nickname, avatar: r.avatar },
    reportCount: r.reportCount,
    reasons: r.reasons,
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
    hiddenBy: r.hiddenBy,
  }));
  return { data, meta };
}
