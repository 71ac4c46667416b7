import {
  PRE_SALE_DEFAULTS,
  dollarsToCents,
  refundOfUnits,
  type AdminSaleInput,
  type CreateSaleSpecInput,
  type SaleDescriptionsInput,
  type SaleSpecInput,
  type StartPreSaleInput,
} from '@pedestal/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { centsOf, changes } from '../../db/changes';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { markdownToSafeHtml } from '../../platform/markdown';
import { getCharacterRef } from '../character';
import { isPaymentDisputed, requestRefund } from '../payment';
import { figurineOrderItems, figurineOrders, sales, salePrices, saleSpecs, type SaleDescriptions, type SpecDescriptions } from './schema';
import { orderSnapshot } from './order-snapshot';
import { moveOrder } from './order-moves';
import { ordersWithTracking } from './shipments';

/**
 * The descriptions after an edit (decision 046): each language given is written again from its
 * Markdown (kept with its sanitised HTML), '' (or only spaces) removes that language, a language
 * left out keeps what it had. `content` is the English HTML, else the Chinese.
 */
export function withDescriptions(before: SaleDescriptions, input: SaleDescriptionsInput | undefined) {
  const descriptions: SaleDescriptions = { ...before };
  for (const language of ['en', 'zh-CN'] as const) {
    const markdown = input?.[language];
    if (markdown === undefined) continue;
    if (markdown.trim() === '') delete descriptions[language];
    else descriptions[language] = { markdown, html: markdownToSafeHtml(markdown) };
  }
  return { descriptions, content: (descriptions.en ?? descriptions['zh-CN'])?.html ?? '' };
}

/**
 * The shop's part of "start pre-sale" (flows/start-pre-sale.ts, which checks the campaign is funded):
 * the sale opens in pre-sale with the campaign's images; prices default when not given, with its
 * description when written. `fanIds` (voters and collectors) hear of it.
 */
export async function openPreSale(
  ctx: AppContext,
  tx: Tx,
  adminId: string,
  characterId: string,
  q: StartPreSaleInput,
  from: { images: string[]; fanIds: string[] },
) {
  const now = ctx.clock.now();
  const salePrice = q.salePrice ?? PRE_SALE_DEFAULTS.salePrice;
  const values = {
    status: 'active' as const,
    salePriceCents: dollarsToCents(salePrice),
    preSalePriceCents: dollarsToCents(q.preSalePrice ?? Math.round(salePrice * PRE_SALE_DEFAULTS.preSaleDiscount * 100) / 100),
    preSaleEndAt: new Date(now.getTime() + (q.preSaleDays ?? PRE_SALE_DEFAULTS.preSaleDays) * 86_400_000),
    images: from.images,
    startedAt: now,
    updatedAt: now,
  };
  const [existing] = await tx
    .select({ status: sales.status, descriptions: sales.descriptions })
    .from(sales)
    .where(eq(sales.characterId, characterId));
  if (existing?.status === 'active') throw new AppError('sale-already-started');
  const texts = q.descriptions ? withDescriptions(existing?.descriptions ?? {}, q.descriptions) : {};
  const [sale] = await tx
    .insert(sales)
    .values({ characterId, ...values, ...texts })
    .onConflictDoUpdate({ target: sales.characterId, set: { ...values, ...texts } })
    .returning({ id: sales.id });
  await recordPrice(
    tx,
    'sale',
    { id: sale!.id, priceCents: values.salePriceCents, preSalePriceCents: values.preSalePriceCents },
    adminId,
    now,
  );
  const character = await getCharacterRef(tx, characterId);
  if (!character) throw new AppError('character-not-found');
  await ctx.events.emit(tx, {
    type: 'PreSaleOpened',
    character: {
      id: characterId,
      name: character.name,
      image: values.images[0] ?? character.illustration,
      submitterId: character.userId,
    },
    salePriceCents: values.salePriceCents,
    preSalePriceCents: values.preSalePriceCents,
    preSaleEndAt: values.preSaleEndAt,
    fanIds: from.fanIds,
    by: adminId,
  });
}

