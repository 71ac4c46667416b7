import { randomInt } from 'node:crypto';
import { newId } from '../../db/ids';
import {
  AUTO_RECEIVE_DAYS,
  isPreSalePriced,
  orderStatusesBefore,
  sameCharges,
  unitPrice,
  type Address,
  type BuyInput,
  type FigurineOrderStatus,
} from '@pedestal/contract';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotentKnown, storedAnswer, type IdempotencyClaim } from '../../platform/idempotency/keys';
import { GateBusy, KnownSoldOut, withoutStack, type AdmitLimits } from '../../platform/stock-gate';
import { getAddressSnapshot, getDefaultAddress } from '../address';
import { chargesOf, priceLines, unservedCountry } from './charges';
import { cancelPaidOrder } from './promises';
import { enforcePurchaseLimits } from './purchase-limits';
import { loadOrderableSpecs } from './queries';
import { figurineOrderItems, figurineOrders, sales, saleSpecs } from './schema';

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** FO20261121-7K3QXM: the business-readable order number (the unique index settles collisions). */
function orderNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = Array.from({ length: 6 }, () => ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]).join('');
  return `FO${day}-${tail}`;
}

// Inventory: stock is only ever moved by these, each one conditional UPDATE.

/**
 * Takes `quantity` units if that many are left, as a CTE `name` (one row when taken, none
 * otherwise) for a larger statement; with `after`, only once the CTE of that name took its units.
 */
