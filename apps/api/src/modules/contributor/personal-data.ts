import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { contributorSnapshots } from './schema';

/** The shopper's places on contributor boards, for their copy of their data (decision 039). */
export const contributorPersonalData: PersonalDataSource = async (db, userId) => ({
  contributor_snapshots: await db.select().from(contributorSnapshots).where(eq(contributorSnapshots.userId, userId)),
});
