import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { messages } from './schema';

/** The inbox, for the shopper's copy of their data (decision 039). */
export const messagePersonalData: PersonalDataSource = async (db, userId) => ({
  messages: await db.select().from(messages).where(eq(messages.userId, userId)),
});
