import {
  centsToDollars,
  mayWithdraw,
  returnByDate,
  shownReleaseMonth,
  trackingLink,
  unitsToShip,
  withdrawalDeadline,
  type AdminFigurineOrderListQuery,
  type ListTotals,
  type CartItem,
  type FigurineOrder,
  type FigurineOrderListQuery,
} from '@pedestal/contract';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { CharacterHoldSource, PhaseSource } from '../../domain/extension-points';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { userIdsMatching } from '../account';
import { users } from '../account/schema';
import { characters } from '../character/schema';
import { orderTax } from './charges';
import { defaultOrderTerms, type OrderTerms } from './order-terms';
import { delaysOfOrders, toDelay } from './promises';
import { shipMonthsOf } from './release-months';
import { figurineOrderItems, figurineOrders, sales, saleSpecs, shipDelays } from './schema';

type OrderRow = typeof figurineOrders.$inferSelect;
type ItemRow = typeof figurineOrderItems.$inferSelect;
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

interface OrderPromises extends OrderTerms {
  delays: Awaited<ReturnType<typeof delaysOfOrders>>;
  shipMonths: Map<string, string | null>;
}

/** A withdrawal not settled yet: the goods are on their way back until the refund. */
const returnOpen = (o: OrderRow) => o.withdrawnAt !== null && !['refunding', 'refunded', 'cancelled'].includes(o.status);

function toOrder(o: OrderRow, items: ItemRow[], p: OrderPromises) {
  const months = items.flatMap((i) => p.shipMonths.get(i.specId) ?? []).sort();
  const deadline = o.receivedAt && o.kind === 'checkout' ? withdrawalDeadline(p.withdrawalDays, o.receivedAt) : null;
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
    tax: centsToDollars(o.taxCents),
    taxDetail: orderTax(o.charges),
    items: items.map((i) => ({
      id: i.id,
      characterSaleSpecId: i.specId,
      characterId: i.characterId,
      characterSaleSpecImage: i.specImage,
      characterSaleSpecTitle: i.specTitle,
      characterName: i.characterName,
      quantity: i.quantity,
      refundedQuantity: i.returnedQuantity,
      toShip: unitsToShip(o.status, { quantity: i.quantity, refundedQuantity: i.returnedQuantity }),
      price: centsToDollars(i.unitPriceCents),
      tax: centsToDollars(i.unitTaxCents),
    })),
    refundedAmount: centsToDollars(o.refundedCents),
    address: o.address ?? null,
    trackingNo: o.trackingNo,
    carrier: o.carrier,
    trackingUrl: trackingLink(o.carrier, o.trackingNo),
    paidAt: isoOrNull(o.paidAt),
    shippedAt: isoOrNull(o.shippedAt),
    receivedAt: isoOrNull(o.receivedAt),
    reviewComment: o.reviewComment,
    cancellable: o.status === 'undelivered' && o.kind === 'checkout' && o.paymentId !== null,
    cancelledAt: isoOrNull(o.cancelledAt),
    shipMonth: months.at(-1) ?? null,
    delays: p.delays.get(o.id) ?? [],
    withdrawalDeadline: isoOrNull(deadline),
    withdrawnAt: isoOrNull(o.withdrawnAt),
    withdrawable: mayWithdraw(o, p.withdrawalDays, p.now),
    returnBy: o.withdrawnAt ? returnByDate(o.withdrawnAt).toISOString() : null,
    returnTo: returnOpen(o) ? p.returnTo : null,
    userId: o.userId,
    paymentId: o.paymentId,
  } satisfies FigurineOrder & Record<string, unknown>;
}

/** Answers leave the terms out to use the default settings (shop/order-terms). */
async function withItems(db: DbOrTx, orders: OrderRow[], terms: OrderTerms | undefined) {
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
  const [delays, shipMonths] = await Promise.all([
    delaysOfOrders(
      db,
      orders.map((o) => o.id),
    ),
    shipMonthsOf(db, [...new Set(items.map((i) => i.specId))]),
  ]);
  const promises = { delays, shipMonths, ...(terms ?? defaultOrderTerms()) };
  return orders.map((o) =>
    toOrder(
      o,
      items.filter((i) => i.orderId === o.id),
      promises,
    ),
  );
}

/** One order; `userId` scopes it to its owner (another user's order is not found). */
export async function getFigurineOrder(db: DbOrTx, id: string, userId?: string, terms?: OrderTerms) {
  const [order] = await db
    .select()
    .from(figurineOrders)
    .where(and(eq(figurineOrders.id, id), userId ? eq(figurineOrders.userId, userId) : undefined));
  return order ? (await withItems(db, [order], terms))[0]! : null;
}

type OrderFilter = Omit<FigurineOrderListQuery, 'page' | 'pageSize'> &
  Partial<Pick<AdminFigurineOrderListQuery, 'userId' | 'kind' | 'placedFrom' | 'placedBefore'>>;

/**
 * What a keyword finds (issue 39): the order or tracking number, the buyer (username, nickname,
 * email, phone), the recipient on the address, or a line's character or spec.
 */
