import { z } from 'zod';
import { reason } from '../refusals';
import { DisputeEvidenceStatus, DisputeStatus, PaymentOrderType, PaymentProviderName } from '../enums';

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

/** The console's disputes list: the open ones (default) or the closed ones (won or lost). */
export const DisputeListQuerySchema = z.object({ status: z.enum(['open', 'closed']).default('open') });
export type DisputeListQuery = z.infer<typeof DisputeListQuerySchema>;

/** A chargeback as the console lists it (decision 032; amounts in dollars). */
export const AdminDisputeSchema = z.object({
  id: z.string(),
  provider: z.enum(PaymentProviderName),
  /** The provider's dispute id (Stripe `dp_…`, PayPal `PP-D-…`). */
  providerRef: z.string(),
  status: z.enum(DisputeStatus),
  amount: z.number(),
  /** The provider's reason code (fraudulent, product_not_received…). */
  reason: z.string(),
  /** The last moment the provider takes evidence (null: it did not say). */
  evidenceDueBy: z.string().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  payment: z.object({ id: z.string(), method: z.string(), amount: z.number(), paidAt: z.string().nullable() }),
  order: z.object({ type: z.enum(PaymentOrderType), id: z.string(), no: z.string().nullable() }),
  buyer: z.object({ id: z.string(), username: z.string(), email: z.string().nullable() }).nullable(),
});
export type AdminDispute = z.infer<typeof AdminDisputeSchema>;

/** What answers a dispute, prefilled from the order: what was bought, where it went, what the buyer was told. */
export const DisputeEvidenceSchema = z.object({
  no: z.string(),
  status: z.string(),
  lines: z.array(z.object({ title: z.string(), quantity: z.number(), unitPrice: z.number() })),
  subtotal: z.number(),
  shippingFee: z.number(),
  tax: z.number(),
  total: z.number(),
  refunded: z.number(),
  address: z
    .object({
      name: z.string(),
      phone: z.string(),
      zipCode: z.string(),
      country: z.string(),
      province: z.string(),
      city: z.string(),
      area: z.string(),
      address: z.string(),
    })
    .nullable(),
  /** rules/carriers id, its name, the tracking number and its page (null: not shipped or no page). */
  carrier: z.string().nullable(),
  carrierName: z.string(),
  trackingNo: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  /** The notices the buyer was sent about the order (payment, shipping, refunds, delays), oldest first. */
  messages: z.array(z.object({ title: z.string(), body: z.string(), sentAt: z.string() })),
});
export type DisputeEvidence = z.infer<typeof DisputeEvidenceSchema>;

/**
 * The text evidence the providers take (decision 056), named after Stripe's `evidence[...]` fields;
 * PayPal gets the tracking as `tracking_info` and the rest as the evidence's notes. Empty: not sent.
 */
const evidenceText = (max: number) => z.string().trim().max(max, reason('dispute-evidence-too-long')).default('');
export const DisputeEvidenceFieldsSchema = z.object({
  productDescription: evidenceText(20_000),
  customerName: evidenceText(5_000),
  customerEmailAddress: evidenceText(5_000),
  shippingAddress: evidenceText(5_000),
  shippingCarrier: evidenceText(5_000),
  shippingTrackingNumber: evidenceText(5_000),
  /** As the operator writes it (Stripe takes free text; YYYY-MM-DD reads best). */
  shippingDate: evidenceText(5_000),
  uncategorizedText: evidenceText(20_000),
});
export type DisputeEvidenceFields = z.infer<typeof DisputeEvidenceFieldsSchema>;

/** The operator's answer: the fields as reviewed (the console's "Submit evidence"). */
export const SubmitDisputeEvidenceSchema = z.object({ fields: DisputeEvidenceFieldsSchema });
export type SubmitDisputeEvidence = z.infer<typeof SubmitDisputeEvidenceSchema>;

/** Where the answer stands: not submitted, submitting (queued or at the provider), submitted, or failed with the provider's words. */
export const DisputeSubmissionSchema = z.object({
  status: z.enum(DisputeEvidenceStatus),
  /** What was (or is being) sent; null before the first submit. */
  fields: DisputeEvidenceFieldsSchema.nullable(),
  requestedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The provider's refusal, as it said it, or ours when it could not be reached (failed only). */
  error: z.string().nullable(),
  /** Failed because the provider could not be reached: the queue spent its retries (decision 059). */
  unreachable: z.boolean(),
});
export type DisputeSubmission = z.infer<typeof DisputeSubmissionSchema>;

export const AdminDisputeDetailSchema = AdminDisputeSchema.extend({
  evidence: DisputeEvidenceSchema.nullable(),
  /** The fields prefilled from the order, for the operator to review before submitting. */
  proposed: DisputeEvidenceFieldsSchema,
  submission: DisputeSubmissionSchema,
});
export type AdminDisputeDetail = z.infer<typeof AdminDisputeDetailSchema>;

/** For the console's banner: how many disputes are open and the nearest evidence deadline. */
export const DisputeSummarySchema = z.object({ open: z.number(), nextDueBy: z.string().nullable() });
export type DisputeSummary = z.infer<typeof DisputeSummarySchema>;
