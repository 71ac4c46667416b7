import { randomInt } from 'node:crypto';
import { dollarsToCents, type Address, type BuyInput } from '@pedestal/contract';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getAddressSnapshot, getDefaultAddress } from '../address/service';
import { characters } from '../character/schema';
import { getSettings } from '../content/service';
import { sendMessages } from '../message/service';
import { figurineOrderItems, figurineOrders, sales, saleSpecs } from './schema';

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** FO20261121-7K3QXM: the business-readable order number (the unique index settles collisions). */
function orderNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = Array.from({ length: 6 }, () => ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]).join('');
  return `FO${day}-${tail}`;
}

/** The pre-sale price applies while the sale's pre-sale window is open and the spec has one. */
export const inPreSale = (preSaleEndAt: Date | null, specPreSaleCents: number | null, now: Date) =>
  specPreSaleCents !== null && preSaleEndAt !== null && preSaleEndAt > now;

/**
 * Places an unpaid order in the caller's transaction. Only spec ids and quantities come from the
 * client: prices are the database's, and stock is reserved by one conditional UPDATE per spec
 * (`stock >= qty`), so parallel buyers can never oversell. Specs are taken in id order, so two
 * orders sharing specs lock them in the same order.
 */
export async function placeOrder(ctx: AppContext, tx: Tx, userId: string, input: Pick<BuyInput[number], 'characterSaleSpecId' | 'quantity'>[]) {
  const now = ctx.clock.now();
  const wanted = new Map<string, number>();
  for (const item of input) wanted.set(item.characterSaleSpecId, (wanted.get(item.characterSaleSpecId) ?? 0) + item.quantity);
  const ids = [...wanted.keys()].sort();
  const rows = await tx
    .select({ spec: saleSpecs, preSaleEndAt: sales.preSaleEndAt, characterName: characters.name })
    .from(saleSpecs)
    .innerJoin(sales, and(eq(sales.characterId, saleSpecs.characterId), eq(sales.status, 'active')))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId))
    .where(and(inArray(saleSpecs.id, ids), eq(saleSpecs.status, 'active')));
  if (rows.length !== ids.length) throw AppError.notFound('Figurine spec not found');

  const lines = [];
  for (const id of ids) {
    const row = rows.find((r) => r.spec.id === id)!;
    const quantity = wanted.get(id)!;
    const [reserved] = await tx
      .update(saleSpecs)
      .set({ stock: sql`${saleSpecs.stock} - ${quantity}` })
      .where(and(eq(saleSpecs.id, id), sql`${saleSpecs.stock} >= ${quantity}`))
      .returning({ id: saleSpecs.id });
    if (!reserved) throw AppError.rejected(`Out of stock: ${row.spec.title}`);
    const preSale = inPreSale(row.preSaleEndAt, row.spec.preSalePriceCents, now);
    lines.push({
      specId: id,
      characterId: row.spec.characterId,
      specTitle: row.spec.title,
      specImage: row.spec.image,
      characterName: row.characterName,
      quantity,
      unitPriceCents: preSale ? row.spec.preSalePriceCents! : row.spec.priceCents,
      preSale,
    });
  }
  const settings = await getSettings(tx);
  // The default address is preselected; the shopper may change it before paying.
  const address = await getDefaultAddress(tx, userId);
  const subtotalCents = lines.reduce((n, l) => n + l.unitPriceCents * l.quantity, 0);
  const shippingFeeCents = dollarsToCents(settings.shippingFee);
  const [order] = await tx
    .insert(figurineOrders)
    .values({
      no: orderNo(now),
      userId,
      subtotalCents,
      shippingFeeCents,
      totalCents: subtotalCents + shippingFeeCents,
      address,
      addressId: address?.id ?? null,
      expiresAt: new Date(now.getTime() + settings.unpaidExpiryMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: figurineOrders.id });
  await tx.insert(figurineOrderItems).values(lines.map((l) => ({ ...l, orderId: order!.id })));
  return order!.id;
}

/** Gives the reserved units of an order back; callers call it once, right after the status change that ends the order. */
export async function returnStock(tx: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return;
  const items = await tx.select().from(figurineOrderItems).where(inArray(figurineOrderItems.orderId, orderIds)).orderBy(figurineOrderItems.specId);
  for (const item of items) {
    await tx.update(saleSpecs).set({ stock: sql`${saleSpecs.stock} + ${item.quantity}` }).where(eq(saleSpecs.id, item.specId));
  }
}

