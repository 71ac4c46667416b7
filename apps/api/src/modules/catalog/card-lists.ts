// Card lists: the filtered list and its count, the public list's page, and a user's collection.
import type { CharacterCard, CharacterCardPage } from '@pedestal/contract';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listMeta } from '../../db/list-page';
import { normaliseGenre } from '../character';
import { characterCollects, characters } from '../character/schema';
import { crowdfundings } from '../crowdfunding/schema';
import { sales } from '../shop/schema';
import { afterCursor, cardQuery, likeEscape, orderOf, pagedCardQuery, toCard, type CharacterFilter } from './card-queries';
import { anywhereKind, CJK, isPublicList, publicListStatement, searchByWordStartsFirst, WORD_START_KEY_MAX } from './public-lists';

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

/** How many cards the filter holds over every page (the console's list totals). */
export function cardListCount(db: DbOrTx, f: CharacterFilter, now: Date) {
  return listMeta(
    db,
    cardQuery(db)
      .where(filterWhere({ ...f, cursor: undefined }, now))
      .$dynamic(),
  );
}

/** One page of card rows: newest first, or most viewed first. */
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
