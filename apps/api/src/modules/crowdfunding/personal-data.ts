import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { crowdfundingSupports } from './schema';

/** Campaign supports, for the shopper's copy of their data (decision 039). */
export const crowdfundingPersonalData: PersonalDataSource = async (db, userId) => ({
  crowdfunding_supports: await db.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.userId, userId)),
});