/** Counts sold units into the sale's pre-sale or sale counter (sign -1 takes a refund back out). */
export async function countSold(tx: DbOrTx, orderId: string, sign: 1 | -1) {
  const items = await tx.select().from(figurineOrderItems).where(eq(figurineOrderItems.orderId, orderId));
  for (const item of items) {
    const delta = sign * item.quantity;
    await tx
      .update(sales)
      .set(item.preSale ? { preSaleCount: sql`greatest(${sales.preSaleCount} + ${delta}, 0)` } : { saleCount: sql`greatest(${sales.saleCount} + ${delta}, 0)` })
      .where(eq(sales.characterId, item.characterId));
  }
}

/** The user cancels an unpaid order; the status-guarded UPDATE makes the stock return happen once. */
export async function cancelOrder(ctx: AppContext, userId: string, orderId: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [order] = await tx.select({ status: figurineOrders.status }).from(figurineOrders).where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.userId, userId)));
    if (!order) throw AppError.notFound('Order not found');
    const [cancelled] = await tx
      .update(figurineOrders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.status, 'unpaid')))
      .returning({ id: figurineOrders.id });
    if (!cancelled) throw AppError.rejected('Only unpaid orders can be cancelled');
    await returnStock(tx, [orderId]);
  });
}

/** Moves the user's own order from one status to the next; someone else's order is not found. */
export async function advanceOwnOrder(
  ctx: AppContext,
  userId: string,
  orderId: string,
  from: 'unreceived' | 'uncommented',
  set: Partial<typeof figurineOrders.$inferInsert>,
  refusal: string,
) {
  const [order] = await ctx.db.select({ status: figurineOrders.status }).from(figurineOrders).where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.userId, userId)));
  if (!order) throw AppError.notFound('Order not found');
  const [moved] = await ctx.db
    .update(figurineOrders)
    .set({ ...set, updatedAt: ctx.clock.now() })
    .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.status, from)))
    .returning({ id: figurineOrders.id });
  if (!moved) throw AppError.rejected(refusal);
}

/** Unpaid orders past their expiry are cancelled and give their stock back, each exactly once. */
export async function expireOrders(ctx: AppContext, now: Date): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const expired = await tx
      .update(figurineOrders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(figurineOrders.status, 'unpaid'), lte(figurineOrders.expiresAt, now)))
      .returning({ id: figurineOrders.id, userId: figurineOrders.userId, no: figurineOrders.no });
    await returnStock(tx, expired.map((o) => o.id));
    await sendMessages(
      tx,
      expired.map((o) => ({ userId: o.userId, kind: 'figurine_order_expired', title: 'Order expired', body: `Your order ${o.no} was not paid in time and has been cancelled.`, link: `/order/show/${o.id}` })),
    );
    return expired.length;
  });
}

export const AUTO_RECEIVE_DAYS = 14;

/** Shipped orders nobody confirmed within 14 days are taken as received. */
export async function autoConfirmReceipt(ctx: AppContext, now: Date): Promise<number> {
  const due = await ctx.db
    .update(figurineOrders)
    .set({ status: 'uncommented', receivedAt: now, updatedAt: now })
    .where(and(eq(figurineOrders.status, 'unreceived'), lte(figurineOrders.shippedAt, new Date(now.getTime() - AUTO_RECEIVE_DAYS * 86_400_000))))
    .returning({ id: figurineOrders.id });
  return due.length;
}

/** Copies one of the user's addresses into the order; only before it ships. */
export async function setOrderAddress(ctx: AppContext, userId: string, orderId: string, addressId: string) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select({ status: figurineOrders.status }).from(figurineOrders).where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.userId, userId))).for('update');
    if (!order) throw AppError.notFound('Order not found');
    if (order.status !== 'unpaid' && order.status !== 'undelivered') throw AppError.rejected('The address can no longer be changed');
    const address = await getAddressSnapshot(tx, userId, addressId);
    if (!address) throw AppError.notFound('Address not found');
    await tx.update(figurineOrders).set({ address, addressId, updatedAt: ctx.clock.now() }).where(eq(figurineOrders.id, orderId));
  });
}

/** A raffle prize: a zero-price order, already paid, shipped to the address chosen for it. */
export async function placeRaffleOrder(
  tx: DbOrTx,
  now: Date,
  input: { userId: string; address: Address; addressId: string; item: { specId: string; characterId: string; specTitle: string; specImage: string | null; characterName: string } },
) {
  const [order] = await tx
    .insert(figurineOrders)
    .values({ no: orderNo(now), userId: input.userId, kind: 'raffle', status: 'undelivered', subtotalCents: 0, shippingFeeCents: 0, totalCents: 0, address: input.address, addressId: input.addressId, expiresAt: now, paidAt: now })
    .returning({ id: figurineOrders.id });
  await tx.insert(figurineOrderItems).values({ orderId: order!.id, ...input.item, quantity: 1, unitPriceCents: 0, preSale: false });
  return order!.id;
}