function takeStockCte(name: string, specId: string, quantity: number, after?: string) {
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

/**
 * Moves an order to `to` from any status allowed to precede it (contract FIGURINE_ORDER_TRANSITIONS),
 * as one status-guarded UPDATE: of two racing moves, one wins. Answers the moved row or null.
 */
export async function moveOrder(
  tx: DbOrTx,
  orderId: string,
  to: FigurineOrderStatus,
  set: Partial<typeof figurineOrders.$inferInsert> = {},
  userId?: string,
) {
  const [order] = await tx
    .update(figurineOrders)
    .set({ ...set, status: to })
    .where(
      and(
        eq(figurineOrders.id, orderId),
        inArray(figurineOrders.status, orderStatusesBefore(to)),
        userId ? eq(figurineOrders.userId, userId) : undefined,
      ),
    )
    .returning();
  return order ?? null;
}

/**
 * Places an unpaid order in the caller's transaction. Only spec ids and quantities come from the
 * client: prices are the database's (contract rule unitPrice), and stock is reserved by one
 * conditional UPDATE per spec, so parallel buyers can never oversell. The stock is taken in the
 * statement that writes the order, the last one before commit, because every buyer of a popular
 * spec queues on its row until commit; a spec out of stock throws and the transaction takes the
 * order back. Specs are taken in id order, so two orders sharing specs lock them in the same
 * order. The settings (shipping fee, payment window) are the kept copy (`ctx.settings.current`).
 */
export async function placeOrder(
  ctx: AppContext,
  tx: Tx,
  userId: string,
  input: Pick<BuyInput[number], 'characterSaleSpecId' | 'quantity'>[],
  /** The new order's id when the caller chose it (Buy Now stores it as its answer up front). */
  orderId?: string,
) {
  const now = ctx.clock.now();
  const wanted = new Map<string, number>();
  for (const item of input) wanted.set(item.characterSaleSpecId, (wanted.get(item.characterSaleSpecId) ?? 0) + item.quantity);
  const ids = [...wanted.keys()].sort();
  const rows = await loadOrderableSpecs(tx, ids);
  if (rows.length !== ids.length) throw new AppError('sale-spec-not-found');
  await enforcePurchaseLimits(
    tx,
    userId,
    rows.map((r) => ({ specId: r.spec.id, limit: r.spec.limitPerAccount, quantity: wanted.get(r.spec.id)! })),
  );

  const lines = ids.map((id) => {
    const row = rows.find((r) => r.spec.id === id)!;
    const priced = { price: row.spec.priceCents, preSalePrice: row.spec.preSalePriceCents };
    const sale = { preSaleEndAt: row.preSaleEndAt };
    return {
      specId: id,
      characterId: row.spec.characterId,
      specTitle: row.spec.title,
      specImage: row.spec.image,
      characterName: row.characterName,
      quantity: wanted.get(id)!,
      unitPriceCents: unitPrice(priced, sale, now.getTime()),
      preSale: isPreSalePriced(priced, sale, now.getTime()),
      weightGrams: row.spec.weightGrams,
    };
  });
  const settings = await ctx.settings.current(tx);
  // The default address is preselected (the shopper may change it before paying); one the store
  // does not ship to is left for the checkout to ask for another.
  const defaultAddress = await getDefaultAddress(tx, userId);
  const parcel = lines.map((l) => ({ unitCents: l.unitPriceCents, quantity: l.quantity, weightGrams: l.weightGrams }));
  let priced = await priceLines(settings, parcel, defaultAddress);
  const address = priced.served ? defaultAddress : null;
  if (!priced.served) priced = await priceLines(settings, parcel, null);
  if (!priced.served) throw new Error('An order without an address is always priced');
  const order = tx
    .insert(figurineOrders)
    .values({
      ...(orderId ? { id: orderId } : {}),
      no: orderNo(now),
      userId,
      subtotalCents: priced.subtotalCents,
      shippingFeeCents: priced.shippingCents,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
      charges: address ? chargesOf(priced) : null,
      address,
      addressId: address?.id ?? null,
      expiresAt: new Date(now.getTime() + settings.unpaidExpiryMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: figurineOrders.id });
  const items = tx.insert(figurineOrderItems).values(
    lines.map(({ weightGrams: _, ...l }, i) => ({
      ...l,
      unitTaxCents: priced.unitTaxCents[i]!,
      orderId: sql<string>`(select id from placed)`,
    })),
  );
  // The order, its lines and the stock in one statement: a popular spec's row is held from this
  // statement to the commit only. Each take runs only after the one before took its units, so the
  // number taken names the first line out of stock (the transaction then takes everything back).
  const takes = lines.map((l, i) => takeStockCte(`taken_${i}`, l.specId, l.quantity, i > 0 ? `taken_${i - 1}` : undefined));
  const taken = sql.join(
    lines.map((_, i) => sql`(select count(*)::int from ${sql.identifier(`taken_${i}`)})`),
    sql` + `,
  );
  const left = sql.join(
    lines.map((_, i) => sql`(select stock from ${sql.identifier(`taken_${i}`)})`),
    sql`, `,
  );
  const result = (await tx.execute(
    sql`with placed as (${order.getSQL()}), items as (${items.getSQL()}), ${sql.join(takes, sql`, `)} select (select id from placed) as id, ${taken} as taken, array[${left}]::int[] as left`,
  )) as unknown as { rows: { id: string; taken: number; left: (number | null)[] }[] };
  const placed = result.rows[0]!;
  const short = lines[Number(placed.taken)];
  if (short) throw new AppError('out-of-stock', { title: short.specTitle });
  // What the drop gate tells the buyers it turns away: when the units left are likely claimed.
  lines.forEach((l, i) => ctx.stockGate.noteUnitsLeft(l.specId, Number(placed.left[i])));
  return placed.id;
}

/** A spec's stock and title, read outside any transaction (the drop gate learns a sell-out from it). */
async function specStock(db: DbOrTx, specId: string) {
  const [row] = await db.select({ stock: saleSpecs.stock, title: saleSpecs.title }).from(saleSpecs).where(eq(saleSpecs.id, specId));
  return row ?? null;
}

/** The accounts with any order line of a spec, whatever the order became (one indexed read). */
async function specHolders(db: DbOrTx, specId: string) {
  const rows = await db
    .selectDistinct({ userId: figurineOrders.userId })
    .from(figurineOrderItems)
    .innerJoin(figurineOrders, eq(figurineOrders.id, figurineOrderItems.orderId))
    .where(eq(figurineOrderItems.specId, specId));
  return rows.map((r) => r.userId);
}

/**
 * Whether a request of a sold-out drop may repeat a finished one: only an account holding an order
 * line of one of its specs can (a finished Buy Now or checkout placed one). The holders of each
 * known sold-out spec are read once per sell-out (`StockGate.holdersOf`); a spec not known sold out,
 * or whose holders could not be read, answers yes (the key is looked up, as before).
 */
async function mayRepeat(ctx: AppContext, specIds: readonly string[], userId: string) {
  for (const id of specIds) {
    const holders = await ctx.stockGate.holdersOf(id, () => specHolders(ctx.db, id));
    if (holders === null || holders.has(userId)) return true;
  }
  return false;
}

/**
 * Runs an order's database work through the drop gate (platform/stock-gate.ts, decisions 041, 054):
 * a spec known sold out is answered from memory (`soldOut`), without a transaction; a repeat of a
 * finished request with its Idempotency-Key still gets its stored answer, looked up only for the
 * accounts that hold an order line of the spec (a loser's key costs no statement). A spec with too
 * many orders in flight on this instance answers 429 `drop-busy` with Retry-After. An order refused
 * for want of stock teaches the gate which of its specs are now at 0. The drop's refusals are built
 * without a stack trace and counted by the access log, not a line each (expected, by the thousand).
 */
export async function throughDropGate<T>(
  ctx: AppContext,
  specIds: readonly string[],
  claim: IdempotencyClaim,
  soldOut: (title: string) => AppError,
  work: () => Promise<T>,
  limits?: AdmitLimits,
): Promise<T> {
  try {
    return await ctx.stockGate.admit(specIds, work, limits);
  } catch (err) {
    if (err instanceof KnownSoldOut) {
      if (claim.key && (await mayRepeat(ctx, specIds, claim.userId))) {
        const stored = await storedAnswer<T>(ctx.db, claim);
        if (stored !== null) return stored;
      }
      throw withoutStack(() => soldOut(err.title).asRoutine());
    }
    if (err instanceof GateBusy) throw withoutStack(() => new AppError('drop-busy').retryAfter(err.retryAfterSeconds).asRoutine());
    if (err instanceof AppError && (err.reason === 'out-of-stock' || err.reason === 'cart-out-of-stock'))
      for (const id of specIds) await ctx.stockGate.learn(id, () => specStock(ctx.db, id));
    throw err;
  }
}

/**
 * Buy Now: one unpaid order of the given specs; a repeated submit with the same Idempotency-Key
 * answers the same order. The order's id is chosen before the transaction, so the key's answer is
 * written with the claim and the statement that takes the stock is the last before the commit (the
 * spec's row is held for that statement and the commit only). Through the gate with Buy Now's short
 * queue: a buyer who would wait long hears 429 at once (decision 041).
 */
export async function buyFigurines(ctx: AppContext, userId: string, items: BuyInput, idempotencyKey?: string): Promise<string> {
  const claim = { userId, scope: 'figurine.buy', key: idempotencyKey, request: items };
  return throughDropGate(
    ctx,
    items.map((i) => i.characterSaleSpecId),
    claim,
    (title) => new AppError('out-of-stock', { title }),
    () => {
      // Chosen once admitted: a new id costs ~0.15 ms of CPU, which a drop's losers need not pay.
      const orderId = newId();
      return ctx.db.transaction((tx) =>
        idempotentKnown(tx, claim, ctx.clock.now(), orderId, async () => {
          await placeOrder(ctx, tx, userId, items, orderId);
        }),
      );
    },
    ctx.stockGate.buyNow,
  );
}

const orderNotFound = () => new AppError('order-not-found');

async function ownOrderStatus(db: DbOrTx, userId: string, orderId: string) {
  const [order] = await db
    .select({ status: figurineOrders.status })
    .from(figurineOrders)
    .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.userId, userId)));
  if (!order) throw orderNotFound();
  return order.status;
}

