import { z } from 'zod';
import { reason } from '../refusals';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: reason('day-invalid') })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    },
    { error: reason('day-invalid') },
  );

/** A range of business days (UTC+08:00), both ends included; at most a year. Left out: today. */
export const MoneyReportQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: reason('day-range-invalid'), path: ['to'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    error: reason('day-range-invalid'),
    path: ['to'],
  });
export type MoneyReportQuery = z.infer<typeof MoneyReportQuerySchema>;

/**
 * Money of one kind (figurine orders or crowdfunding supports) in dollars: `gross` what shoppers
 * paid (payments that counted, by the day they were paid), `refunds` what went back (succeeded
 * refunds, by the day they were made), `fees` what the provider kept where it reported it (null:
 * no payment of the range has a reported fee), `net` = gross − refunds − fees reported.
 */
export const MoneyFiguresSchema = z.object({
  gross: z.number(),
  refunds: z.number(),
  fees: z.number().nullable(),
  net: z.number(),
  /** Payments counted in gross, refunds counted, payments of which the provider reported the fee. */
  payments: z.number(),
  refundCount: z.number(),
  feesReported: z.number(),
});
export type MoneyFigures = z.infer<typeof MoneyFiguresSchema>;
const Split = z.object({ orders: MoneyFiguresSchema, supports: MoneyFiguresSchema, all: MoneyFiguresSchema });
export const MoneyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(Split.extend({ day: z.string() })),
  totals: Split,
});
export type MoneyReport = z.infer<typeof MoneyReportSchema>;

/** What a filtered list adds up to (every page, not only the one shown). */
export const ListTotalsSchema = z.object({
  count: z.number(),
  /** Paid rows and what they were paid (dollars), and what their refunds gave back. */
  paid: z.number(),
  gross: z.number(),
  refunded: z.number(),
});
export type ListTotals = z.infer<typeof ListTotalsSchema>;
