// The drop gate (decisions 041, 054): an order's database work admitted, refused from memory or answered again.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { storedAnswer, type IdempotencyClaim } from '../../platform/idempotency/keys';
import { GateBusy, KnownSoldOut, withoutStack, type AdmitLimits } from '../../platform/stock-gate';
import { figurineOrderItems, figurineOrders, saleSpecs } from './schema';

/** A spec's stock and title, read outside any transaction (the drop gate learns a sell-out from it). */
async function specStock(db: DbOrTx, specId: string) {
  const [row] = await db.select({ stock: saleSpecs.stock, title: saleSpecs.title }).from(saleSpecs).where(eq(saleSpecs.id, specId));
  return row ?? null;
}

/** The accounts with any order line of a spec, whatever the order became (one indexed read). */
async function specHolders(db: DbOrTx, specId: string) {
  const rows = await db
    .selectDistinct({ userId: figurineOrders.userId })
    .from(figurineOrderItems)
    .innerJoin(figurineOrders, eq(figurineOrders.id, figurineOrderItems.orderId))
    .where(eq(figurineOrderItems.specId, specId));
  return rows.map((r) => r.userId);
}

/**
 * Whether a request of a sold-out drop may repeat a finished one: only an account holding an order
 * line of one of its specs can (a finished Buy Now or checkout placed one). The holders of each
 * known sold-out spec are read once per sell-out (`StockGate.holdersOf`); a spec not known sold out,
 * or whose holders could not be read, answers yes (the key is looked up, as before).
 */
async function mayRepeat(ctx: AppContext, specIds: readonly string[], userId: string) {
  for (const id of specIds) {
    const holders = await ctx.stockGate.holdersOf(id, () => specHolders(ctx.db, id));
    if (holders === null || holders.has(userId)) return true;
  }
  return false;
}

/**
 * Runs an order's database work through the drop gate (platform/stock-gate.ts, decisions 041, 054):
 * a spec known sold out is answered from memory (`soldOut`), without a transaction; a repeat of a
 * finished request with its Idempotency-Key still gets its stored answer, looked up only for the
 * accounts that hold an order line of the spec (a loser's key costs no statement). A spec with too
 * many orders in flight on this instance answers 429 `drop-busy` with Retry-After. An order refused
 * for want of stock teaches the gate which of its specs are now at 0. The drop's refusals are built
 * without a stack trace and counted by the access log, not a line each (expected, by the thousand).
 */
export async function throughDropGate<T>(
  ctx: AppContext,
  specIds: readonly string[],
  claim: IdempotencyClaim,
  soldOut: (title: string) => AppError,
  work: () => Promise<T>,
  limits?: AdmitLimits,
): Promise<T> {
  try {
    return await ctx.stockGate.admit(specIds, work, limits);
  } catch (err) {
    if (err instanceof KnownSoldOut) {
      if (claim.key && (await mayRepeat(ctx, specIds, claim.userId))) {
        const stored = await storedAnswer<T>(ctx.db, claim);
        if (stored !== null) return stored;
      }
      throw withoutStack(() => soldOut(err.title).asRoutine());
    }
    if (err instanceof GateBusy) throw withoutStack(() => new AppError('drop-busy').retryAfter(err.retryAfterSeconds).asRoutine());
    if (err instanceof AppError && (err.reason === 'out-of-stock' || err.reason === 'cart-out-of-stock'))
      for (const id of specIds) await ctx.stockGate.learn(id, () => specStock(ctx.db, id));
    throw err;
  }
}
