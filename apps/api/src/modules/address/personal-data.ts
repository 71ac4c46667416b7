import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { userAddresses } from './schema';

/** The address book, for the shopper's copy of their data (decision 039). */
export const addressPersonalData: PersonalDataSource = async (db, userId) => ({
  user_addresses: await db.select().from(userAddresses).where(eq(userAddresses.userId, userId)),
});
