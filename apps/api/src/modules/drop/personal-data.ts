import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { lotteryApplications } from './schema';

/** The shopper's lottery applications, for their copy of their data (decision 039). */
export const dropPersonalData: PersonalDataSource = async (db, userId) => ({
  lottery_applications: await db.select().from(lotteryApplications).where(eq(lotteryApplications.userId, userId)),
});
