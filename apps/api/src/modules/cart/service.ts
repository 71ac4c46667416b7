import type { CartItem, CartPutInput } from '@pedestal/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotent, type IdempotencyClaim } from '../../platform/idempotency/keys';
import { describeSpecs, enforcePurchaseLimits, orderableStock, placeOrder, throughDropGate } from '../shop';
import { cartItems } from './schema';

/** The user's cart, newest first, with each spec's current price, pre-sale end and stock. */
export async function listCart(db: DbOrTx, userId: string): Promise<CartItem[]> {
  const items = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  const specs = await describeSpecs(db, [...new Set(items.map((i) => i.specId))]);
  return items.flatMap((item) => {
    const spec = specs.get(item.specId);
    return spec ? [{ id: item.id, targetCount: item.quantity, spec }] : [];
  });
}

/** Adds to (or, with mode 'set', replaces) the quantity of a spec in the cart; the result may not exceed the stock. */
export async function putCartItem(ctx: AppContext, userId: string, input: CartPutInput) {
  const claim = { userId, scope: 'cart.put', key: undefined, request: input };
  const soldOut = () => new AppError('cart-out-of-stock');
  await throughDropGate(ctx, [input.targetId], claim, soldOut, () => putCartItemNow(ctx, userId, input));
}

async function putCartItemNow(ctx: AppContext, userId: string, input: CartPutInput) {
  await ctx.db.transaction(async (tx) => {
    const spec = await orderableStock(tx, input.targetId);
    if (spec === null) throw new AppError('sale-spec-not-found');
    const { stock, limitPerAccount: limit } = spec;
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(cartItems)
      .values({ userId, specId: input.targetId, quantity: input.targetCount, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.specId],
        set: { quantity: input.mode === 'set' ? input.targetCount : sql`${cartItems.quantity} + ${input.targetCount}`, updatedAt: now },
      })
      .returning({ quantity: cartItems.quantity });
    // Thrown inside the transaction, so the cart keeps its previous quantity.
    if (row!.quantity > stock) throw stock === 0 ? new AppError('cart-out-of-stock') : new AppError('cart-stock-short', { count: stock });
    // A limited spec: what the shopper already holds plus the cart line stays within the limit.
    await enforcePurchaseLimits(tx, userId, [{ specId: input.targetId, limit, quantity: row!.quantity }]);
  });
}

export async function removeCartItem(ctx: AppContext, userId: string, id: string) {
  const removed = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new AppError('cart-item-not-found');
}

/**
 * One order from the chosen cart items, which leave the cart in the same transaction. The items are
 * locked as they are read, so a double tap cannot order them twice: the second checkout waits, then
 * finds them gone (or, with the same Idempotency-Key, answers the first order).
 */
export async function checkoutCart(
  ctx: AppContext,
  userId: string,
  ids: string[],
  idempotencyKey?: string,
  specIdsShown?: string[],
): Promise<string> {
  const unique = [...new Set(ids)];
  const claim = { userId, scope: 'cart.checkout', key: idempotencyKey, request: [...unique].sort() };
  // The specs of the chosen items, for the drop gate: as the cart showed them (checked in the
  // transaction, so a wrong list only refuses its sender), else one indexed read.
  const shown = specIdsShown && specIdsShown.length > 0 ? [...new Set(specIdsShown)] : null;
  const specs =
    shown ??
    (
      await ctx.db
        .select({ specId: cartItems.specId })
        .from(cartItems)
        .where(and(inArray(cartItems.id, unique), eq(cartItems.userId, userId)))
    ).map((s) => s.specId);
  const soldOut = (title: string) => new AppError('out-of-stock', { title });
  return throughDropGate(ctx, specs, claim, soldOut, () => checkoutNow(ctx, userId, unique, claim, shown));
}

async function checkoutNow(
  ctx: AppContext,
  userId: string,
  unique: string[],
  claim: IdempotencyClaim,
  shown: string[] | null,
): Promise<string> {
  return ctx.db.transaction((tx) =>
    idempotent(tx, claim, ctx.clock.now(), async () => {
      const items = await tx
        .select()
        .from(cartItems)
        .where(and(inArray(cartItems.id, unique), eq(cartItems.userId, userId)))
        .orderBy(cartItems.id)
        .for('update');
      if (items.length !== unique.length) throw new AppError('cart-item-not-found');
      // The gate let this order in for the specs the cart showed: they must be the items' specs.
      if (shown && items.some((i) => !shown.includes(i.specId))) throw new AppError('cart-changed');
      const lines = items.map((i) => ({ characterSaleSpecId: i.specId, quantity: i.quantity }));
      const orderId = await placeOrder(ctx, tx, userId, lines);
      await tx.delete(cartItems).where(inArray(cartItems.id, unique));
      return orderId;
    }),
  );
}
