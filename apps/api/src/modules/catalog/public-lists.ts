// The public lists' prepared statements, name searches among them (decisions 052, 053).
import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { withPlannedRows } from '../../db/planned-rows';
import { statementName } from '../../db/statement-name';
import { CharacterStage } from '../character';
import { characterNameKeys, characters } from '../character/schema';
import { afterCursor, cardsOfCutPage, matchRank, pageColumns, pagedCardQuery, type CharacterFilter } from './card-queries';

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
export const WORD_START_KEY_MAX = 20;

/**
 * Chinese, Japanese and Korean are written without spaces between words: a word start says
 * nothing there, so such text is looked for anywhere in the name (its best matches still first).
 */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Text shorter than a trigram goes through the one- and two-character index. */
const isShortSearch = (text: string) => [...text].length < 3;

/** How a search for `text` anywhere in the name reads its index. */
export const anywhereKind = (text: string): SearchKind => (isShortSearch(text) ? 'short' : 'long');

/**
 * A name search in two steps (decision 052): the names where a word starts with the text (whole
 * name, then its start, then a later word; each by the list's order), read from one key of the
 * word-start keys (decision 053); only when no name has a word starting with the text, the names holding it
 * anywhere (a part of a word: "rost" finds "Frost"), through the trigram or gram index. A page
 * after the first (cursor or offset) that the first step leaves empty is the end of the list when
 * some name starts a word with the text, and a page of the second step otherwise.
 */
export async function searchByWordStartsFirst(
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
export const isPublicList = (db: DbOrTx, f: CharacterFilter) =>
  !(db instanceof PgTransaction || !f.stages || f.phase || f.status || f.crowdfundingStatus || f.userId);

export function publicListStatement(db: DbOrTx, f: CharacterFilter, genres: string, search: SearchKind | null) {
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
