import { centsToDollars, type AdminFigurineOrderListQuery, type CartItem, type FigurineOrder } from '@pedestal/contract';
import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { PhaseSource } from '../../domain/extension-points';
import type { DbOrTx } from '../../db/client';
import { characters } from '../character/schema';
import { figurineOrderItems, figurineOrders, sales, saleSpecs } from './schema';

type OrderRow = typeof figurineOrders.$inferSelect;
type ItemRow = typeof figurineOrderItems.$inferSelect;
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

function toOrder(o: OrderRow, items: ItemRow[]) {
  return {
    id: o.id,
    no: o.no,
    status: o.status,
    kind: o.kind,
    createdAt: o.createdAt.toISOString(),
    expiredAt: o.expiresAt.toISOString(),
    totalPrice: centsToDollars(o.totalCents),
    shippingFee: centsToDollars(o.shippingFeeCents),
    subtotal: centsToDollars(o.subtotalCents),
    items: items.map((i) => ({
      id: i.id,
      characterSaleSpecId: i.specId,
      characterId: i.characterId,
      characterSaleSpecImage: i.specImage,
      characterSaleSpecTitle: i.specTitle,
      characterName: i.characterName,
      quantity: i.quantity,
      refundedQuantity: i.returnedQuantity,
      price: centsToDollars(i.unitPriceCents),
    })),
    refundedAmount: centsToDollars(o.refundedCents),
    address: o.address ?? null,
    trackingNo: o.trackingNo,
    paidAt: isoOrNull(o.paidAt),
    shippedAt: isoOrNull(o.shippedAt),
    receivedAt: isoOrNull(o.receivedAt),
    reviewComment: o.reviewComment,
    userId: o.userId,
    paymentId: o.paymentId,
  } satisfies FigurineOrder & Record<string, unknown>;
}

async function withItems(db: DbOrTx, orders: OrderRow[]) {
  if (orders.length === 0) return [];
  const items = await db
    .select()
    .from(figurineOrderItems)
    .where(
      inArray(
        figurineOrderItems.orderId,
        orders.map((o) => o.id),
      ),
    )
    .orderBy(asc(figurineOrderItems.id));
  return orders.map((o) =>
    toOrder(
      o,
      items.filter((i) => i.orderId === o.id),
    ),
  );
}

/** One order; `userId` scopes it to its owner (another user's order is not found). */
export async function getFigurineOrder(db: DbOrTx, id: string, userId?: string) {
  const [order] = await db
    .select()
    .from(figurineOrders)
    .where(and(eq(figurineOrders.id, id), userId ? eq(figurineOrders.userId, userId) : undefined));
  return order ? (await withItems(db, [order]))[0]! : null;
}

/** Orders newest first; a user's own (userId) or any (admin), searchable by order number. */
export async function listFigurineOrders(db: DbOrTx, q: AdminFigurineOrderListQuery) {
  const keyword = q.searchKeyword?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: (SQL | undefined)[] = [
    q.userId ? eq(figurineOrders.userId, q.userId) : undefined,
    q.status ? eq(figurineOrders.status, q.status) : undefined,
    keyword ? ilike(figurineOrders.no, `%${keyword}%`) : undefined,
  ];
  const orders = await db
    .select()
    .from(figurineOrders)
    .where(and(...where))
    .orderBy(desc(figurineOrders.createdAt), desc(figurineOrders.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return withItems(db, orders);
}

export const toSpec = (s: typeof saleSpecs.$inferSelect) => ({
  id: s.id,
  title: s.title,
  image: s.image,
  description: s.description,
  price: centsToDollars(s.priceCents),
  preSalePrice: s.preSalePriceCents === null ? null : centsToDollars(s.preSalePriceCents),
  stock: s.stock,
  limitPerAccount: s.limitPerAccount,
  details: s.details,
});

/**
 * Active specs of active sales, with what an order line copies (character name) and prices by
 * (the sale's pre-sale end): the specs a buyer can order.
 */
export async function loadOrderableSpecs(db: DbOrTx, specIds: string[]) {
  if (specIds.length === 0) return [];
  return db
    .select({ spec: saleSpecs, preSaleEndAt: sales.preSaleEndAt, characterName: characters.name })
    .from(saleSpecs)
    .innerJoin(sales, and(eq(sales.characterId, saleSpecs.characterId), eq(sales.status, 'active')))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId))
    .where(and(inArray(saleSpecs.id, specIds), eq(saleSpecs.status, 'active')));
}

/** What a cart line shows of its spec: current price, pre-sale end, stock, images and name. */
export async function describeSpecs(db: DbOrTx, specIds: string[]): Promise<Map<string, CartItem['spec']>> {
  if (specIds.length === 0) return new Map();
  const rows = await db
    .select({ spec: saleSpecs, images: sales.images, preSaleEndAt: sales.preSaleEndAt, name: characters.name })
    .from(saleSpecs)
    .innerJoin(sales, eq(sales.characterId, saleSpecs.characterId))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId))
    .where(inArray(saleSpecs.id, specIds));
  return new Map(
    rows.map(({ spec, images, preSaleEndAt, name }) => [
      spec.id,
      {
        ...toSpec(spec),
        sale: { images, preSaleEndAt: isoOrNull(preSaleEndAt), character: { id: spec.characterId, name } },
      },
    ]),
  );
}

/** The sale's part of a character's phase. */
export const salePhaseSource: PhaseSource = async (db, characterId) => {
  const [row] = await db
    .select({ status: sales.status, preSaleEndAt: sales.preSaleEndAt })
    .from(sales)
    .where(eq(sales.characterId, characterId));
  return { sale: row ?? null };
};

/** The stock of a spec a buyer can order now, or null when it is not on sale. */
export async function orderableStock(db: DbOrTx, specId: string): Promise<{ stock: number; limitPerAccount: number | null } | null> {
  const [row] = await loadOrderableSpecs(db, [specId]);
  return row ? { stock: row.spec.stock, limitPerAccount: row.spec.limitPerAccount } : null;
}
