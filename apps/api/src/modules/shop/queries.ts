import { centsToDollars, type AdminFigurineOrderListQuery, type FigurineOrder, type FigurineShow } from '@pedestal/contract';
import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { characters } from '../character/schema';
import { crowdfundings } from '../crowdfunding/schema';
import { activeRafflesOfSpecs } from '../raffle/service';
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
      characterSaleSpecId: i.specId,
      characterId: i.characterId,
      characterSaleSpecImage: i.specImage,
      characterSaleSpecTitle: i.specTitle,
      characterName: i.characterName,
      quantity: i.quantity,
      price: centsToDollars(i.unitPriceCents),
    })),
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
    .where(inArray(figurineOrderItems.orderId, orders.map((o) => o.id)))
    .orderBy(asc(figurineOrderItems.id));
  return orders.map((o) => toOrder(o, items.filter((i) => i.orderId === o.id)));
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
});

/** The figurine detail of an active sale, or null (an inactive sale is not shown). */
export async function getFigurineShow(db: DbOrTx, characterId: string): Promise<FigurineShow | null> {
  const [row] = await db
    .select({ character: characters, sale: sales, cfImages: crowdfundings.images })
    .from(sales)
    .innerJoin(characters, and(eq(characters.id, sales.characterId), eq(characters.status, 'approved')))
    .leftJoin(crowdfundings, eq(crowdfundings.characterId, sales.characterId))
    .where(and(eq(sales.characterId, characterId), eq(sales.status, 'active')));
  if (!row) return null;
  const specs = await db
    .select()
    .from(saleSpecs)
    .where(and(eq(saleSpecs.characterId, characterId), eq(saleSpecs.status, 'active')))
    .orderBy(asc(saleSpecs.priceCents), asc(saleSpecs.id));
  const raffles = await activeRafflesOfSpecs(db, specs.map((sp) => sp.id));
  const { character: c, sale: s } = row;
  return {
    character: { id: c.id, name: c.name, illustration: c.illustration, description: c.description, genre: c.genre, creatorName: c.creatorName },
    sale: {
      status: s.status,
      salePrice: centsToDollars(s.salePriceCents),
      preSalePrice: s.preSalePriceCents === null ? null : centsToDollars(s.preSalePriceCents),
      preSaleCount: s.preSaleCount,
      preSaleEndAt: isoOrNull(s.preSaleEndAt),
      saleCount: s.saleCount,
      content: s.content,
      images: s.images,
    },
    specs: specs.map((sp) => ({ ...toSpec(sp), raffle: raffles.get(sp.id) ?? null })),
    crowdfundingImages: row.cfImages ?? [],
    voteIllustration: c.illustration,
  };
}
