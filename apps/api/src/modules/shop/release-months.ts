import { shownReleaseMonth } from '@pedestal/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { saleSpecs } from './schema';

/** The months specs release in, as their pages show them (the ship month wins; an order shows its latest). */
export async function shipMonthsOf(db: DbOrTx, specIds: string[]) {
  if (specIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: saleSpecs.id, shipMonth: saleSpecs.shipMonth, details: saleSpecs.details })
    .from(saleSpecs)
    .where(inArray(saleSpecs.id, specIds));
  return new Map(rows.map((r) => [r.id, shownReleaseMonth(r)]));
}
