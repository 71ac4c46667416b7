// Inventory: stock is only ever moved by these, each one conditional UPDATE.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { figurineOrderItems, sales, saleSpecs } from './schema';

/**
 * Takes `quantity` units if that many are left, as a CTE `name` (one row when taken, none
 * otherwise) for a larger statement; with `after`, only once the CTE of that name took its units.
 */
export function takeStockCte(name: string, specId: string, quantity: number, after?: string) {
  return sql`${sql.identifier(name)} as (
      update sale_specs set stock = stock - ${quantity}
      where id = ${specId} and stock >= ${quantity} ${after ? sql`and exists (select 1 from ${sql.identifier(after)})` : sql``}
      returning id, stock
    )`;
}

/** Takes `quantity` units if that many are left; answers false (taking nothing) otherwise. */
export async function takeStock(tx: Tx, specId: string, quantity: number): Promise<boolean> {
  const result = (await tx.execute(sql`with ${takeStockCte('taken', specId, quantity)} select id from taken`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length > 0;
}

/** Puts `quantity` units back on a spec's shelf (a lottery drop's held units, decision 041). */
export async function putBackStock(tx: Tx, specId: string, quantity: number) {
  if (quantity <= 0) return;
  await tx
    .update(saleSpecs)
    .set({ stock: sql`${saleSpecs.stock} + ${quantity}` })
    .where(eq(saleSpecs.id, specId));
}

/** Locks an active spec's row for the caller's transaction and answers its stock (null: no such spec). */
export async function lockSpecStock(tx: Tx, specId: string): Promise<number | null> {
  const [spec] = await tx
    .select({ stock: saleSpecs.stock })
    .from(saleSpecs)
    .where(and(eq(saleSpecs.id, specId), eq(saleSpecs.status, 'active')))
    .for('update');
  return spec?.stock ?? null;
}

/** Gives the reserved units of orders back; callers call it once, right after the status change that ends the order. */
export async function returnStock(tx: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const items = await tx
    .select()
    .from(figurineOrderItems)
    .where(inArray(figurineOrderItems.orderId, orderIds))
    .orderBy(figurineOrderItems.specId);
  for (const item of items) {
    const back = item.quantity - item.returnedQuantity;
    if (back <= 0) continue;
    await tx
      .update(saleSpecs)
      .set({ stock: sql`${saleSpecs.stock} + ${back}` })
      .where(eq(saleSpecs.id, item.specId));
    await tx.update(figurineOrderItems).set({ returnedQuantity: item.quantity }).where(eq(figurineOrderItems.id, item.id));
  }
  return items;
}

/** The units of an order's lines a partial refund covers go back on the shelf (never more than were bought). */
export async function returnLines(tx: Tx, orderId: string, lines: { itemId: string; quantity: number }[]) {
  for (const line of [...lines].sort((a, b) => a.itemId.localeCompare(b.itemId))) {
    const [item] = await tx
      .select()
      .from(figurineOrderItems)
      .where(and(eq(figurineOrderItems.id, line.itemId), eq(figurineOrderItems.orderId, orderId)))
      .for('update');
    const back = item ? Math.min(item.quantity - item.returnedQuantity, line.quantity) : 0;
    if (!item || back <= 0) continue;
    await tx
      .update(figurineOrderItems)
      .set({ returnedQuantity: item.returnedQuantity + back })
      .where(eq(figurineOrderItems.id, item.id));
    await tx
      .update(saleSpecs)
      .set({ stock: sql`${saleSpecs.stock} + ${back}` })
      .where(eq(saleSpecs.id, item.specId));
  }
}

/** Counts sold units into the sale's pre-sale or sale counter (sign -1 takes a refund back out). */
export async function countSold(tx: Tx, orderId: string, sign: 1 | -1) {
  const items = await tx.select().from(figurineOrderItems).where(eq(figurineOrderItems.orderId, orderId));
  for (const item of items) {
    const delta = sign * item.quantity;
    await tx
      .update(sales)
      .set(
        item.preSale
          ? { preSaleCount: sql`greatest(${sales.preSaleCount} + ${delta}, 0)` }
          : { saleCount: sql`greatest(${sales.saleCount} + ${delta}, 0)` },
      )
      .where(eq(sales.characterId, item.characterId));
  }
}
