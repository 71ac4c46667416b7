// A card's read model: its columns and joins, the list's order and keyset, and a row as a CharacterCard.
import {
  centsToDollars,
  characterKind,
  completionPercent,
  displayStatus,
  type CharacterCard,
  type CharacterPhase,
  type CrowdfundingStatus,
  type ReviewStatus,
} from '@pedestal/contract';
import { desc, eq, sql, type Placeholder, type SQL, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { CharacterStage } from '../character';
import { characters } from '../character/schema';
import { communityCounts } from '../community/schema';
import { crowdfundings } from '../crowdfunding/schema';
import { sales } from '../shop/schema';
import { votes } from '../vote/schema';

/** The character's own part of a card. */
export const pageColumns = {
  id: characters.id,
  userId: characters.userId,
  name: characters.name,
  illustration: characters.illustration,
  genre: characters.genre,
  gender: characters.gender,
  countView: characters.countView,
  countCollect: characters.countCollect,
  createdAt: characters.createdAt,
  status: characters.status,
  rejectReason: characters.rejectReason,
  phase: characters.phase,
};

// Cards show a character with its vote, crowdfunding and sale summaries: one indexed query with
// left joins on the per-character unique keys, instead of one round trip per domain.
export const cardColumns = {
  ...pageColumns,
  voteStatus: votes.status,
  voteCurrent: votes.countCurrent,
  voteTarget: votes.countTarget,
  voteNegotiation: votes.negotiation,
  cfStatus: crowdfundings.status,
  cfCurrent: crowdfundings.currentCents,
  cfTarget: crowdfundings.targetCents,
  cfEndAt: crowdfundings.endAt,
  cfImages: crowdfundings.images,
  cfChargeMode: crowdfundings.chargeMode,
  saleStatus: sales.status,
  salePrice: sales.salePriceCents,
  preSalePrice: sales.preSalePriceCents,
  preSaleCount: sales.preSaleCount,
  preSaleEndAt: sales.preSaleEndAt,
  saleCount: sales.saleCount,
  saleImages: sales.images,
  countLike: communityCounts.countLike,
  countShare: communityCounts.countShare,
  countComment: communityCounts.countComment,
};

/**
 * The card's other parts, left-joined to a card query on their per-character unique keys (vote,
 * crowdfunding, sale, counters), `characterId` the query's character id. It takes a dynamic
 * builder (`$dynamic()`, which changes types only, not the SQL) so every FROM a card is read from
 * shares these joins.
 */
export function joinCardParts<Q extends PgSelect>(query: Q, characterId: AnyPgColumn) {
  return query
    .leftJoin(votes, eq(votes.characterId, characterId))
    .leftJoin(crowdfundings, eq(crowdfundings.characterId, characterId))
    .leftJoin(sales, eq(sales.characterId, characterId))
    .leftJoin(communityCounts, eq(communityCounts.characterId, characterId));
}

export const cardQuery = (db: DbOrTx) => joinCardParts(db.select(cardColumns).from(characters).$dynamic(), characters.id);

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

/** The cards of a page cut as ids first (a subquery with `pageId`): only its rows are joined. */
function cardsOfPage(db: DbOrTx, ids: Subquery & { pageId: AnyPgColumn }) {
  return joinCardParts(db.select(cardColumns).from(ids).innerJoin(characters, eq(characters.id, ids.pageId)).$dynamic(), characters.id);
}

/**
 * Cards of one page when the filter reads only `characters`: the page is cut from characters
 * alone (ordered index, LIMIT/OFFSET) and only its rows are joined to their vote, crowdfunding
 * and sale, instead of joining every row the filter and OFFSET walk past.
 *
 * With `idsFirst` the page is cut as ids only and its 20 rows are read afterwards: the list
 * indexes carry status, stage and genres (migration 0011), so a genre filter is tested in the
 * index (an index-only scan) instead of reading every walked row from the heap (~3 of 4 are
 * rejected for one genre). Without a filter the index already stops at the page, and the extra
 * primary-key lookups and a sixth relation to plan would cost more than they save.
 */
export function pagedCardQuery(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: CharacterFilter['orderBy'],
  limit: number | Placeholder,
  offset: number | Placeholder,
  idsFirst: boolean,
  search: SQL | Placeholder | null = null,
) {
  if (idsFirst || search) {
    const ids = db
      .select({ pageId: characters.id })
      .from(characters)
      .where(where)
      .orderBy(...orderOf(orderBy, search))
      .limit(limit)
      .offset(offset)
      .as('page');
    return cardsOfPage(db, ids).orderBy(...orderOf(orderBy, search));
  }
  const page = db
    .select(pageColumns)
    .from(characters)
    .where(where)
    .orderBy(...orderOf(orderBy))
    .limit(limit)
    .offset(offset)
    .as('page');
  return cardsOfCutPage(db, page).orderBy(
    ...(orderBy === 'mostView' ? [desc(page.countView), desc(page.id)] : [desc(page.createdAt), desc(page.id)]),
  );
}

/**
 * The cards of a page cut with the character's own columns (`pageColumns`): only its rows are
 * joined to their vote, crowdfunding, sale and counters, and the character is not read twice.
 */
export function cardsOfCutPage(db: DbOrTx, page: SubqueryWithSelection<typeof pageColumns, 'page'>) {
  return joinCardParts(
    db
      .select({
        ...cardColumns,
        id: page.id,
        userId: page.userId,
        name: page.name,
        illustration: page.illustration,
        genre: page.genre,
        gender: page.gender,
        countView: page.countView,
        countCollect: page.countCollect,
        createdAt: page.createdAt,
        status: page.status,
        rejectReason: page.rejectReason,
        phase: page.phase,
      })
      .from(page)
      .$dynamic(),
    page.id,
  );
}

/** The list's order; a name search puts the best matches first (`matchRank`), then the list's order. */
export function orderOf(orderBy: CharacterFilter['orderBy'], search: SQL | Placeholder | null = null) {
  const order =
    orderBy === 'mostView' ? [desc(characters.countView), desc(characters.id)] : [desc(characters.createdAt), desc(characters.id)];
  return search ? [sql`${matchRank(characters.name, search)} desc`, ...order] : order;
}

/**
 * How well a name matches the searched text (lowered): 3 the whole name, 2 its start, 1 the start
 * of a later word, 0 anywhere else.
 */
export function matchRank(name: SQL | typeof characters.name, text: SQL | Placeholder) {
  return sql<number>`(case when lower(${name}) = ${text}::text then 3 when starts_with(lower(${name}), ${text}::text) then 2
    when strpos(lower(${name}), ' ' || ${text}::text) > 0 then 1 else 0 end)`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const percent = (current: number, target: number) => Number(completionPercent(current, target));

function summaries(r: CardRow, showDraft: boolean) {
  const vote = r.voteStatus
    ? { status: r.voteStatus, countCurrent: r.voteCurrent!, countTarget: r.voteTarget!, progress: percent(r.voteCurrent!, r.voteTarget!) }
    : null;
  // A draft campaign (inactive, decision 066) is the operators' only: shoppers see no campaign yet.
  const crowdfunding =
    r.cfStatus && (showDraft || r.cfStatus !== 'inactive')
      ? {
          status: r.cfStatus,
          countCurrent: centsToDollars(r.cfCurrent!),
          countTarget: centsToDollars(r.cfTarget!),
          progress: percent(r.cfCurrent!, r.cfTarget!),
          endAt: iso(r.cfEndAt),
          images: r.cfImages ?? [],
          chargeMode: r.cfChargeMode ?? 'now',
        }
      : null;
  const sale = r.saleStatus
    ? {
        status: r.saleStatus,
        salePrice: centsToDollars(r.salePrice!),
        preSalePrice: r.preSalePrice === null ? null : centsToDollars(r.preSalePrice),
        preSaleCount: r.preSaleCount!,
        preSaleEndAt: iso(r.preSaleEndAt),
        saleCount: r.saleCount!,
        images: r.saleImages ?? [],
      }
    : null;
  return { vote, crowdfunding, sale };
}

export function toCard(r: CardRow, now: Date, showDraft = false): CharacterCard {
  const { vote, crowdfunding, sale } = summaries(r, showDraft);
  const state = { status: r.status, vote, crowdfunding, sale };
  return {
    id: r.id,
    name: r.name,
    illustration: r.illustration,
    genre: r.genre,
    gender: r.gender,
    countView: r.countView,
    countCollect: r.countCollect,
    // A character nobody has liked, shared or commented on has no counters row.
    countLike: r.countLike ?? 0,
    countShare: r.countShare ?? 0,
    countComment: r.countComment ?? 0,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    phase: r.phase,
    kind: characterKind(state, now.getTime()),
    displayStatus: displayStatus(state, now.getTime()),
    vote,
    crowdfunding,
    sale,
  };
}

export interface CharacterFilter {
  page: number;
  pageSize: number;
  orderBy?: 'latest' | 'mostView';
  /** Only approved characters listed in these stages. */
  stages?: readonly CharacterStage[];
  /** Exactly one phase, pre-sale and sale told apart by the clock (admin filter). */
  phase?: CharacterPhase;
  status?: ReviewStatus;
  crowdfundingStatus?: CrowdfundingStatus;
  userId?: string;
  genre?: string;
  name?: string;
  /** Keyset pagination: the page starts after this character (in the list's order); `page` is ignored. */
  cursor?: string;
}

/**
 * The keyset condition "after the character `cursor`" for the list's order, read from the cursor's
 * own row (exact to the microsecond, no value of it sent to the client). A cursor that names no
 * character matches nothing (the row comparison with NULL), so the page is empty.
 */
export function afterCursor(
  orderBy: CharacterFilter['orderBy'],
  cursor: string | Placeholder,
  search: SQL | Placeholder | null = null,
): SQL {
  const key = orderBy === 'mostView' ? characters.countView : characters.createdAt;
  // The column's name, from the closed set of list orders.
  const keyOfCursor = sql.raw(`cursor_row.${key.name}`);
  if (search)
    return sql`(${matchRank(characters.name, search)}, ${key}, ${characters.id}) < (select ${matchRank(sql.raw('cursor_row.name'), search)}, ${keyOfCursor}, cursor_row.id from ${characters} cursor_row where cursor_row.id = ${cursor})`;
  return sql`(${key}, ${characters.id}) < (select ${keyOfCursor}, cursor_row.id from ${characters} cursor_row where cursor_row.id = ${cursor})`;
}

export const likeEscape = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
