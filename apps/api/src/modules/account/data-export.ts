import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataExport } from '@pedestal/contract';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { QueueDefinition } from '../../platform/jobs/queue';
import { DELETE_OBJECTS_QUEUE } from '../../platform/storage/deletion';
import { PRIVATE_FOLDER } from '../../platform/storage/serve';
import { dataExports, users } from './schema';

export const DATA_EXPORT_QUEUE = 'account.data-export';
/** How long a download link works (issue 29 #3). */
export const DATA_EXPORT_LINK_HOURS = 24;
/** One copy at a time, and at most one an hour: building one reads every table of the account. */
const DATA_EXPORT_EVERY_MS = 3_600_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const iso = (d: Date | null) => d?.toISOString() ?? null;
const toDataExport = (row: typeof dataExports.$inferSelect): DataExport => ({
  id: row.id,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  readyAt: iso(row.readyAt),
  expiresAt: iso(row.expiresAt),
  bytes: row.bytes,
});

/** The shopper's latest copy, if any. */
export async function getLatestDataExport(db: DbOrTx, userId: string): Promise<DataExport | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.requestedAt)).limit(1);
  return row ? toDataExport(row) : null;
}

/**
 * "Download my data": the request is recorded and the job that builds the copy is queued in one
 * transaction (the account row locked, so parallel requests make one copy).
 */
export async function requestDataExport(ctx: AppContext, userId: string): Promise<DataExport> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [last] = await tx
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.requestedAt))
      .limit(1);
    if (last && (last.status === 'pending' || now.getTime() - last.requestedAt.getTime() < DATA_EXPORT_EVERY_MS))
      throw new AppError('data-export-too-soon');
    const [row] = await tx.insert(dataExports).values({ userId, requestedAt: now }).returning();
    await ctx.jobs.enqueue(tx, DATA_EXPORT_QUEUE, { id: row!.id });
    return toDataExport(row!);
  });
}

/** The account's own part: the profile (never the password hash) and its earlier copies. */
async function accountPart(db: DbOrTx, userId: string): Promise<Record<string, unknown[]>> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const { passwordHash, googleSub, ...profile } = user!;
  return {
    users: [{ ...profile, hasPassword: passwordHash !== null, googleLinked: googleSub !== null }],
    data_exports: (await db.select().from(dataExports).where(eq(dataExports.userId, userId))).map(toDataExport),
  };
}

/**
 * Builds the copy: every module's part (ctx.personalData, each reading its own tables) in one
 * read-only snapshot, as JSON in a zip, stored under an unguessable private key; then, in one
 * transaction, the row is ready and `DataExportReady` carries the link (the notification module
 * emails it). A retried run after a crash builds it again under a new key; the old object is dropped.
 */
export async function buildDataExport(ctx: AppContext, exportId: string) {
  const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'pending') return;
  const tables = await ctx.db.transaction(
    async (tx) => {
      const parts = await Promise.all([accountPart(tx, row.userId), ...ctx.personalData.map((source) => source(tx, row.userId))]);
      return Object.assign({}, ...parts) as Record<string, unknown[]>;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const now = ctx.clock.now();
  const json = JSON.stringify({ exportedAt: now.toISOString(), accountId: row.userId, tables }, null, 2);
  const zip = Buffer.from(zipSync({ 'my-data.json': strToU8(json) }, { level: 6 }));
  const key = `${PRIVATE_FOLDER}/exports/${row.userId}/${randomBytes(24).toString('base64url')}.zip`;
  await ctx.storage.put(key, zip);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * 3_600_000);
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(dataExports)
      .set({ status: 'ready', fileKey: key, tokenHash: sha256(token), bytes: zip.length, readyAt: now, expiresAt })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
      .returning();
    if (!done) {
      await ctx.jobs.enqueue(tx, DELETE_OBJECTS_QUEUE, { keys: [key] });
      return;
    }
    await ctx.events.emit(tx, {
      type: 'DataExportReady',
      userId: row.userId,
      exportId,
      url: `/api/user/data-export/${exportId}/download?token=${token}`,
      expiresAt,
    });
  });
}

/** The file of a link that is still good: the export is ready, unexpired, and the token is its own. */
export async function openDataExport(ctx: AppContext, exportId: string, token: string) {
  const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  const given = Buffer.from(sha256(token));
  const good =
    row?.status === 'ready' &&
    row.tokenHash !== null &&
    row.fileKey !== null &&
    row.expiresAt !== null &&
    row.expiresAt > ctx.clock.now() &&
    timingSafeEqual(given, Buffer.from(row.tokenHash));
  if (!good) throw new AppError('data-export-link-invalid');
  const object = await ctx.storage.get(row.fileKey!);
  if (!object || object === 'not-modified') throw new AppError('data-export-link-invalid');
  return { object, fileName: `my-data-${row.readyAt!.toISOString().slice(0, 10)}.zip` };
}

/** Deletes the files of the copies given (queued in the caller's transaction) and forgets them. */
async function dropExports(ctx: AppContext, tx: DbOrTx, rows: { id: string; fileKey: string | null }[]) {
  const keys = rows.flatMap((r) => (r.fileKey ? [r.fileKey] : []));
  if (keys.length) await ctx.jobs.enqueue(tx, DELETE_OBJECTS_QUEUE, { keys });
}

/** Account deletion step: every copy's file goes with the account, at once (a queued deletion in its transaction). */
export async function deleteUserDataExports(ctx: AppContext, tx: DbOrTx, userId: string) {
  const rows = await tx.delete(dataExports).where(eq(dataExports.userId, userId)).returning();
  await dropExports(ctx, tx, rows);
}

/** Deletes expired copies' files (the rows stay, as `expired`), in one transaction with their queued deletion. */
export async function expireDataExports(ctx: AppContext) {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: dataExports.id, fileKey: dataExports.fileKey })
      .from(dataExports)
      .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, ctx.clock.now())))
      .for('update');
    if (rows.length === 0) return;
    await dropExports(ctx, tx, rows);
    await tx
      .update(dataExports)
      .set({ status: 'expired', fileKey: null, tokenHash: null })
      .where(
        inArray(
          dataExports.id,
          rows.map((r) => r.id),
        ),
      );
  });
}

/** Building a copy (queued by the request) and, hourly, deleting the files of expired links. */
export function dataExportJobs(ctx: AppContext): [QueueDefinition<{ id: string }>, QueueDefinition] {
  return [
    { name: DATA_EXPORT_QUEUE, run: ({ id }) => buildDataExport(ctx, id) },
    { name: 'account.data-export-expiry', cron: '23 * * * *', run: () => expireDataExports(ctx) },
  ];
}
