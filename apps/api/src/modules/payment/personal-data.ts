import { eq, inArray } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { disputes, paymentCustomers, payments, refunds } from './schema';

/** Payment summaries (no card data is ever stored here), refunds and disputes, for the shopper's copy of their data (decision 039). */
export const paymentPersonalData: PersonalDataSource = async (db, userId) => {
  const mine = await db.select().from(payments).where(eq(payments.userId, userId));
  const ids = mine.map((p) => p.id);
  return {
    payments: mine,
    refunds: ids.length ? await db.select().from(refunds).where(inArray(refunds.paymentId, ids)) : [],
    disputes: ids.length ? await db.select().from(disputes).where(inArray(disputes.paymentId, ids)) : [],
    payment_customers: await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId)),
  };
};
