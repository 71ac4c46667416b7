import {
  carrierName,
  centsToDollars,
  trackingLink,
  type AdminDispute,
  type AdminDisputeDetail,
  type DisputeEvidence,
  type DisputeListQuery,
  type DisputeSummary,
} from '@pedestal/contract';
import { asc, count, desc, eq, min, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getUserLabels } from '../account';
import { disputes, payments } from './schema';

/**
 * The console's Disputes screen (decision 032, issue 24 #2): every chargeback with its deadline, and
 * per dispute the evidence prefilled from the disputed order's own domain (its payable's `evidence`)
 * and the notices its buyer was sent about it (ctx.correspondence).
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Row = {
  dispute: typeof disputes.$inferSelect;
  payment: typeof payments.$inferSelect;
  buyer: { username: string; email: string | null } | null;
};

async function rows(db: DbOrTx, where: SQL, order: 'due' | 'recent'): Promise<Row[]> {
  const found = await db
    .select({ dispute: disputes, payment: payments })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .where(where)
    .orderBy(
      ...(order === 'due' ? [asc(disputes.evidenceDueBy), asc(disputes.createdAt)] : [desc(disputes.closedAt), desc(disputes.createdAt)]),
    )
    .limit(200);
  const buyers = await getUserLabels(
    db,
    found.map((r) => r.payment.userId),
  );
  return found.map((r) => ({ ...r, buyer: buyers.get(r.payment.userId) ?? null }));
}

function toDispute(r: Row, no: string | null): AdminDispute {
  const { dispute: d, payment: p, buyer } = r;
  return {
    id: d.id,
    provider: d.provider,
    providerRef: d.providerRef,
    status: d.status,
    amount: centsToDollars(d.amountCents),
    reason: d.reason,
    evidenceDueBy: iso(d.evidenceDueBy),
    openedAt: d.createdAt.toISOString(),
    closedAt: iso(d.closedAt),
    payment: { id: p.id, method: p.method, amount: centsToDollars(p.amountCents), paidAt: iso(p.paidAt) },
    order: { type: p.orderType, id: p.orderId, no },
    buyer: buyer ? { id: p.userId, ...buyer } : null,
  };
}

/** Open disputes (nearest deadline first) or closed ones (latest first). */
export async function listConsoleDisputes(ctx: AppContext, query: DisputeListQuery): Promise<AdminDispute[]> {
  const list = await rows(
    ctx.db,
    query.status === 'open' ? eq(disputes.status, 'open') : ne(disputes.status, 'open'),
    query.status === 'open' ? 'due' : 'recent',
  );
  return Promise.all(
    list.map(async (r) => toDispute(r, (await ctx.payables.find(r.payment.orderType)?.evidence?.(ctx.db, r.payment.orderId))?.no ?? null)),
  );
}

/** One dispute with its evidence. */
export async function getConsoleDispute(ctx: AppContext, id: string): Promise<AdminDisputeDetail> {
  const [r] = await rows(ctx.db, eq(disputes.id, id), 'due');
  if (!r) throw new AppError('dispute-not-found');
  const order = await ctx.payables.find(r.payment.orderType)?.evidence?.(ctx.db, r.payment.orderId);
  let evidence: DisputeEvidence | null = null;
  if (order) {
    const notices = await ctx.correspondence(ctx.db, r.payment.userId, order.link);
    evidence = {
      no: order.no,
      status: order.status,
      lines: order.lines.map((l) => ({ title: l.title, quantity: l.quantity, unitPrice: centsToDollars(l.unitPriceCents) })),
      subtotal: centsToDollars(order.subtotalCents),
      shippingFee: centsToDollars(order.shippingFeeCents),
      tax: centsToDollars(order.taxCents),
      total: centsToDollars(order.totalCents),
      refunded: centsToDollars(order.refundedCents),
      address: order.address,
      carrier: order.carrier,
      carrierName: carrierName(order.carrier),
      trackingNo: order.trackingNo,
      trackingUrl: trackingLink(order.carrier, order.trackingNo),
      shippedAt: iso(order.shippedAt),
      receivedAt: iso(order.receivedAt),
      messages: notices.map((n) => ({ title: n.title, body: n.body, sentAt: n.sentAt.toISOString() })),
    };
  }
  return { ...toDispute(r, order?.no ?? null), evidence };
}

/** How many disputes are open and the nearest evidence deadline (the console's banner). */
export async function disputeSummary(db: DbOrTx): Promise<DisputeSummary> {
  const [row] = await db
    .select({ open: count(), nextDueBy: min(disputes.evidenceDueBy) })
    .from(disputes)
    .where(eq(disputes.status, 'open'));
  return { open: Number(row?.open ?? 0), nextDueBy: iso(row?.nextDueBy ?? null) };
}
