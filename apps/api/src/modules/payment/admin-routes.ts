import {
  AdminDisputeDetailSchema,
  AdminDisputeSchema,
  DisputeListQuerySchema,
  DisputeSummarySchema,
  MoneyReportQuerySchema,
  MoneyReportSchema,
  PageQuerySchema,
  SubmitDisputeEvidenceSchema,
  dataOf,
  listOf,
} from '@pedestal/contract';
import { z } from 'zod';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { disputeSummary, getConsoleDispute, listConsoleDisputes, submitDisputeEvidence } from './disputes';
import { getMoneyReport } from './money-queries';
import { listReconciliations, reconcilePayments } from './reconcile';

const tags = ['admin'];
const FindingSchema = z.object({
  paymentId: z.string().optional(),
  eventId: z.string().optional(),
  provider: z.string(),
  action: z.string(),
});
const ReconciliationSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  checked: z.number(),
  fixed: z.number(),
  errors: z.number(),
  findings: z.array(FindingSchema),
});

/** The reconciliation report (what differed between the providers and us, and what was put right). */
export default async function paymentAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  // Gross, refunds, fees and net by business day (issue 28 #3): the dashboard's money.
  app.get(
    '/admin/payment/money',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: MoneyReportQuerySchema, response: { 200: dataOf(MoneyReportSchema) } },
    },
    async (request) => ({ data: await getMoneyReport(ctx.db, ctx.clock.now(), request.query) }),
  );

  app.get(
    '/admin/payment/reconciliations',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: PageQuerySchema, response: { 200: listOf(ReconciliationSchema) } },
    },
    async (request) => ({
      data: await listReconciliations(ctx, request.query),
    }),
  );

  app.post(
    '/admin/payment/reconcile',
    {
      config: { permission: 'payments.reconcile' },
      schema: { tags, response: { 200: dataOf(ReconciliationSchema.omit({ startedAt: true, finishedAt: true })) } },
    },
    async () => ({
      data: await reconcilePayments(ctx),
    }),
  );

  // Chargebacks (decision 032): the Disputes screen, its evidence, and the banner's count.
  app.get(
    '/admin/payment/disputes',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: DisputeListQuerySchema, response: { 200: listOf(AdminDisputeSchema) } },
    },
    async (request) => ({ data: await listConsoleDisputes(ctx, request.query) }),
  );

  app.get(
    '/admin/payment/disputes/summary',
    {
      config: { permission: 'console.read' },
      schema: { tags, response: { 200: dataOf(DisputeSummarySchema) } },
    },
    async () => ({ data: await disputeSummary(ctx.db) }),
  );

  app.get(
    '/admin/payment/disputes/:id',
    {
      config: { permission: 'console.read' },
      schema: { tags, params: z.object({ id: z.string() }), response: { 200: dataOf(AdminDisputeDetailSchema) } },
    },
    async (request) => ({ data: await getConsoleDispute(ctx, request.params.id) }),
  );

  // The operator's answer (decision 056): recorded and queued to the provider; final there, so once.
  app.post(
    '/admin/payment/disputes/:id/evidence',
    {
      config: { permission: 'orders.refund' },
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        body: SubmitDisputeEvidenceSchema,
        response: { 200: dataOf(AdminDisputeDetailSchema) },
      },
    },
    async (request) => ({ data: await submitDisputeEvidence(ctx, request.params.id, request.body.fields, requireAdmin(request)) }),
  );
}
