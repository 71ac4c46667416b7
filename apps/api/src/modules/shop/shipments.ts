import {
  SHIPMENTS_MAX,
  carrierOf,
  refusalText,
  type BulkShipInput,
  type RefusalReason,
  type ShipmentPlan,
  type ShipmentRow,
} from '@pedestal/contract';
import { parse } from 'csv-parse/sync';
import { asc, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { disputedPaymentIds } from '../payment';
import { figurineOrders } from './schema';
import { orderSnapshot } from './order-snapshot';
import { moveOrder } from './order-moves';

/** One shipment asked for: an order by id (a selection) or by number (a CSV line). */
interface Asked {
  line: number | null;
  orderId?: string;
  orderNo?: string;
  carrier: string;
  trackingNo: string;
}

type OrderRow = typeof figurineOrders.$inferSelect;

const error = (
  row: Omit<ShipmentRow, 'outcome' | 'reason' | 'message'>,
  reason: RefusalReason,
  params?: Record<string, string>,
): ShipmentRow => ({
  ...row,
  outcome: 'error',
  reason,
  message: refusalText(reason, params),
});

/**
 * Decision 063: the orders other than `except` that already carry each tracking number, so one
 * number is not given to two parcels by a slip (the operator confirms a shared parcel).
 */
export async function ordersWithTracking(db: DbOrTx, trackingNos: string[], except: string[]) {
  const wanted = [...new Set(trackingNos.filter(Boolean))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: figurineOrders.id, no: figurineOrders.no, trackingNo: figurineOrders.trackingNo })
    .from(figurineOrders)
    .where(inArray(figurineOrders.trackingNo, wanted))
    .orderBy(asc(figurineOrders.no));
  const byTracking = new Map<string, string>();
  for (const r of rows) if (!except.includes(r.id) && !byTracking.has(r.trackingNo!)) byTracking.set(r.trackingNo!, r.no);
  return byTracking;
}

/**
 * What each shipment does to the orders as they are now: ship (a paid, unshipped order), nothing
 * (already shipped with that carrier and number: a CSV imported twice), or an error with its reason.
 */
async function plan(db: DbOrTx, asked: Asked[], lock: boolean, confirmSharedTracking = false) {
  const ids = asked.flatMap((a) => (a.orderId ? [a.orderId] : []));
  const nos = asked.flatMap((a) => (a.orderNo ? [a.orderNo] : []));
  const found: OrderRow[] = [];
  if (ids.length || nos.length) {
    const query = db
      .select()
      .from(figurineOrders)
      .where(inArray(ids.length ? figurineOrders.id : figurineOrders.no, ids.length ? ids : nos))
      // One order after another in id order, so two applies racing each other never deadlock.
      .orderBy(asc(figurineOrders.id));
    found.push(...(lock ? await query.for('update') : await query));
  }
  const held = await disputedPaymentIds(
    db,
    found.flatMap((o) => (o.paymentId ? [o.paymentId] : [])),
  );
  const seen = new Set<string>();
  const stored = confirmSharedTracking
    ? new Map<string, string>()
    : await ordersWithTracking(
        db,
        asked.map((a) => a.trackingNo),
        found.map((o) => o.id),
      );
  /** The first order of this request given each tracking number. */
  const given = new Map<string, string>();
  return asked.map((a) => {
    const order = found.find((o) => (a.orderId ? o.id === a.orderId : o.no === a.orderNo));
    const carrier = carrierOf(a.carrier);
    const base = {
      line: a.line,
      orderId: order?.id ?? a.orderId ?? null,
      orderNo: order?.no ?? a.orderNo ?? null,
      carrier: carrier?.id ?? (a.carrier || null),
      trackingNo: a.trackingNo || null,
      status: order?.status ?? null,
    };
    if (!order) return { row: error(base, 'order-not-found') };
    if (seen.has(order.id)) return { row: error(base, 'shipment-duplicate') };
    seen.add(order.id);
    if (!carrier) return { row: error(base, 'carrier-invalid') };
    if (!a.trackingNo) return { row: error(base, 'tracking-no-required') };
    if (a.trackingNo.length > 100) return { row: error(base, 'tracking-no-too-long') };
    if (order.status === 'unreceived' || order.status === 'uncommented' || order.status === 'completed') {
      const same = order.trackingNo === a.trackingNo && (order.carrier ?? carrier.id) === carrier.id;
      return same
        ? { row: { ...base, outcome: 'unchanged' as const, reason: null, message: null } }
        : { row: error(base, 'order-already-shipped') };
    }
    if (order.status !== 'undelivered') return { row: error(base, 'order-not-shippable') };
    if (order.paymentId && held.has(order.paymentId)) return { row: error(base, 'order-disputed') };
    const sharedWith = stored.get(a.trackingNo) ?? given.get(a.trackingNo);
    if (!confirmSharedTracking && sharedWith)
      return { row: error(base, 'tracking-no-shared', { trackingNo: a.trackingNo, orderNo: sharedWith }) };
    given.set(a.trackingNo, order.no);
    return { row: { ...base, outcome: 'ship' as const, reason: null, message: null }, order, carrier: carrier.id };
  });
}

