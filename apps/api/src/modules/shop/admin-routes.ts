import {
  AdminFigurineOrderListQuerySchema,
  AdminFigurineOrderDetailSchema,
  AdminFigurineOrderSchema,
  CorrectTrackingInputSchema,
  OkSchema,
  OrderNoteInputSchema,
  AdminSaleSpecSchema,
  CreateSaleSpecInputSchema,
  IdParamsSchema,
  RecordDelayInputSchema,
  PriceChangeSchema,
  centsToDollars,
  RefundOrderInputSchema,
  SaleSpecInputSchema,
  ShipOrderInputSchema,
  ListTotalsSchema,
  BulkShipInputSchema,
  ShipmentImportInputSchema,
  ShipmentPlanSchema,
  dataOf,
  type ShipDelay,
  listOf,
} from '@pedestal/contract';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { idempotencyKeyOf } from '../../platform/idempotency/keys';
import { disputedPaymentIds } from '../payment';
import { delaysOfSpecs, recordSaleDelay } from './promises';
import { createSaleSpec, deleteSaleSpec, listSaleSpecs, listSpecPrices, refundOrder, shipOrder, updateSaleSpec } from './admin-service';
import { parseShipmentsCsv, shipMany, shipSelected } from './shipments';
import { addOrderNote, consoleOrder, correctTracking, getOrderDetail } from './order-console';
import { currentOrderTerms } from './order-terms';
import { figurineOrderListTotals, listFigurineOrders, toSpec } from './queries';
import type { saleSpecs } from './schema';

