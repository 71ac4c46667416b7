import {
  AdminFigurineOrderListQuerySchema,
  AdminFigurineOrderSchema,
  AdminSaleSpecSchema,
  CreateSaleSpecInputSchema,
  IdParamsSchema,
  PriceChangeSchema,
  centsToDollars,
  RefundOrderInputSchema,
  SaleSpecInputSchema,
  ShipOrderInputSchema,
  dataOf,
  listOf,
} from '@pedestal/contract';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { idempotencyKeyOf } from '../../platform/idempotency/keys';
import { disputedPaymentIds } from '../payment';
import { createSaleSpec, deleteSaleSpec, listSaleSpecs, listSpecPrices, refundOrder, shipOrder, updateSaleSpec } from './admin-service';
import { getFigurineOrder, listFigurineOrders, toSpec } from './queries';
import type { saleSpecs } from './schema';

const tags = ['admin'];
const specOut = (s: typeof saleSpecs.$inferSelect) => ({ ...toSpec(s), status: s.status });
const specResponse = { 200: dataOf(AdminSaleSpecSchema) };
const orderResponse = { 200: dataOf(AdminFigurineOrderSchema) };

/** Pre-sale start, sale settings, sale specs and figurine orders; every command audits itself in its transaction. */
export default async function shopAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });
  /** The console sees which orders an open dispute holds (a banner, no Ship). */
  const withDisputes = async <O extends { paymentId: string | null }>(orders: O[]) => {
    const held = await disputedPaymentIds(
      ctx.db,
      orders.flatMap((o) => (o.paymentId ? [o.paymentId] : [])),
    );
    return orders.map((o) => ({ ...o, disputed: !!o.paymentId && held.has(o.paymentId) }));
  };
  const order = async (id: string) => (await withDisputes([(await getFigurineOrder(ctx.db, id))!]))[0]!;

  app.post('/admin/sale-spec', { schema: { tags, body: CreateSaleSpecInputSchema, response: specResponse } }, async (request) => ({
    data: specOut(await createSaleSpec(ctx, requireAdmin(request), request.body)),
  }));

  // SPEC §7 names the character in the path (POST admin/sale-spec/{characterId}); the body form above stays.
  app.post(
    '/admin/sale-spec/:id',
    { schema: { tags, params: IdParamsSchema, body: CreateSaleSpecInputSchema.omit({ characterId: true }), response: specResponse } },
    async (request) => ({
      data: specOut(await createSaleSpec(ctx, requireAdmin(request), { ...request.body, characterId: request.params.id })),
    }),
  );

  app.get(
    '/admin/sale-spec/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: listOf(AdminSaleSpecSchema) } } },
    async (request) => ({
      data: (await listSaleSpecs(ctx.db, request.params.id)).map(specOut),
    }),
  );

  /** Every price the spec (or, with a sale's id, the sale) has had, oldest first (decision 039). */
  app.get(
    '/admin/sale-spec/:id/prices',
    { schema: { tags, params: IdParamsSchema, response: { 200: listOf(PriceChangeSchema) } } },
    async (request) => ({
      data: (await listSpecPrices(ctx.db, request.params.id)).map((p) => ({
        id: p.id,
        price: centsToDollars(p.priceCents),
        preSalePrice: p.preSalePriceCents === null ? null : centsToDollars(p.preSalePriceCents),
        changedBy: p.changedBy,
        changedAt: p.changedAt.toISOString(),
      })),
    }),
  );

  app.put(
    '/admin/sale-spec/:id',
    { schema: { tags, params: IdParamsSchema, body: SaleSpecInputSchema, response: specResponse } },
    async (request) => ({
      data: specOut(await updateSaleSpec(ctx, requireAdmin(request), request.params.id, request.body)),
    }),
  );

  app.delete('/admin/sale-spec/:id', { schema: { tags, params: IdParamsSchema, response: specResponse } }, async (request) => ({
    data: specOut(await deleteSaleSpec(ctx, requireAdmin(request), request.params.id)),
  }));

  app.get(
    '/admin/order/figurine',
    { schema: { tags, querystring: AdminFigurineOrderListQuerySchema, response: { 200: listOf(AdminFigurineOrderSchema) } } },
    async (request) => ({
      data: await withDisputes(await listFigurineOrders(ctx.db, request.query)),
    }),
  );

  app.post(
    '/admin/order/figurine/:id/ship',
    { schema: { tags, params: IdParamsSchema, body: ShipOrderInputSchema, response: orderResponse } },
    async (request) => {
      await shipOrder(ctx, requireAdmin(request), request.params.id, request.body.trackingNo);
      return { data: await order(request.params.id) };
    },
  );

  app.post(
    '/admin/order/figurine/:id/refund',
    { schema: { tags, params: IdParamsSchema, body: RefundOrderInputSchema, response: orderResponse } },
    async (request) => {
      await refundOrder(ctx, requireAdmin(request), request.params.id, request.body, idempotencyKeyOf(request));
      return { data: await order(request.params.id) };
    },
  );
}
