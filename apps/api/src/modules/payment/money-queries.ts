import { BUSINESS_UTC_OFFSET_MINUTES, businessDay, centsToDollars, type MoneyFigures, type MoneyReport } from '@pedestal/contract';
import { and, count, eq, gte, inArray, isNotNull, lt, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, refunds } from './schema';

const DAY_MS = 86_400_000;
/** Payments that counted for their order (a `canceled` one was refunded for being one too many: neither gross nor refund). */
const COUNTED = ['success', 'disputed'] as const;
const KINDS = { figurine: 'orders', crowdfunding_support: 'supports' } as const;
type Kind = 'orders' | 'supports';

/** The instant a business day (YYYY-MM-DD, UTC+08:00) starts. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MINUTES * 60_000);
/** The business day of a timestamp column, in SQL. */
const dayOf = (column: typeof payments.paidAt | typeof refunds.updatedAt) =>
  sql<string>`to_char(${column} + make_interval(mins => ${BUSINESS_UTC_OFFSET_MINUTES}), 'YYYY-MM-DD')`;

interface Cents {
  gross: number;
  refunds: number;
  fees: number;
  payments: number;
  refundCount: number;
  feesReported: number;
}
const zero = (): Cents => ({ gross: 0, refunds: 0, fees: 0, payments: 0, refundCount: 0, feesReported: 0 });
const add = (a: Cents, b: Cents): Cents => ({
  gross: a.gross + b.gross,
  refunds: a.refunds + b.refunds,
  fees: a.fees + b.fees,
  payments: a.payments + b.payments,
  refundCount: a.refundCount + b.refundCount,
  feesReported: a.feesReported + b.feesReported,
});
const figures = (c: Cents): MoneyFigures => ({
  gross: centsToDollars(c.gross),
  refunds: centsToDollars(c.refunds),
  fees: c.feesReported ? centsToDollars(c.fees) : null,
  net: centsToDollars(c.gross - c.refunds - c.fees),
  payments: c.payments,
  refundCount: c.refundCount,
  feesReported: c.feesReported,
});

/**
 * Money by business day over a range (issue 28 #3), figurine orders and crowdfunding supports apart:
 * gross from the payments that counted (by the day paid), refunds from the succeeded refund rows of
 * those payments (decision 031; by the day they went through), fees where the provider reported them.
 */
export async function getMoneyReport(db: DbOrTx, now: Date, q: { from?: string; to?: string }): Promise<MoneyReport> {
  const to = q.to ?? q.from ?? businessDay(now);
  const from = q.from ?? to;
  const start = dayStart(from);
  const end = new Date(dayStart(to).getTime() + DAY_MS);
  const [paid, refunded] = await Promise.all([
    db
      .select({
        day: dayOf(payments.paidAt),
        type: payments.orderType,
        cents: sum(payments.amountCents),
        n: count(),
        fees: sum(payments.feeCents),
        feesReported: count(payments.feeCents),
      })
      .from(payments)
      .where(and(isNotNull(payments.paidAt), gte(payments.paidAt, start), lt(payments.paidAt, end), inArray(payments.status, COUNTED)))
      .groupBy(sql`1`, payments.orderType),
    db
      .select({ day: dayOf(refunds.updatedAt), type: payments.orderType, cents: sum(refunds.amountCents), n: count() })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(
        and(eq(refunds.status, 'succeeded'), gte(refunds.updatedAt, start), lt(refunds.updatedAt, end), inArray(payments.status, COUNTED)),
      )
      .groupBy(sql`1`, payments.orderType),
  ]);
  const byDay = new Map<string, Record<Kind, Cents>>();
  const at = (day: string, type: keyof typeof KINDS) => {
    let d = byDay.get(day);
    if (!d) byDay.set(day, (d = { orders: zero(), supports: zero() }));
    return d[KINDS[type]];
  };
  for (const p of paid) {
    const c = at(p.day, p.type);
    c.gross += Number(p.cents ?? 0);
    c.payments += p.n;
    c.fees += Number(p.fees ?? 0);
    c.feesReported += p.feesReported;
  }
  for (const r of refunded) {
    const c = at(r.day, r.type);
    c.refunds += Number(r.cents ?? 0);
    c.refundCount += r.n;
  }
  const total = { orders: zero(), supports: zero() };
  const days = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) {
    const day = businessDay(new Date(t));
    const d = byDay.get(day) ?? { orders: zero(), supports: zero() };
    total.orders = add(total.orders, d.orders);
    total.supports = add(total.supports, d.supports);
    days.push({ day, orders: figures(d.orders), supports: figures(d.supports), all: figures(add(d.orders, d.supports)) });
  }
  return {
    from,
    to,
    days,
    totals: { orders: figures(total.orders), supports: figures(total.supports), all: figures(add(total.orders, total.supports)) },
  };
}
