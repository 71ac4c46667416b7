import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../errors';
import { sha256 } from '../security';
import { idempotencyKeys } from './schema';

export interface IdempotencyClaim {
  userId: string;
  /** The command, so one key cannot answer another command. */
  scope: string;
  key: string | undefined;
  /** What the client asked for: a key reused for a different request is refused. */
  request: unknown;
}

const HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{8,255}$/;
/** A first request that has not finished after this long died with its process; a retry takes over. */
const ABANDONED_MS = 60_000;

/** The request's Idempotency-Key header (printable ASCII, 8-255 characters), if it sent one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw AppError.field('Idempotency-Key', 'idempotency-key-invalid');
  }
  return value;
}

const where = (c: IdempotencyClaim) =>
  and(eq(idempotencyKeys.userId, c.userId), eq(idempotencyKeys.scope, c.scope), eq(idempotencyKeys.key, c.key!));
const hashOf = (request: unknown) => sha256(JSON.stringify(request ?? null));
const reused = () => new AppError('idempotency-key-reused');

/**
 * Inside the command's transaction: the first request with a key runs `work` and stores its result
 * in the same transaction; a repeat returns that result. A parallel twin's insert waits on the
 * first one's uncommitted row (the primary key), so it sees the stored result once that commits.
 */
export async function idempotent<T>(tx: Tx, claim: IdempotencyClaim, now: Date, work: () => Promise<T>): Promise<T> {
  if (!claim.key) return work();
  const requestHash = hashOf(claim.request);
  const [mine] = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, scope: claim.scope, key: claim.key, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!mine) {
    const [first] = await tx.select().from(idempotencyKeys).where(where(claim));
    if (first!.requestHash !== requestHash) throw reused();
    return first!.response as T;
  }
  const result = await work();
  await tx
    .update(idempotencyKeys)
    .set({ response: result as object })
    .where(where(claim));
  return result;
}

/**
 * As `idempotent`, for work whose answer is chosen before it runs (a new row's id): the answer is
 * written with the claim, in the same statement, so the work's own last statement is the last
 * before the commit (nothing after it holds the locks it took). A failed work rolls both back.
 */
export async function idempotentKnown<T>(tx: Tx, claim: IdempotencyClaim, now: Date, answer: T, work: () => Promise<void>): Promise<T> {
  if (!claim.key) {
    await work();
    return answer;
  }
  const requestHash = hashOf(claim.request);
  const [mine] = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, scope: claim.scope, key: claim.key, requestHash, response: answer as object, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!mine) {
    const [first] = await tx.select().from(idempotencyKeys).where(where(claim));
    if (first!.requestHash !== requestHash) throw reused();
    return first!.response as T;
  }
  await work();
  return answer;
}

/**
 * For a command done in one statement outside a transaction (the usual vote cast): `unclaimedSql`
 * is its guard (no request with this key stored yet), `claimSql` the data-modifying CTE body that
 * stores the claim with the answer the statement computes (`response`, a jsonb expression over
 * `from`), so the effect and its key commit together. A parallel twin that passed the guard is
 * refused by the key's primary key (`isClaimTaken`); the whole statement is undone, and the caller
 * takes its transaction, where `idempotent` answers the stored result. Without a key: no guard,
 * nothing stored.
 */
export function unclaimedSql(claim: IdempotencyClaim): SQL {
  if (!claim.key) return sql`true`;
  return sql`not exists (select 1 from idempotency_keys
    where user_id = ${claim.userId} and scope = ${claim.scope} and key = ${claim.key})`;
}

export function claimSql(claim: IdempotencyClaim, now: Date, response: SQL, from: SQL): SQL | null {
  if (!claim.key) return null;
  return sql`insert into idempotency_keys (user_id, scope, key, request_hash, response, created_at)
    select ${claim.userId}, ${claim.scope}, ${claim.key}, ${hashOf(claim.request)}, ${response}, ${now} from ${from}`;
}

export function isClaimTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.code ? e : e?.cause;
  return pg?.code === '23505' && pg.constraint === 'idempotency_keys_user_id_scope_key_pk';
}

/**
 * The stored answer of an earlier request with this key, if it finished (null otherwise): for a
 * command answered without its transaction (a sold-out drop), so a repeat still gets its result.
 */
export async function storedAnswer<T>(db: DbOrTx, claim: IdempotencyClaim): Promise<T | null> {
  if (!claim.key) return null;
  const [first] = await db.select().from(idempotencyKeys).where(where(claim));
  if (!first) return null;
  if (first.requestHash !== hashOf(claim.request)) throw reused();
  return (first.response as T | null) ?? null;
}

/**
 * For a command that calls a provider between its own transactions: the key is claimed first; a
 * twin arriving meanwhile waits for the first one's result (a few seconds at most) instead of
 * starting a second one. A failure releases the key so the client may retry.
 */
export async function idempotentAcross<T>(db: Db, claim: IdempotencyClaim, now: () => Date, work: () => Promise<T>): Promise<T> {
  if (!claim.key) return work();
  const requestHash = hashOf(claim.request);
  for (const deadline = Date.now() + 10_000; ;) {
    const [mine] = await db
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, scope: claim.scope, key: claim.key, requestHash, createdAt: now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (mine) break;
    const [first] = await db.select().from(idempotencyKeys).where(where(claim));
    if (!first) continue;
    if (first.requestHash !== requestHash) throw reused();
    if (first.response !== null) return first.response as T;
    if (first.createdAt.getTime() < now().getTime() - ABANDONED_MS) {
      await db
        .delete(idempotencyKeys)
        .where(and(where(claim), isNull(idempotencyKeys.response), eq(idempotencyKeys.createdAt, first.createdAt)));
      continue;
    }
    if (Date.now() > deadline) throw new AppError('idempotency-key-in-flight');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    const result = await work();
    await db
      .update(idempotencyKeys)
      .set({ response: result as object })
      .where(where(claim));
    return result;
  } catch (err) {
    await db.delete(idempotencyKeys).where(where(claim));
    throw err;
  }
}

/** Keys older than a day are forgotten (clients retry within minutes). */
export async function sweepIdempotencyKeys(db: DbOrTx, now: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - 86_400_000)));
}