/**
 * The user cancels an order: an unpaid one is cancelled (the status-guarded move makes the stock
 * return happen once); a paid one that has not shipped is refunded in full (issue 29).
 */
export async function cancelOrder(ctx: AppContext, userId: string, orderId: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if ((await ownOrderStatus(tx, userId, orderId)) === 'undelivered') return cancelPaidOrder(ctx, tx, userId, orderId);
    if (!(await moveOrder(tx, orderId, 'cancelled', { cancelledAt: now, updatedAt: now }, userId)))
      throw new AppError('order-not-cancellable');
    await returnStock(tx, [orderId]);
  });
}

/** The user confirms a shipped order arrived. */
export async function confirmReceipt(ctx: AppContext, userId: string, orderId: string) {
  await ownOrderStatus(ctx.db, userId, orderId);
  const now = ctx.clock.now();
  if (!(await moveOrder(ctx.db, orderId, 'uncommented', { receivedAt: now, updatedAt: now }, userId)))
    throw new AppError('order-not-shipped');
}

/** The user reviews a received order, which completes it. */
export async function reviewOrder(ctx: AppContext, userId: string, orderId: string, comment: string) {
  await ownOrderStatus(ctx.db, userId, orderId);
  const now = ctx.clock.now();
  if (!(await moveOrder(ctx.db, orderId, 'completed', { reviewComment: comment, reviewedAt: now, updatedAt: now }, userId))) {
    throw new AppError('order-not-reviewable');
  }
}

/** Unpaid orders past their expiry are cancelled and give their stock back, each exactly once. */
export async function expireOrders(ctx: AppContext, now: Date): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const expired = await tx
      .update(figurineOrders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(inArray(figurineOrders.status, orderStatusesBefore('cancelled')), lte(figurineOrders.expiresAt, now)))
      .returning({ id: figurineOrders.id, userId: figurineOrders.userId, no: figurineOrders.no });
    const items = await returnStock(
      tx,
      expired.map((o) => o.id),
    );
    const orders = expired.map((o) => ({
      ...o,
      items: items.filter((i) => i.orderId === o.id).map((i) => ({ specId: i.specId, quantity: i.quantity })),
    }));
    if (expired.length > 0) await ctx.events.emit(tx, { type: 'OrdersExpired', orders });
    return expired.length;
  });
}