const tags = ['admin'];
const specOut = (s: typeof saleSpecs.$inferSelect, delays: ShipDelay[] = []) => ({
  ...toSpec(s),
  status: s.status,
  weightGrams: s.weightGrams,
  delays,
});
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
  const order = (id: string) => consoleOrder(ctx, id);

  app.post(
    '/admin/sale-spec',
    { config: { permission: 'prices.edit' }, schema: { tags, body: CreateSaleSpecInputSchema, response: specResponse } },
    async (request) => ({
      data: specOut(await createSaleSpec(ctx, requireAdmin(request), request.body)),
    }),
  );

  // SPEC §7 names the character in the path (POST admin/sale-spec/{characterId}); the body form above stays.
  app.post(
    '/admin/sale-spec/:id',
    {
      config: { permission: 'prices.edit' },
      schema: { tags, params: IdParamsSchema, body: CreateSaleSpecInputSchema.omit({ characterId: true }), response: specResponse },
    },
    async (request) => ({
      data: specOut(await createSaleSpec(ctx, requireAdmin(request), { ...request.body, characterId: request.params.id })),
    }),
  );

  app.get(
    '/admin/sale-spec/:id',
    { config: { permission: 'console.read' }, schema: { tags, params: IdParamsSchema, response: { 200: listOf(AdminSaleSpecSchema) } } },
    async (request) => {
      const specs = await listSaleSpecs(ctx.db, request.params.id);
      const delays = await delaysOfSpecs(
        ctx.db,
        specs.map((s) => s.id),
      );
      return { data: specs.map((s) => specOut(s, delays.get(s.id))) };
    },
  );

  app.post(
    '/admin/sale-spec/:id/delay',
    {
      config: { permission: 'campaigns.manage' },
      schema: { tags, params: IdParamsSchema, body: RecordDelayInputSchema, response: specResponse },
    },
    async (request) => {
      const { spec } = await recordSaleDelay(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: specOut(spec, (await delaysOfSpecs(ctx.db, [spec.id])).get(spec.id)) };
    },
  );

  /** Every price the spec (or, with a sale's id, the sale) has had, oldest first (decision 039). */
  app.get(
    '/admin/sale-spec/:id/prices',
    { config: { permission: 'console.read' }, schema: { tags, params: IdParamsSchema, response: { 200: listOf(PriceChangeSchema) } } },
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
    { config: { permission: 'prices.edit' }, schema: { tags, params: IdParamsSchema, body: SaleSpecInputSchema, response: specResponse } },
    async (request) => {
      const spec = await updateSaleSpec(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: specOut(spec, (await delaysOfSpecs(ctx.db, [spec.id])).get(spec.id)) };
    },
  );

  app.delete(
    '/admin/sale-spec/:id',
    { config: { permission: 'prices.edit' }, schema: { tags, params: IdParamsSchema, response: specResponse } },
    async (request) => ({
      data: specOut(await deleteSaleSpec(ctx, requireAdmin(request), request.params.id)),
    }),
  );

  app.get(
    '/admin/order/figurine',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: AdminFigurineOrderListQuerySchema, response: { 200: listOf(AdminFigurineOrderSchema) } },
    },
    async (request) => ({
      data: await withDisputes(await listFigurineOrders(ctx.db, request.query, await currentOrderTerms(ctx))),
    }),
  );

  app.get(
    '/admin/order/figurine/totals',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: AdminFigurineOrderListQuerySchema, response: { 200: dataOf(ListTotalsSchema) } },
    },
    async (request) => ({ data: await figurineOrderListTotals(ctx.db, request.query) }),
  );

  // Issue 39: one order's page, an operator's notes on it, and a corrected tracking number.
  app.get(
    '/admin/order/figurine/:id',
    {
      config: { permission: 'console.read' },
      schema: { tags, params: IdParamsSchema, response: { 200: dataOf(AdminFigurineOrderDetailSchema) } },
    },
    async (request) => ({ data: await getOrderDetail(ctx, request.params.id) }),
  );

  app.post(
    '/admin/order/figurine/:id/note',
    {
      config: { permission: 'orders.ship' },
      schema: { tags, params: IdParamsSchema, body: OrderNoteInputSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await addOrderNote(ctx, requireAdmin(request), request.params.id, request.body.body);
      return { data: true };
    },
  );

  app.put(
    '/admin/order/figurine/:id/tracking',
    {
      config: { permission: 'orders.ship' },
      schema: { tags, params: IdParamsSchema, body: CorrectTrackingInputSchema, response: orderResponse },
    },
    async (request) => {
      await correctTracking(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await order(request.params.id) };
    },
  );

  app.post(
    '/admin/order/figurine/:id/ship',
    {
      config: { permission: 'orders.ship' },
      schema: { tags, params: IdParamsSchema, body: ShipOrderInputSchema, response: orderResponse },
    },
    async (request) => {
      await shipOrder(ctx, requireAdmin(request), request.params.id, request.body.trackingNo, request.body.carrier ?? null, {
        confirmSharedTracking: request.body.confirmSharedTracking ?? false,
      });
      return { data: await order(request.params.id) };
    },
  );

  // Many orders at once (issue 28 #4): a selection with one carrier, or a CSV; a dry run changes nothing.
  app.post(
    '/admin/order/figurine/shipments',
    { config: { permission: 'orders.ship' }, schema: { tags, body: BulkShipInputSchema, response: { 200: dataOf(ShipmentPlanSchema) } } },
    async (request) => ({ data: await shipSelected(ctx, requireAdmin(request), request.body) }),
  );

  app.post(
    '/admin/order/figurine/shipments/import',
    {
      bodyLimit: 2_000_000,
      config: { permission: 'orders.ship' },
      schema: { tags, body: ShipmentImportInputSchema, response: { 200: dataOf(ShipmentPlanSchema) } },
    },
    async (request) => ({
      data: await shipMany(
        ctx,
        requireAdmin(request),
        parseShipmentsCsv(request.body.csv),
        request.body.dryRun,
        request.body.confirmSharedTracking,
      ),
    }),
  );

  app.post(
    '/admin/order/figurine/:id/refund',
    {
      config: { permission: 'orders.refund' },
      schema: { tags, params: IdParamsSchema, body: RefundOrderInputSchema, response: orderResponse },
    },
    async (request) => {
      await refundOrder(ctx, requireAdmin(request), request.params.id, request.body, idempotencyKeyOf(request));
      return { data: await order(request.params.id) };
    },
  );
}
