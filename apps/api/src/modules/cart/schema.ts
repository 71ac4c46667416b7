import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { users } from '../account/schema';
import { saleSpecs } from '../shop/schema';

/** A user's cart: one row per spec, adding again raises the quantity. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specId: text('spec_id')
      .notNull()
      .references(() => saleSpecs.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_spec_key').on(t.userId, t.specId),
    index('cart_items_user_created_idx').on(t.userId, t.createdAt),
    check('cart_items_quantity_pos', sql`${t.quantity} > 0`),
  ],
);
