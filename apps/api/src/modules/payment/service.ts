// Payment records: the row type and the reads other files and modules look payments up with.
import type { PaymentOrderType } from '@pedestal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ProviderName } from '../../platform/payments/provider';
import { payments } from './schema';

export type Payment = typeof payments.$inferSelect;

export async function getPayment(db: DbOrTx, paymentId: string): Promise<Payment | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

export async function findPaymentByRef(db: DbOrTx, provider: ProviderName, providerRef: string): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row ?? null;
}

/** Where the shopper's latest attempt to pay one of their orders stands (the success page reads it). */
export async function latestPaymentOf(
  db: DbOrTx,
  input: { orderType: PaymentOrderType; orderId: string; userId: string },
): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderType, input.orderType), eq(payments.orderId, input.orderId), eq(payments.userId, input.userId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** Payments by status and refunds in progress, read at each metrics scrape (the fleet's numbers). */
export async function paymentCounts(db: DbOrTx): Promise<{ byStatus: Record<string, number>; refundsPending: number }> {
  const rows = await db
    .select({ status: payments.status, n: sql<number>`count(*)::int` })
    .from(payments)
    .groupBy(payments.status);
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.refundStatus, 'pending'));
  return { byStatus: Object.fromEntries(rows.map((r) => [r.status, r.n])), refundsPending: pending?.n ?? 0 };
}
