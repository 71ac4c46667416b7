import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { emailOutbox, notificationPreferences } from './schema';

/** The emails (notices) written to the shopper and their switches, for their copy of their data (decision 039). */
export const notificationPersonalData: PersonalDataSource = async (db, userId) => ({
  email_outbox: await db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId)),
  notification_preferences: await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
});