export async function updateSale(ctx: AppContext, adminId: string, characterId: string, input: AdminSaleInput) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [before] = await tx.select().from(sales).where(eq(sales.characterId, characterId)).for('update');
    if (!before) throw new AppError('sale-not-found');
    const [after] = await tx
      .update(sales)
      .set({
        ...changes({
          salePriceCents: centsOf(input.salePrice) ?? undefined,
          preSalePriceCents: centsOf(input.preSalePrice),
          preSaleEndAt: input.preSaleEndAt === undefined ? undefined : input.preSaleEndAt === null ? null : new Date(input.preSaleEndAt),
          images: input.images,
        }),
        ...(input.descriptions ? withDescriptions(before.descriptions, input.descriptions) : {}),
        updatedAt: now,
      })
      .where(eq(sales.characterId, characterId))
      .returning();
    if (after!.salePriceCents !== before.salePriceCents || after!.preSalePriceCents !== before.preSalePriceCents)
      await recordPrice(
        tx,
        'sale',
        { id: after!.id, priceCents: after!.salePriceCents, preSalePriceCents: after!.preSalePriceCents },
        adminId,
        now,
      );
    await ctx.events.emit(tx, {
      type: 'SaleChanged',
      characterId,
      input,
      before: {
        salePrice: before.salePriceCents / 100,
        preSaleEndAt: before.preSaleEndAt?.toISOString() ?? null,
        images: before.images,
        ...(input.descriptions
          ? { descriptions: { en: before.descriptions.en?.markdown ?? '', 'zh-CN': before.descriptions['zh-CN']?.markdown ?? '' } }
          : {}),
      },
      by: adminId,
    });
  });
}

/** The sale specs of a character; an unknown character is not found. */
export async function listSaleSpecs(db: DbOrTx, characterId: string) {
  if (!(await getCharacterRef(db, characterId))) throw new AppError('character-not-found');
  return db.select().from(saleSpecs).where(eq(saleSpecs.characterId, characterId)).orderBy(asc(saleSpecs.priceCents), asc(saleSpecs.id));
}

/**
 * A spec's short description per language after an edit (decision 051): `descriptions` per language
 * ('' removes one, one left out keeps its text), the older `description` field being the English.
 * The `description` column keeps the English, else the Chinese. Null: the edit does not touch them.
 */
export function mergeSpecDescriptions(before: SpecDescriptions, input: Pick<SaleSpecInput, 'description' | 'descriptions'>) {
  if (input.description === undefined && input.descriptions === undefined) return null;
  const edits = { ...(input.description !== undefined ? { en: input.description } : {}), ...input.descriptions };
  const next: SpecDescriptions = { ...before };
  for (const language of ['en', 'zh-CN'] as const) {
    const text = edits[language]?.trim();
    if (text === undefined) continue;
    if (text) next[language] = text;
    else delete next[language];
  }
  return { descriptions: next, description: next.en ?? next['zh-CN'] ?? '' };
}

/** Column values of a spec form; on update only the fields given (the descriptions: mergeSpecDescriptions). */
const specValues = (input: SaleSpecInput) =>
  changes({
    title: input.title,
    image: input.image,
    priceCents: centsOf(input.price) ?? undefined,
    preSalePriceCents: centsOf(input.preSalePrice),
    stock: input.stock,
    limitPerAccount: input.limitPerAccount,
    shipMonth: input.shipMonth,
    details: input.details,
    weightGrams: input.weightGrams,
  });

/** Every price a spec takes is kept, with who set it and when (decision 039). */
async function recordPrice(
  tx: DbOrTx,
  subject: 'sale' | 'spec',
  row: { id: string; priceCents: number; preSalePriceCents: number | null },
  by: string | null,
  at: Date,
) {
  // Decision 063: every price a sale or spec takes passes here, so the rule is checked once for all.
  if (row.preSalePriceCents !== null && row.preSalePriceCents > row.priceCents)
    throw AppError.field('preSalePrice', 'pre-sale-price-above-sale');
  await tx.insert(salePrices).values({
    subject,
    subjectId: row.id,
    priceCents: row.priceCents,
    preSalePriceCents: row.preSalePriceCents,
    changedBy: by,
    changedAt: at,
  });
}

