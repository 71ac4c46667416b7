import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { cartItems } from './schema';

/** The cart, for the shopper's copy of their data (decision 039). */
export const cartPersonalData: PersonalDataSource = async (db, userId) => ({
  cart_items: await db.select().from(cartItems).where(eq(cartItems.userId, userId)),
});
