import {
  centsToDollars,
  characterKind,
  completionPercent,
  displayStatus,
  type CharacterCard,
  type CharacterCardPage,
  type CharacterPhase,
  type CrowdfundingStatus,
  type ReviewStatus,
} from '@pedestal/contract';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql, type Placeholder, type SQL, type Subquery } from 'drizzle-orm';
import { PgTransaction, type AnyPgColumn, type SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { withPlannedRows } from '../../db/planned-rows';
import { listMeta } from '../../db/list-page';
import { statementName } from '../../db/statement-name';
import { CharacterStage, normaliseGenre } from '../character';
import { characterCollects, characterNameKeys, characters } from '../character/schema';
import { communityCounts } from '../community/schema';
import { crowdfundings } from '../crowdfunding/schema';
import { sales } from '../shop/schema';
import { votes } from '../vote/schema';

/** The character's own part of a card. */
const pageColumns = {
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

export const cardQuery = (db: DbOrTx) =>
  db
    .select(cardColumns)
    .from(characters)
    .leftJoin(votes, eq(votes.characterId, characters.id))
    .leftJoin(crowdfundings, eq(crowdfundings.characterId, characters.id))
    .leftJoin(sales, eq(sales.characterId, characters.id))
    .leftJoin(communityCounts, eq(communityCounts.characterId, characters.id));

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

/** The cards of a page cut as ids first (a subquery with `pageId`): only its rows are joined. */
function cardsOfPage(db: DbOrTx, ids: Subquery & { pageId: AnyPgColumn }) {
  return db
    .select(cardColumns)
    .from(ids)
    .innerJoin(characters, eq(characters.id, ids.pageId))
    .leftJoin(votes, eq(votes.characterId, characters.id))
    .leftJoin(crowdfundings, eq(crowdfundings.characterId, characters.id))
    .leftJoin(sales, eq(sales.characterId, characters.id))
    .leftJoin(communityCounts, eq(communityCounts.characterId, characters.id));
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
function pagedCardQuery(
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
function cardsOfCutPage(db: DbOrTx, page: SubqueryWithSelection<typeof pageColumns, 'page'>) {
  return db
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
    .leftJoin(votes, eq(votes.characterId, page.id))
    .leftJoin(crowdfundings, eq(crowdfundings.characterId, page.id))
    .leftJoin(sales, eq(sales.characterId, page.id))
    .leftJoin(communityCounts, eq(communityCounts.characterId, page.id));
}

/** The list's order; a name search puts the best matches first (`matchRank`), then the list's order. */
function orderOf(orderBy: CharacterFilter['orderBy'], search: SQL | Placeholder | null = null) {
  const order =
    orderBy === 'mostView' ? [desc(characters.countView), desc(characters.id)] : [desc(characters.createdAt), desc(characters.id)];
  return search ? [sql`${matchRank(characters.name, search)} desc`, ...order] : order;
}

/**
 * How well a name matches the searched text (lowered): 3 the whole name, 2 its start, 1 the start
 * of a later word, 0 anywhere else.
 */
function matchRank(name: SQL | typeof characters.name, text: SQL | Placeholder) {
  return sql<number>`(case when lower(${name}) = ${text}::text then 3 when starts_with(lower(${name}), ${text}::text) then 2
    when strpos(lower(${name}), ' ' || ${text}::text) > 0 then 1 else 0 end)`;
}

/**
 * How a name search reads its index:
 * - `starts`: names where a word starts with the text (ranks 1–3): the text is one key of
 *   `character_name_keys` (migration 0037), whose rows hold exactly those names with their rank,
 *   in the answer's order for the newest-first list (`wordStartPage`, decision 053).
 *   `starts-recheck`: the text is longer than a key (its first WORD_START_KEY_MAX characters),
 *   the rank is checked on the name and sorted (such text has few matches).
 * - `long`: the name holds the text anywhere, through the trigram index (`lower(name) like %text%`,
 *   migration 0001); three characters or more.
 * - `short`: one or two characters, one of the name's one- and two-character substrings
 *   (`character_name_grams`, migration 0015; pg_trgm extracts no trigram from them).
 */
type SearchKind = 'starts' | 'starts-recheck' | 'long' | 'short';

function nameMatches(kind: SearchKind, text: SQL | Placeholder, pattern: SQL | Placeholder, key: SQL | Placeholder) {
  switch (kind) {
    case 'starts':
      return sql`${characters.id} in (select ${characterNameKeys.characterId} from ${characterNameKeys} where ${characterNameKeys.key} = ${key}::text)`;
    case 'starts-recheck':
      return sql`${characters.id} in (select ${characterNameKeys.characterId} from ${characterNameKeys} where ${characterNameKeys.key} = ${key}::text) and ${matchRank(characters.name, text)} > 0`;
    case 'short':
      return sql`character_name_grams(lower(${characters.name})) @> array[${text}::text]`;
    case 'long':
      return sql`lower(${characters.name}) like ${pattern}::text`;
  }
}

/** The longest word-start prefix `character_name_keys` keeps (migration 0037). */
const WORD_START_KEY_MAX = 20;

/**
 * Chinese, Japanese and Korean are written without spaces between words: a word start says
 * nothing there, so such text is looked for anywhere in the name (its best matches still first).
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Text shorter than a trigram goes through the one- and two-character index. */
const isShortSearch = (text: string) => [...text].length < 3;

/** How a search for `text` anywhere in the name reads its index. */
const anywhereKind = (text: string): SearchKind => (isShortSearch(text) ? 'short' : 'long');

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
function afterCursor(orderBy: CharacterFilter['orderBy'], cursor: string | Placeholder, search: SQL | Placeholder | null = null): SQL {
  const key = orderBy === 'mostView' ? characters.countView : characters.createdAt;
  // The column's name, from the closed set of list orders.
  const keyOfCursor = sql.raw(`cursor_row.${key.name}`);
  if (search)
    return sql`(${matchRank(characters.name, search)}, ${key}, ${characters.id}) < (select ${matchRank(sql.raw('cursor_row.name'), search)}, ${keyOfCursor}, cursor_row.id from ${characters} cursor_row where cursor_row.id = ${cursor})`;
  return sql`(${key}, ${characters.id}) < (select ${keyOfCursor}, cursor_row.id from ${characters} cursor_row where cursor_row.id = ${cursor})`;
}

const likeEscape = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

function filterWhere(f: CharacterFilter, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.stages)
    conditions.push(
      eq(characters.status, 'approved'),
      f.stages.length === 1 ? eq(characters.stage, f.stages[0]!) : inArray(characters.stage, [...f.stages]),
    );
  if (f.phase === 'pre-sale' || f.phase === 'sale') {
    conditions.push(inArray(characters.phase, ['pre-sale', 'sale']));
    conditions.push(f.phase === 'pre-sale' ? gt(sales.preSaleEndAt, now) : or(isNull(sales.preSaleEndAt), lte(sales.preSaleEndAt, now)));
  } else if (f.phase) conditions.push(eq(characters.phase, f.phase));
  if (f.status) conditions.push(eq(characters.status, f.status));
  if (f.crowdfundingStatus) conditions.push(eq(crowdfundings.status, f.crowdfundingStatus));
  if (f.userId) conditions.push(eq(characters.userId, f.userId));
  const genres = f.genre ? normaliseGenre(f.genre).toLowerCase().split(',').filter(Boolean) : [];
  if (genres.length)
    conditions.push(
      sql`${characters.genres} @> array[${sql.join(
        genres.map((g) => sql`${g}`),
        sql`, `,
      )}]::text[]`,
    );
  if (f.name) conditions.push(sql`lower(${characters.name}) like ${`%${likeEscape(f.name)}%`}`);
  if (f.cursor) conditions.push(afterCursor(f.orderBy, f.cursor));
  return and(...conditions);
}

/** One page of card rows: newest first, or most viewed first. */
/** How many cards the filter holds over every page (the console's list totals). */
export function cardListCount(db: DbOrTx, f: CharacterFilter, now: Date) {
  return listMeta(
    db,
    cardQuery(db)
      .where(filterWhere({ ...f, cursor: undefined }, now))
      .$dynamic(),
  );
}

export async function listCardRows(db: DbOrTx, f: CharacterFilter, now: Date) {
  const genres = f.genre ? normaliseGenre(f.genre).toLowerCase() : '';
  const offset = f.cursor ? 0 : (f.page - 1) * f.pageSize;
  if (isPublicList(db, f)) {
    const text = f.name?.toLowerCase() ?? '';
    const params = { genres, limit: f.pageSize, offset, cursor: f.cursor ?? '', text, pattern: `%${likeEscape(text)}%` };
    if (!text || CJK.test(text)) return publicListStatement(db, f, genres, text ? anywhereKind(text) : null)!.execute(params);
    return searchByWordStartsFirst(db, f, genres, { ...params, key: [...text].slice(0, WORD_START_KEY_MAX).join('') });
  }
  // These filters read the joined crowdfunding or sale rows.
  const readsJoins = !!f.crowdfundingStatus || f.phase === 'pre-sale' || f.phase === 'sale';
  if (!readsJoins) return pagedCardQuery(db, filterWhere(f, now), f.orderBy, f.pageSize, offset, genres !== '');
  return cardQuery(db)
    .where(filterWhere(f, now))
    .orderBy(...orderOf(f.orderBy))
    .limit(f.pageSize)
    .offset(offset);
}

/**
 * A name search in two steps (decision 052): the names where a word starts with the text (whole
 * name, then its start, then a later word; each by the list's order), read from one key of the
 * word-start keys (decision 053); only when no name has a word starting with the text, the names holding it
 * anywhere (a part of a word: "rost" finds "Frost"), through the trigram or gram index. A page
 * after the first (cursor or offset) that the first step leaves empty is the end of the list when
 * some name starts a word with the text, and a page of the second step otherwise.
 */
async function searchByWordStartsFirst(
  db: DbOrTx,
  f: CharacterFilter,
  genres: string,
  params: Record<string, string | number> & { key: string; text: string },
) {
  const kind: SearchKind = [...params.text].length > WORD_START_KEY_MAX ? 'starts-recheck' : 'starts';
  const rows = await publicListStatement(db, f, genres, kind)!.execute(params);
  if (rows.length > 0) return rows;
  const firstPage = !f.cursor && f.page === 1;
  if (!firstPage) {
    const any = await publicListStatement(db, { ...f, page: 1, pageSize: 1, cursor: undefined }, genres, kind)!.execute({
      ...params,
      limit: 1,
      offset: 0,
      cursor: '',
    });
    if (any.length > 0) return rows;
  }
  return publicListStatement(db, f, genres, anywhereKind(params.text))!.execute(params);
}

/**
 * The public lists (approved characters of some stages, newest or most viewed, optionally one or
 * more genres) are the hot path: their few shapes are built once and run as named prepared
 * statements, so a request neither rebuilds the query in drizzle nor has PostgreSQL parse it.
 *
 * Planning a four-table join costs PostgreSQL more than running it (~0.4 ms against ~0.2 ms).
 * A cached generic plan avoids that, but only when it is the right plan: with OFFSET as an
 * unknown parameter the planner assumes a deep page and sorts the whole stage instead of walking
 * the ordered index. So the first pages of a shape carry LIMIT and OFFSET as literals (a bounded
 * number of statements, whose generic plan is the custom one), while deeper pages keep them as
 * parameters and are planned each time.
 *
 * The genre is always a bound parameter (never SQL text built from the request). Written as the
 * operator `genres @> $1`, PostgreSQL would price a generic plan with an unknown genre at the
 * default containment selectivity (0.5%, against ~25% for a real genre), find it dearer than a
 * custom plan and plan the statement on every execution (~1 ms). Written as a call of the same
 * built-in function (`arraycontains`), the clause gets the default selectivity of a boolean
 * function (1/3), close to a real genre's: the generic plan is the custom one and is kept.
 *
 * A name search (best matches first, then the list's order) is a prepared statement too. Latin
 * text reads one key of the ordered word-start keys first (`searchByWordStartsFirst`, decision
 * 052): newest first, those rows come in the answer's order and the scan stops at the page
 * (`wordStartPage`, decision 053), so a common text ("Frost 12": 1,111 names at 1M) costs what a
 * rare one does, at any catalogue size. Most viewed first, and text inside words or in Chinese,
 * Japanese or Korean (`nameMatches`), still read every match and sort them by rank: ordering by the
 * match rank leaves no ordered index to walk (the planner used to walk the newest-first index and
 * filter, 12,074 rows for 20 at 1M).
 * The other filters go through the general builder below.
 */
const LITERAL_PAGE_OFFSET_MAX = 100;
const LITERAL_PAGE_STATEMENTS_MAX = 48;

type ListPage = { limit: number; offset: number };

function preparePublicList(
  db: Db,
  name: string,
  stages: readonly CharacterStage[],
  orderBy: CharacterFilter['orderBy'],
  byGenre: boolean,
  afterCursorRow: boolean,
  search: SearchKind | null,
  page: ListPage | null,
) {
  const text = search ? sql.placeholder('text') : null;
  // Page numbers are integers checked by the contract (a closed set: at most LITERAL_PAGE_OFFSET_MAX).
  const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;
  const limit = page ? literal(page.limit) : sql.placeholder('limit');
  const offset = page ? literal(page.offset) : sql.placeholder('offset');
  // Genres are normalised (no commas inside one), so the comma-joined list splits back exactly.
  const listed = and(
    eq(characters.status, 'approved'),
    stages.length === 1 ? eq(characters.stage, stages[0]!) : inArray(characters.stage, [...stages]),
    byGenre ? sql`arraycontains(${characters.genres}, string_to_array(${sql.placeholder('genres')}::text, ','))` : undefined,
  );
  if (search === 'starts' && orderBy !== 'mostView') {
    // The status and stages as SQL text (a closed set of constants, checked here): bound, their
    // generic estimate (an unknown stage) made the generic plan look dearer than a custom one,
    // and PostgreSQL planned every run (0.8 ms of planning for 0.1 ms of execution).
    if (!stages.every((st) => (CharacterStage as readonly string[]).includes(st))) throw new Error(`not a stage: ${stages.join()}`);
    const literalListed = and(
      sql`${characters.status} = 'approved'`,
      sql`${characters.stage} in (${sql.raw(stages.map((st) => `'${st}'`).join(', '))})`,
      byGenre ? sql`arraycontains(${characters.genres}, string_to_array(${sql.placeholder('genres')}::text, ','))` : undefined,
    );
    return withPlannedRows(wordStartPage(db, literalListed, afterCursorRow, limit, offset).prepare(name));
  }
  const where = and(
    listed,
    text && search ? nameMatches(search, text, sql.placeholder('pattern'), sql.placeholder('key')) : undefined,
    afterCursorRow ? afterCursor(orderBy, sql.placeholder('cursor'), text) : undefined,
  );
  return withPlannedRows(pagedCardQuery(db, where, orderBy, limit, offset, byGenre, text).prepare(name));
}

/**
 * A newest-first page of the names where a word starts with the text (decision 053): the rows of
 * its key in `character_name_keys` come in the answer's order (rank, then newest, then id; the
 * btree read backwards), each is checked against the list's filters on its character, and the
 * scan stops at the page. Its cost is the page over the share of matches the list holds, whatever
 * the catalogue's size or the text's number of matches (the GIN plan read and ranked them all).
 * A cursor is a row comparison with constants (one-time subqueries of the cursor's character),
 * so the scan starts at the cursor instead of walking the pages before it.
 */
function wordStartPage(
  db: Db,
  listed: SQL | undefined,
  afterCursorRow: boolean,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const k = characterNameKeys;
  const ofCursor = (column: SQL) =>
    sql`(select ${column} from ${characters} cursor_row where cursor_row.id = ${sql.placeholder('cursor')})`;
  // The page's characters are read once, in the cut (their filter needs the row anyway).
  const page = db
    // Named apart: a subquery's columns keep their own names, and characters has a created_at too.
    .select({
      ...pageColumns,
      pageRank: sql<number>`${k.rank}`.as('page_rank'),
      pageCreatedAt: sql<Date>`${k.createdAt}`.as('page_created_at'),
    })
    .from(k)
    .innerJoin(characters, eq(characters.id, k.characterId))
    .where(
      and(
        sql`${k.key} = ${sql.placeholder('key')}::text`,
        listed,
        afterCursorRow
          ? sql`(${k.rank}, ${k.createdAt}, ${k.characterId}) < (${ofCursor(matchRank(sql.raw('cursor_row.name'), sql.placeholder('text')))}, ${ofCursor(sql.raw('cursor_row.created_at'))}, ${ofCursor(sql.raw('cursor_row.id'))})`
          : undefined,
      ),
    )
    .orderBy(desc(k.rank), desc(k.createdAt), desc(k.characterId))
    .limit(limit)
    .offset(offset)
    .as('page');
  return cardsOfCutPage(db, page).orderBy(desc(page.pageRank), desc(page.pageCreatedAt), desc(page.id));
}

const publicLists = new WeakMap<object, { statements: Map<string, ReturnType<typeof preparePublicList>>; literalPages: number }>();

/** Whether the filter is one of the public lists' prepared shapes. */
const isPublicList = (db: DbOrTx, f: CharacterFilter) =>
  !(db instanceof PgTransaction || !f.stages || f.phase || f.status || f.crowdfundingStatus || f.userId);

function publicListStatement(db: DbOrTx, f: CharacterFilter, genres: string, search: SearchKind | null) {
  if (!isPublicList(db, f) || !f.stages) return null;
  let cache = publicLists.get(db);
  if (!cache) publicLists.set(db, (cache = { statements: new Map(), literalPages: 0 }));
  const byGenre = genres !== '';
  const keyset = !!f.cursor;
  const shape = `${f.stages.join('_')}_${f.orderBy === 'mostView' ? 'views' : 'latest'}${byGenre ? '_genre' : ''}${keyset ? '_after' : ''}${search ? `_${search.replace('-', '_')}_search` : ''}`;
  const offset = keyset ? 0 : (f.page - 1) * f.pageSize;
  const pagedName = statementName(`character_cards_${shape}_${f.pageSize}_${offset}`);
  const literal =
    offset <= LITERAL_PAGE_OFFSET_MAX && (cache.statements.has(pagedName) || cache.literalPages < LITERAL_PAGE_STATEMENTS_MAX);
  const name = literal ? pagedName : statementName(`character_cards_${shape}`);
  let statement = cache.statements.get(name);
  if (!statement) {
    statement = preparePublicList(
      db as Db,
      name,
      f.stages,
      f.orderBy,
      byGenre,
      keyset,
      search,
      literal ? { limit: f.pageSize, offset } : null,
    );
    cache.statements.set(name, statement);
    if (literal) cache.literalPages++;
  }
  return statement;
}

export async function listCharacterCards(db: DbOrTx, f: CharacterFilter, now: Date): Promise<CharacterCard[]> {
  return (await listCardRows(db, f, now)).map((r) => toCard(r, now));
}

/** A public list page with the cursor of the next one (the last card's id when the page is full). */
export async function listCardPage(db: DbOrTx, f: CharacterFilter, now: Date): Promise<CharacterCardPage> {
  const data = await listCharacterCards(db, f, now);
  return { data, nextCursor: data.length === f.pageSize ? data[data.length - 1]!.id : null };
}

/** The user's collection, newest first; characters that left public view stay visible only to their owner. */
export async function listCollection(db: DbOrTx, userId: string, page: { page: number; pageSize: number }, now: Date) {
  const collected = await db
    .select({ id: characterCollects.id, characterId: characterCollects.characterId, createdAt: characterCollects.createdAt })
    .from(characterCollects)
    .innerJoin(characters, eq(characters.id, characterCollects.characterId))
    .where(and(eq(characterCollects.userId, userId), or(eq(characters.status, 'approved'), eq(characters.userId, userId))))
    .orderBy(desc(characterCollects.createdAt), desc(characterCollects.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  if (collected.length === 0) return [];
  const rows = await cardQuery(db).where(
    inArray(
      characters.id,
      collected.map((c) => c.characterId),
    ),
  );
  const cards = new Map(rows.map((r) => [r.id, toCard(r, now)]));
  return collected.map((c) => ({ id: c.id, createdAt: c.createdAt.toISOString(), character: cards.get(c.characterId)! }));
}
