import { dollarsToCents, type AdminSaleInput, type CreateSaleSpecInput, type SaleSpecInput, type StartPreSaleQuery } from '@pedestal/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit, type AuditEntry } from '../admin/audit';
import { refreshCharacterPhase } from '../character/phase';
import { characters } from '../character/schema';
import { crowdfundings } from '../crowdfunding/schema';
import { sendMessages } from '../message/service';
import { refundPayment } from '../payment/service';
import { figurineOrders, sales, saleSpecs } from './schema';

/** Shop audits name their own targets; the shared AuditEntry union does not list them yet (lead: extend it). */
type ShopAudit = Omit<AuditEntry, 'targetType'> & { targetType: 'character' | 'sale_spec' | 'figurine_order' };
export const auditShop = (tx: DbOrTx, adminId: string, entry: ShopAudit) => recordAudit(tx, adminId, entry as AuditEntry);

const PRE_SALE_DEFAULTS = { salePrice: 99, preSaleDiscount: 0.8, preSaleDays: 30 };
const cents = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? null : dollarsToCents(dollars));

/** A funded campaign (success_pending) opens its sale in pre-sale; prices default when not given. */
export async function startPreSale(ctx: AppContext, tx: Tx, characterId: string, q: StartPreSaleQuery) {
  const now = ctx.clock.now();
  const [cf] = await tx.select().from(crowdfundings).where(eq(crowdfundings.characterId, characterId)).for('update');
  if (!cf) throw AppError.notFound('Crowdfunding not found');
  if (cf.status !== 'success_pending') throw AppError.rejected('Only a funded campaign can start its pre-sale');
  const salePrice = q.salePrice ?? PRE_SALE_DEFAULTS.salePrice;
  const values = {
    status: 'active' as const,
    salePriceCents: dollarsToCents(salePrice),
    preSalePriceCents: dollarsToCents(q.preSalePrice ?? Math.round(salePrice * PRE_SALE_DEFAULTS.preSaleDiscount * 100) / 100),
    preSaleEndAt: new Date(now.getTime() + (q.preSaleDays ?? PRE_SALE_DEFAULTS.preSaleDays) * 86_400_000),
    images: cf.images,
    startedAt: now,
    updatedAt: now,
  };
  const [existing] = await tx.select({ status: sales.status }).from(sales).where(eq(sales.characterId, characterId));
  if (existing?.status === 'active') throw AppError.rejected('The sale has already started');
  await tx.insert(sales).values({ characterId, ...values }).onConflictDoUpdate({ target: sales.characterId, set: values });
  await refreshCharacterPhase(tx, characterId, now);
  return { salePrice, preSalePrice: values.preSalePriceCents / 100, preSaleEndAt: values.preSaleEndAt.toISOString() };
}

export async function updateSale(ctx: AppContext, tx: Tx, characterId: string, input: AdminSaleInput) {
  const now = ctx.clock.now();
  const [before] = await tx.select().from(sales).where(eq(sales.characterId, characterId)).for('update');
  if (!before) throw AppError.notFound('Sale not found');
  await tx
    .update(sales)
    .set({
      salePriceCents: dollarsToCents(input.salePrice),
      preSalePriceCents: cents(input.preSalePrice),
      preSaleEndAt: input.preSaleEndAt ? new Date(input.preSaleEndAt) : null,
      content: input.content,
      images: input.images,
      updatedAt: now,
    })
    .where(eq(sales.characterId, characterId));
  await refreshCharacterPhase(tx, characterId, now);
  return { salePrice: before.salePriceCents / 100, preSaleEndAt: before.preSaleEndAt?.toISOString() ?? null, images: before.images };
}

export const listSaleSpecs = (db: DbOrTx, characterId: string) =>
  db.select().from(saleSpecs).where(eq(saleSpecs.characterId, characterId)).orderBy(asc(saleSpecs.priceCents), asc(saleSpecs.id));

const specValues = (input: SaleSpecInput) => ({
  title: input.title,
  image: input.image ?? null,
  description: input.description,
  priceCents: dollarsToCents(input.price),
  preSalePriceCents: cents(input.preSalePrice),
  stock: input.stock,
});

export async function createSaleSpec(tx: DbOrTx, input: CreateSaleSpecInput) {
  const [character] = await tx.select({ id: characters.id }).from(characters).where(eq(characters.id, input.characterId));
  if (!character) throw AppError.notFound('Character not found');
  const [spec] = await tx.insert(saleSpecs).values({ characterId: input.characterId, ...specValues(input) }).returning();
  return spec!;
}

/** Stock set here is what is left to sell; units held by unpaid orders come back on top when they expire. */
export async function updateSaleSpec(tx: DbOrTx, specId: string, input: SaleSpecInput) {
  const [spec] = await tx.update(saleSpecs).set(specValues(input)).where(eq(saleSpecs.id, specId)).returning();
  if (!spec) throw AppError.notFound('Figurine spec not found');
  return spec;
}

/** Deactivates rather than deletes: orders and carts keep pointing at their spec. */
export async function deleteSaleSpec(tx: DbOrTx, specId: string) {
  const [spec] = await tx.update(saleSpecs).set({ status: 'inactive' }).where(eq(saleSpecs.id, specId)).returning();
  if (!spec) throw AppError.notFound('Figurine spec not found');
  return spec;
}

export async function shipOrder(ctx: AppContext, tx: Tx, orderId: string, trackingNo: string) {
  const now = ctx.clock.now();
  const [order] = await tx
    .update(figurineOrders)
    .set({ status: 'unreceived', trackingNo, shippedAt: now, updatedAt: now })
    .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.status, 'undelivered')))
    .returning();
  if (!order) {
    const [exists] = await tx.select({ id: figurineOrders.id }).from(figurineOrders).where(eq(figurineOrders.id, orderId));
    throw exists ? AppError.rejected('Only paid, unshipped orders can be shipped') : AppError.notFound('Order not found');
  }
  await sendMessages(tx, [
    { userId: order.userId, kind: 'figurine_order_shipped', title: 'Order shipped', body: `Your order ${order.no} has shipped (tracking number ${trackingNo}).`, link: `/order/show/${order.id}` },
  ]);
}

const REFUNDABLE = ['undelivered', 'unreceived', 'uncommented', 'completed'] as const;

/**
 * Claims a paid order for refund (`refunding`), then asks payments to refund it; the payable's
 * onRefunded ends it as `refunded` and returns the stock. A failed provider call puts it back.
 */
export async function refundOrder(ctx: AppContext, adminId: string, orderId: string) {
  const claimed = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(figurineOrders).where(eq(figurineOrders.id, orderId)).for('update');
    if (!order) throw AppError.notFound('Order not found');
    if (!order.paymentId || !(REFUNDABLE as readonly string[]).includes(order.status)) throw AppError.rejected('Only paid orders can be refunded');
    await tx
      .update(figurineOrders)
      .set({ status: 'refunding', updatedAt: ctx.clock.now() })
      .where(and(eq(figurineOrders.id, orderId), inArray(figurineOrders.status, REFUNDABLE)));
    await auditShop(tx, adminId, { action: 'figurine_order.refund', targetType: 'figurine_order', targetId: orderId, detail: { from: order.status } });
    return order;
  });
  try {
    await refundPayment(ctx, claimed.paymentId!);
  } catch (err) {
    await ctx.db
      .update(figurineOrders)
      .set({ status: claimed.status, updatedAt: ctx.clock.now() })
      .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.status, 'refunding')));
    throw err;
  }
}
