import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { ListMeta } from '@pedestal/contract';
import type { DbOrTx } from './client';

/**
 * What a whole filtered console list holds (issue 28: totals on every list). `filtered` is the
 * list's select with its joins and filter but no order, limit or offset; it is counted as a
 * subquery, so the count is exactly the rows the pages walk, joins included.
 */
export async function listMeta(db: DbOrTx, filtered: PgSelect): Promise<ListMeta> {
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(filtered.as('whole_list'));
  return { count: counted?.count ?? 0 };
}

/**
 * One page of a console list with its `meta` (the one way every console list answers
 * `{ data, meta: { count } }`): the whole list is counted, then the same builder is ordered and
 * cut to the page asked.
 */
export async function listPage<Q extends PgSelect>(
  db: DbOrTx,
  filtered: Q,
  orderBy: (PgColumn | SQL | SQL.Aliased)[],
  page: { page: number; pageSize: number },
): Promise<{ rows: Awaited<Q>; meta: ListMeta }> {
  // Counted first: `as` captures the statement before orderBy/limit change the builder.
  const meta = await listMeta(db, filtered);
  const rows = (await filtered
    .orderBy(...orderBy)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)) as Awaited<Q>;
  return { rows, meta };
}