/** The price history of a spec or a sale (by its id), oldest first (the console shows it); an unknown id is not found. */
export async function listSpecPrices(db: DbOrTx, specId: string) {
  const [spec] = await db.select({ id: saleSpecs.id }).from(saleSpecs).where(eq(saleSpecs.id, specId));
  const [sale] = spec ? [spec] : await db.select({ id: sales.id }).from(sales).where(eq(sales.id, specId));
  if (!sale) throw new AppError('sale-spec-not-found');
  return db.select().from(salePrices).where(eq(salePrices.subjectId, specId)).orderBy(asc(salePrices.changedAt), asc(salePrices.id));
}

export async function createSaleSpec(ctx: AppContext, adminId: string, input: CreateSaleSpecInput) {
  return ctx.db.transaction(async (tx) => {
    if (!(await getCharacterRef(tx, input.characterId))) throw new AppError('character-not-found');
    const [spec] = await tx
      .insert(saleSpecs)
      .values({
        characterId: input.characterId,
        title: input.title,
        image: input.image ?? null,
        ...(mergeSpecDescriptions({}, input) ?? { description: '', descriptions: {} }),
        priceCents: dollarsToCents(input.price),
        preSalePriceCents: centsOf(input.preSalePrice) ?? null,
        stock: input.stock,
        limitPerAccount: input.limitPerAccount ?? null,
        shipMonth: input.shipMonth ?? null,
        details: input.details,
        weightGrams: input.weightGrams,
      })
      .returning();
    await recordPrice(tx, 'spec', spec!, adminId, ctx.clock.now());
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'sale_spec.create',
      target: { type: 'sale_spec', id: spec!.id },
      detail: input,
    });
    return spec!;
  });
}

/** Stock set here is what is left to sell; units held by unpaid orders come back on top when they expire. */
export async function updateSaleSpec(ctx: AppContext, adminId: string, specId: string, input: SaleSpecInput) {
  return ctx.db.transaction(async (tx) => {
    let values = specValues(input);
    // Once set, the ship month moves only by a recorded delay (issue 29), which tells the buyers.
    if (input.shipMonth !== undefined) {
      const [current] = await tx.select({ shipMonth: saleSpecs.shipMonth }).from(saleSpecs).where(eq(saleSpecs.id, specId)).for('update');
      if (current?.shipMonth && current.shipMonth !== input.shipMonth) throw new AppError('ship-month-set');
    }
    const [before] = await tx
      .select({ priceCents: saleSpecs.priceCents, preSalePriceCents: saleSpecs.preSalePriceCents, descriptions: saleSpecs.descriptions })
      .from(saleSpecs)
      .where(eq(saleSpecs.id, specId))
      .for('update');
    if (!before) throw new AppError('sale-spec-not-found');
    const texts = mergeSpecDescriptions(before.descriptions, input);
    if (texts) values = { ...values, ...texts };
    const [spec] = Object.keys(values).length
      ? await tx.update(saleSpecs).set(values).where(eq(saleSpecs.id, specId)).returning()
      : await tx.select().from(saleSpecs).where(eq(saleSpecs.id, specId));
    if (!spec) throw new AppError('sale-spec-not-found');
    if (spec.priceCents !== before.priceCents || spec.preSalePriceCents !== before.preSalePriceCents)
      await recordPrice(tx, 'spec', spec, adminId, ctx.clock.now());
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'sale_spec.update',
      target: { type: 'sale_spec', id: spec.id },
      detail: input,
    });
    return spec;
  });
}

/** Deactivates rather than deletes: orders and carts keep pointing at their spec. */
export async function deleteSaleSpec(ctx: AppContext, adminId: string, specId: string) {
  return ctx.db.transaction(async (tx) => {
    const [spec] = await tx.update(saleSpecs).set({ status: 'inactive' }).where(eq(saleSpecs.id, specId)).returning();
    if (!spec) throw new AppError('sale-spec-not-found');
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'sale_spec.delete',
      target: { type: 'sale_spec', id: spec.id },
    });
    return spec;
  });
}

