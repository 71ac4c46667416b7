// Placing orders: a shopper's unpaid order (Buy Now and the cart's checkout) and a raffle prize's paid one.
import { randomInt } from 'node:crypto';
import { newId } from '../../db/ids';
import { isPreSalePriced, unitPrice, type Address, type BuyInput } from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotentKnown } from '../../platform/idempotency/keys';
import { getDefaultAddress } from '../address';
import { chargesOf, priceLines } from './charges';
import { throughDropGate } from './drop-gate';
import { takeStockCte } from './inventory';
import { enforcePurchaseLimits } from './purchase-limits';
import { loadOrderableSpecs } from './queries';
import { figurineOrderItems, figurineOrders } from './schema';

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** FO20261121-7K3QXM: the business-readable order number (the unique index settles collisions). */
function orderNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = Array.from({ length: 6 }, () => ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]).join('');
  return `FO${day}-${tail}`;
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
