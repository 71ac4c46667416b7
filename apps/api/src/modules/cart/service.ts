import { centsToDollars, type CartItem, type CartPutInput } from '@pedestal/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { characters } from '../character/schema';
import { sales, saleSpecs } from '../shop/schema';
import { placeOrder } from '../shop/service';
import { cartItems } from './schema';

/** The user's cart, newest first, with each spec's current price and stock. */
export async function listCart(db: DbOrTx, userId: string): Promise<CartItem[]> {
  const rows = await db
    .select({ item: cartItems, spec: saleSpecs, images: sales.images, name: characters.name })
    .from(cartItems)
    .innerJoin(saleSpecs, eq(saleSpecs.id, cartItems.specId))
    .innerJoin(sales, eq(sales.characterId, saleSpecs.characterId))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  return rows.map(({ item, spec, images, name }) => ({
    id: item.id,
    targetCount: item.quantity,
    spec: {
      id: spec.id,
      price: centsToDollars(spec.priceCents),
      preSalePrice: spec.preSalePriceCents === null ? null : centsToDollars(spec.preSalePriceCents),
      stock: spec.stock,
      image: spec.image,
      title: spec.title,
      sale: { images, character: { id: spec.characterId, name } },
    },
  }));
}

/** Adds to (or, with mode 'set', replaces) the quantity of a spec in the cart; the result may not exceed the stock. */
export async function putCartItem(ctx: AppContext, userId: string, input: CartPutInput) {
  await ctx.db.transaction(async (tx) => {
    const [spec] = await tx
      .select({ stock: saleSpecs.stock })
      .from(saleSpecs)
      .innerJoin(sales, and(eq(sales.characterId, saleSpecs.characterId), eq(sales.status, 'active')))
      .where(and(eq(saleSpecs.id, input.targetId), eq(saleSpecs.status, 'active')));
    if (!spec) throw AppError.notFound('Figurine spec not found');
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
    if (row!.quantity > spec.stock) throw AppError.rejected(spec.stock === 0 ? 'Out of stock' : `Only ${spec.stock} left in stock`);
  });
}

export async function removeCartItem(db: DbOrTx, userId: string, id: string) {
  const removed = await db.delete(cartItems).where(and(eq(cartItems.id, id), eq(cartItems.userId, userId))).returning({ id: cartItems.id });
  if (removed.length === 0) throw AppError.notFound('Cart item not found');
}

/** One order from the chosen cart items, which leave the cart in the same transaction. */
export async function checkoutCart(ctx: AppContext, userId: string, ids: string[]): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const items = await tx.select().from(cartItems).where(and(inArray(cartItems.id, unique), eq(cartItems.userId, userId)));
    if (items.length !== unique.length) throw AppError.notFound('Cart item not found');
    const orderId = await placeOrder(ctx, tx, userId, items.map((i) => ({ characterSaleSpecId: i.specId, quantity: i.quantity })));
    await tx.delete(cartItems).where(inArray(cartItems.id, unique));
    return orderId;
  });
}