export async function shipOrder(
  ctx: AppContext,
  adminId: string,
  orderId: string,
  trackingNo: string,
  carrier: string | null = null,
  options: { confirmSharedTracking?: boolean } = {},
) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [held] = await tx.select({ paymentId: figurineOrders.paymentId }).from(figurineOrders).where(eq(figurineOrders.id, orderId));
    // A disputed payment holds its order: nothing ships until the dispute is closed (decision 032).
    if (held?.paymentId && (await isPaymentDisputed(tx, held.paymentId))) throw new AppError('order-disputed');
    const order = await moveOrder(tx, orderId, 'unreceived', { trackingNo, carrier, shippedAt: now, updatedAt: now });
    if (!order) {
      const [exists] = await tx.select({ id: figurineOrders.id }).from(figurineOrders).where(eq(figurineOrders.id, orderId));
      throw exists ? new AppError('order-not-shippable') : new AppError('order-not-found');
    }
    // Decision 063: one tracking number is one parcel; a second order on it is confirmed (the move rolls back otherwise).
    if (!options.confirmSharedTracking) {
      const sharedWith = (await ordersWithTracking(tx, [trackingNo], [orderId])).get(trackingNo);
      if (sharedWith) throw new AppError('tracking-no-shared', { trackingNo, orderNo: sharedWith });
    }
    await ctx.events.emit(tx, { type: 'OrderShipped', order: await orderSnapshot(tx, order), trackingNo, carrier, by: adminId });
  });
}

export interface OrderRefundInput {
  /** Cents to give back; with `lines` and no amount, the lines' price. Neither: what is left (full). */
  amountCents?: number;
  lines?: { itemId: string; quantity: number }[];
  reason?: string;
}

/**
 * Refunds a paid order, in full or in part (decision 031), in one transaction with the queued
 * refund. In full (what is left of the payment): the order moves to `refunding`, and the payable
 * ends it as `refunded` (stock returned) when the provider confirms, or puts it back when the
 * provider refuses. In part: the order keeps its state; the lines named go back on the shelf once
 * the provider confirms. Never more than what is left: parallel requests are serialised on the
 * payment (payment.requestRefund).
 */
export async function refundOrder(
  ctx: AppContext,
  adminId: string,
  orderId: string,
  input: OrderRefundInput = {},
  idempotencyKey?: string,
) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(figurineOrders).where(eq(figurineOrders.id, orderId)).for('update');
    if (!order) throw new AppError('order-not-found');
    if (!order.paymentId || !['undelivered', 'unreceived', 'uncommented', 'completed'].includes(order.status))
      throw new AppError('order-not-refundable');
    let amountCents = input.amountCents;
    if (input.lines?.length) {
      const items = await tx.select().from(figurineOrderItems).where(eq(figurineOrderItems.orderId, orderId));
      const refunded = input.lines.map((line) => {
        const at = items.findIndex((i) => i.id === line.itemId);
        const item = items[at];
        if (!item || line.quantity < 1 || line.quantity > item.quantity - item.returnedQuantity) throw new AppError('refund-line-invalid');
        return { line: at, quantity: line.quantity };
      });
      // The units' price and their tax (issue 31): what the buyer paid for them.
      amountCents ??= refundOfUnits(
        items.map((i) => ({ unitCents: i.unitPriceCents, unitTaxCents: i.unitTaxCents })),
        refunded,
      );
    }
    const left = order.totalCents - order.refundedCents;
    const full = amountCents === undefined || amountCents === left;
    const reason = input.reason?.trim() || (full ? 'Full refund' : '');
    if (!reason) throw new AppError('refund-reason-required');
    if (full && !(await moveOrder(tx, orderId, 'refunding', { updatedAt: ctx.clock.now() }))) throw new AppError('order-not-refundable');
    const refundId = await requestRefund(ctx, tx, order.paymentId, {
      amountCents,
      reason,
      source: 'console',
      requestedBy: adminId,
      lines: input.lines ?? null,
      idempotencyKey,
    });
    if (!refundId) throw new AppError(amountCents !== undefined && amountCents > 0 ? 'refund-above-capture' : 'payment-already-refunded');
    await ctx.events.emit(tx, {
      type: 'OrderRefundRequested',
      orderId,
      from: order.status,
      by: adminId,
      amountCents: amountCents ?? left,
      reason,
      full,
      lines: input.lines ?? null,
    });
  });
}
