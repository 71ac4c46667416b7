import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { voteRecords } from './schema';

/** Votes cast, for the shopper's copy of their data (decision 039). */
export const votePersonalData: PersonalDataSource = async (db, userId) => ({
  vote_records: await db.select().from(voteRecords).where(eq(voteRecords.userId, userId)),
});
