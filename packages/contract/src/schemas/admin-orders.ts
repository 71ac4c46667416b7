import { z } from 'zod';
import { OrderKind } from '../enums';
import { reason } from '../refusals';
import { DateTimeInputSchema, IdSchema } from './common';
import { CarrierSchema, FigurineOrderLineSchema, FigurineOrderListQuerySchema, FigurineOrderSchema, TrackingNoSchema } from './shop';

/** The console's side of figurine orders (issue 39, decision 069): its list, an order's page, notes and tracking corrections. */
const iso = z.string();

/**
 * The console's order list (issue 39): the keyword matches the order number, tracking number,
 * buyer (username, nickname, email, phone), recipient (name, phone) and a line's character or
 * spec; filters by kind and by when it was placed (instants: the console sends its local day's bounds).
 */
export const AdminFigurineOrderListQuerySchema = FigurineOrderListQuerySchema.extend({
  userId: IdSchema.optional(),
  kind: z
    .union([z.literal(''), z.enum(OrderKind)], { error: reason('order-kind-invalid') })
    .optional()
    .transform((v) => v || undefined),
  placedFrom: DateTimeInputSchema.optional(),
  placedBefore: DateTimeInputSchema.optional(),
});
export type AdminFigurineOrderListQuery = z.infer<typeof AdminFigurineOrderListQuerySchema>;

export const AdminFigurineOrderSchema = FigurineOrderSchema.extend({
  /** Each line with the units the warehouse packs (rules/order-status unitsToShip). */
  items: z.array(FigurineOrderLineSchema.extend({ toShip: z.number() })),
  userId: z.string(),
  paymentId: z.string().nullable(),
  /** An open dispute holds its payment: the order must not ship until it is closed (decision 032). */
  disputed: z.boolean().default(false),
  /** Who placed it, for the console and its exports. */
  user: z.object({ username: z.string(), email: z.string().nullable() }).nullable().default(null),
});
export type AdminFigurineOrder = z.infer<typeof AdminFigurineOrderSchema>;

/** Correct the tracking number (and carrier) of a shipped order; the buyer is told the new one. */
export const CorrectTrackingInputSchema = z.object({
  trackingNo: TrackingNoSchema,
  carrier: CarrierSchema.optional(),
  confirmSharedTracking: z.boolean().optional(),
});
export type CorrectTrackingInput = z.infer<typeof CorrectTrackingInputSchema>;

export const ORDER_NOTE_MAX = 2000;
/** An operator's note on an order (the team reads it on the order's page; the buyer never does). */
export const OrderNoteInputSchema = z.object({
  body: z
    .string({ error: reason('order-note-required') })
    .trim()
    .min(1, { error: reason('order-note-required') })
    .max(ORDER_NOTE_MAX, { error: reason('order-note-too-long') }),
});
const person = z.object({ id: z.string(), name: z.string() });
/** The console's page of one order (issue 39): the order, its payment, refunds, disputes, notices sent and notes. */
export const AdminFigurineOrderDetailSchema = z.object({
  order: AdminFigurineOrderSchema,
  payment: z
    .object({
      id: z.string(),
      provider: z.string(),
      method: z.string(),
      providerRef: z.string(),
      status: z.string(),
      amount: z.number(),
      refunded: z.number(),
      /** The provider's fee, once known. */
      fee: z.number().nullable(),
      paidAt: iso.nullable(),
    })
    .nullable(),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      reason: z.string(),
      status: z.string(),
      source: z.string(),
      failureMessage: z.string().nullable(),
      /** The operator who asked for it (null: the shopper, a job or the provider). */
      requestedBy: person.nullable(),
      /** The units it gave back, by line. */
      lines: z.array(z.object({ itemId: z.string(), title: z.string(), quantity: z.number() })),
      createdAt: iso,
    }),
  ),
  disputes: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      reason: z.string(),
      amount: z.number(),
      evidenceDueBy: iso.nullable(),
      createdAt: iso,
      closedAt: iso.nullable(),
    }),
  ),
  /** The in-app notices its buyer was sent about it, oldest first (English). */
  notices: z.array(z.object({ title: z.string(), body: z.string(), sentAt: iso })),
  notes: z.array(z.object({ id: z.string(), body: z.string(), by: person.nullable(), createdAt: iso })),
});
export type AdminFigurineOrderDetail = z.infer<typeof AdminFigurineOrderDetailSchema>;