const keywordMatch = (db: DbOrTx, keyword: string): SQL => {
  const pattern = containsPattern(keyword);
  return or(
    ilike(figurineOrders.no, pattern),
    ilike(figurineOrders.trackingNo, pattern),
    sql`${figurineOrders.address}->>'name' ilike ${pattern}`,
    sql`${figurineOrders.address}->>'phone' ilike ${pattern}`,
    inArray(figurineOrders.userId, userIdsMatching(db, keyword)),
    exists(
      db
        .select({ one: sql`1` })
        .from(figurineOrderItems)
        .where(
          and(
            eq(figurineOrderItems.orderId, figurineOrders.id),
            or(ilike(figurineOrderItems.characterName, pattern), ilike(figurineOrderItems.specTitle, pattern)),
          ),
        ),
    ),
  )!;
};

/** Orders newest first; a user's own (userId) or any (admin), by status, kind, keyword and when placed. */
const orderFilter = (db: DbOrTx, q: OrderFilter): (SQL | undefined)[] => [
  q.userId ? eq(figurineOrders.userId, q.userId) : undefined,
  q.status ? eq(figurineOrders.status, q.status) : undefined,
  q.kind ? eq(figurineOrders.kind, q.kind) : undefined,
  q.placedFrom ? gte(figurineOrders.createdAt, new Date(q.placedFrom)) : undefined,
  q.placedBefore ? lt(figurineOrders.createdAt, new Date(q.placedBefore)) : undefined,
  q.searchKeyword ? keywordMatch(db, q.searchKeyword) : undefined,
];

/** What the filtered orders add up to, every page (issue 28 #3: totals on every list). */
export async function figurineOrderListTotals(db: DbOrTx, q: OrderFilter): Promise<ListTotals> {
  const [row] = await db
    .select({
      count: count(),
      paid: count(figurineOrders.paidAt),
      gross: sql<string>`coalesce(sum(${figurineOrders.totalCents}) filter (where ${figurineOrders.paidAt} is not null), 0)`,
      refunded: sum(figurineOrders.refundedCents),
    })
    .from(figurineOrders)
    .where(and(...orderFilter(db, q)));
  return {
    count: row?.count ?? 0,
    paid: row?.paid ?? 0,
    gross: centsToDollars(Number(row?.gross ?? 0)),
    refunded: centsToDollars(Number(row?.refunded ?? 0)),
  };
}

export async function listFigurineOrders(db: DbOrTx, q: OrderFilter & { page: number; pageSize: number }, terms?: OrderTerms) {
  const where = orderFilter(db, q);
  const orders = await db
    .select()
    .from(figurineOrders)
    .where(and(...where))
    .orderBy(desc(figurineOrders.createdAt), desc(figurineOrders.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return withBuyers(db, await withItems(db, orders, terms));
}

/** The console's orders name who placed them (username, email) for the list and its CSV export. */
export async function withBuyers<O extends { userId: string }>(db: DbOrTx, orders: O[]) {
  if (orders.length === 0) return [];
  const buyers = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(orders.map((o) => o.userId))]));
  const byId = new Map(buyers.map((u) => [u.id, { username: u.username ?? u.nickname, email: u.email }]));
  return orders.map((o) => ({ ...o, user: byId.get(o.userId) ?? null }));
}

export const toSpec = (s: typeof saleSpecs.$inferSelect) => ({
  id: s.id,
  title: s.title,
  image: s.image,
  description: s.description,
  descriptionLanguage: s.descriptions.en ? ('en' as const) : s.descriptions['zh-CN'] ? ('zh-CN' as const) : null,
  descriptions: { en: s.descriptions.en ?? '', 'zh-CN': s.descriptions['zh-CN'] ?? '' },
  price: centsToDollars(s.priceCents),
  preSalePrice: s.preSalePriceCents === null ? null : centsToDollars(s.preSalePriceCents),
  stock: s.stock,
  limitPerAccount: s.limitPerAccount,
  shipMonth: s.shipMonth,
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
        releaseMonth: shownReleaseMonth(spec),
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

/**
 * The public Delays page: the latest delay of every active spec still waiting to ship (its ship
 * month not past), newest first, with the spec's first promised month.
 */
export async function listCurrentDelays(db: DbOrTx, now: Date) {
  const thisMonth = now.toISOString().slice(0, 7);
  const rows = await db
    .select({ delay: shipDelays, specTitle: saleSpecs.title, characterId: characters.id, characterName: characters.name })
    .from(shipDelays)
    .innerJoin(saleSpecs, eq(saleSpecs.id, shipDelays.specId))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId))
    .where(and(eq(saleSpecs.status, 'active'), gte(saleSpecs.shipMonth, thisMonth)))
    .orderBy(desc(shipDelays.createdAt), desc(shipDelays.id))
    .limit(500);
  const first = new Map<string, string>();
  for (const r of [...rows].reverse()) if (!first.has(r.delay.specId)) first.set(r.delay.specId, r.delay.fromMonth);
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.delay.specId) && seen.add(r.delay.specId))
    .map((r) => ({
      ...toDelay(r.delay),
      characterId: r.characterId,
      characterName: r.characterName,
      specTitle: r.specTitle,
      firstMonth: first.get(r.delay.specId)!,
    }));
}

/** Any order line of the character holds it (decision 063): its orders are cancelled and refunded, never deleted. */
export const shopCharacterHold: CharacterHoldSource = async (db, characterId) => {
  const [row] = await db
    .select({ id: figurineOrderItems.id })
    .from(figurineOrderItems)
    .where(eq(figurineOrderItems.characterId, characterId))
    .limit(1);
  return row ? 'character-held-by-orders' : null;
};
