import { eq, inArray } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { figurineOrderItems, figurineOrders } from './schema';

/** Figurine orders and their lines, for the shopper's copy of their data (decision 039). */
export const shopPersonalData: PersonalDataSource = async (db, userId) => {
  const orders = await db.select().from(figurineOrders).where(eq(figurineOrders.userId, userId));
  const ids = orders.map((o) => o.id);
  return {
    figurine_orders: orders,
    figurine_order_items: ids.length ? await db.select().from(figurineOrderItems).where(inArray(figurineOrderItems.orderId, ids)) : [],
  };
};