/** Shipped orders nobody confirmed within AUTO_RECEIVE_DAYS are taken as received. */
export async function autoConfirmReceipt(ctx: AppContext, now: Date): Promise<number> {
  const due = await ctx.db
    .update(figurineOrders)
    .set({ status: 'uncommented', receivedAt: now, updatedAt: now })
    .where(
      and(
        inArray(figurineOrders.status, orderStatusesBefore('uncommented')),
        lte(figurineOrders.shippedAt, new Date(now.getTime() - AUTO_RECEIVE_DAYS * 86_400_000)),
      ),
    )
    .returning({ id: figurineOrders.id });
  return due.length;
}

/**
 * Copies one of the user's addresses into the order; only before it ships. An unpaid order is priced
 * again for it (zone, shipping, tax: issue 31); a paid one keeps what was paid, so it may only move
 * to an address priced the same. An address the store does not ship to is refused.
 */
export async function setOrderAddress(ctx: AppContext, userId: string, orderId: string, addressId: string) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(figurineOrders)
      .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.userId, userId)))
      .for('update');
    if (!order) throw orderNotFound();
    if (order.status !== 'unpaid' && order.status !== 'undelivered') throw new AppError('order-address-locked');
    const address = await getAddressSnapshot(tx, userId, addressId);
    if (!address) throw new AppError('address-not-found');
    const items = await tx.select().from(figurineOrderItems).where(eq(figurineOrderItems.orderId, orderId)).orderBy(figurineOrderItems.id);
    const weights = await tx
      .select({ id: saleSpecs.id, weightGrams: saleSpecs.weightGrams })
      .from(saleSpecs)
      .where(
        inArray(
          saleSpecs.id,
          items.map((i) => i.specId),
        ),
      );
    const parcel = items.map((i) => ({
      unitCents: i.unitPriceCents,
      quantity: i.quantity,
      weightGrams: weights.find((w) => w.id === i.specId)?.weightGrams ?? 0,
    }));
    const priced = await priceLines(await ctx.settings.read(tx), parcel, address);
    if (!priced.served) throw unservedCountry(address);
    const now = ctx.clock.now();
    if (order.status !== 'unpaid' || order.kind !== 'checkout') {
      // A raffle prize is free; a paid order keeps what was paid (decision 050: one rule, in the contract).
      if (order.kind !== 'checkout') {
        await tx.update(figurineOrders).set({ address, addressId, updatedAt: now }).where(eq(figurineOrders.id, orderId));
        return;
      }
      const paid = {
        shippingCents: order.shippingFeeCents,
        unitTaxCents: items.map((i) => i.unitTaxCents),
        shippingTaxCents: order.charges?.shippingTaxCents ?? 0,
        taxKind: order.charges?.taxKind ?? 'none',
        taxRateBp: order.charges?.taxRateBp ?? 0,
      };
      if (!sameCharges(paid, priced)) throw new AppError('order-address-changes-charges');
      // The same charges; the zone and IOSS record follow the new destination.
      await tx
        .update(figurineOrders)
        .set({ address, addressId, charges: chargesOf(priced), updatedAt: now })
        .where(eq(figurineOrders.id, orderId));
      return;
    }
    await tx
      .update(figurineOrders)
      .set({
        address,
        addressId,
        shippingFeeCents: priced.shippingCents,
        taxCents: priced.taxCents,
        totalCents: priced.totalCents,
        charges: chargesOf(priced),
        updatedAt: now,
      })
      .where(eq(figurineOrders.id, orderId));
    for (const [i, item] of items.entries())
      if (item.unitTaxCents !== priced.unitTaxCents[i])
        await tx.update(figurineOrderItems).set({ unitTaxCents: priced.unitTaxCents[i]! }).where(eq(figurineOrderItems.id, item.id));
  });
}

/** A raffle prize: a zero-price order, already paid, shipped to the address chosen for it. */
export async function placeRaffleOrder(
  tx: Tx,
  now: Date,
  input: {
    userId: string;
    address: Address;
    addressId: string;
    item: { specId: string; characterId: string; specTitle: string; specImage: string | null; characterName: string };
  },
) {
  const [order] = await tx
    .insert(figurineOrders)
    .values({
      no: orderNo(now),
      userId: input.userId,
      kind: 'raffle',
      status: 'undelivered',
      subtotalCents: 0,
      shippingFeeCents: 0,
      totalCents: 0,
      address: input.address,
      addressId: input.addressId,
      expiresAt: now,
      paidAt: now,
    })
    .returning({ id: figurineOrders.id });
  await tx.insert(figurineOrderItems).values({ orderId: order!.id, ...input.item, quantity: 1, unitPriceCents: 0, preSale: false });
  return order!.id;
}