const counts = (rows: ShipmentRow[]) => ({
  ship: rows.filter((r) => r.outcome === 'ship').length,
  unchanged: rows.filter((r) => r.outcome === 'unchanged').length,
  error: rows.filter((r) => r.outcome === 'error').length,
});

/**
 * Ships many orders (issue 28 #4): a dry run says what would change and changes nothing; an apply
 * ships every order its plan says, in one transaction (all or none), each with its own
 * `OrderShipped` (the shopper's message, email and the audit row). Rows in error are reported and
 * left alone; the plan is made again under lock, so an order shipped since the dry run is reported
 * as it is now.
 */
export async function shipMany(
  ctx: AppContext,
  adminId: string,
  asked: Asked[],
  dryRun: boolean,
  confirmSharedTracking = false,
): Promise<ShipmentPlan> {
  if (asked.length === 0) throw new AppError('shipments-empty');
  if (asked.length > SHIPMENTS_MAX) throw new AppError('shipments-too-many');
  if (dryRun) {
    const rows = (await plan(ctx.db, asked, false, confirmSharedTracking)).map((p) => p.row);
    return { applied: false, counts: counts(rows), rows };
  }
  return ctx.db.transaction(async (tx) => {
    const planned = await plan(tx, asked, true, confirmSharedTracking);
    const now = ctx.clock.now();
    for (const p of planned) {
      if (!p.order || !p.carrier) continue;
      const trackingNo = p.row.trackingNo!;
      const order = await moveOrder(tx, p.order.id, 'unreceived', { trackingNo, carrier: p.carrier, shippedAt: now, updatedAt: now });
      if (!order) throw new AppError('order-not-shippable');
      await ctx.events.emit(tx, {
        type: 'OrderShipped',
        order: await orderSnapshot(tx, order),
        trackingNo,
        carrier: p.carrier,
        by: adminId,
      });
    }
    const rows = planned.map((p) => p.row);
    return { applied: true, counts: counts(rows), rows };
  });
}

/** The orders selected in the console, one carrier for all. */
export const shipSelected = (ctx: AppContext, adminId: string, input: BulkShipInput) =>
  shipMany(
    ctx,
    adminId,
    input.shipments.map((s) => ({ line: null, orderId: s.orderId, carrier: input.carrier, trackingNo: s.trackingNo })),
    input.dryRun,
    input.confirmSharedTracking,
  );

/** Header names a CSV may use for each column (case and spaces ignored). */
const COLUMNS = {
  orderNo: ['order', 'order no', 'order number', 'order_no', 'no'],
  carrier: ['carrier', 'courier'],
  trackingNo: ['tracking', 'tracking no', 'tracking number', 'tracking_no', 'trackingno'],
} as const;

/** Reads a CSV of shipments (a header row naming order, carrier and tracking); a file it cannot read is refused (400). */
export function parseShipmentsCsv(csv: string): Asked[] {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    throw new AppError('shipments-csv-invalid');
  }
  const [header, ...lines] = records;
  const at = (names: readonly string[]) => header?.findIndex((h) => names.includes(h.toLowerCase().replace(/\s+/g, ' ').trim())) ?? -1;
  const col = { orderNo: at(COLUMNS.orderNo), carrier: at(COLUMNS.carrier), trackingNo: at(COLUMNS.trackingNo) };
  if (col.orderNo < 0 || col.carrier < 0 || col.trackingNo < 0) throw new AppError('shipments-csv-invalid');
  if (lines.length === 0) throw new AppError('shipments-empty');
  if (lines.length > SHIPMENTS_MAX) throw new AppError('shipments-too-many');
  return lines.map((cells, i) => ({
    line: i + 2,
    orderNo: cells[col.orderNo] ?? '',
    carrier: cells[col.carrier] ?? '',
    trackingNo: cells[col.trackingNo] ?? '',
  }));
}
