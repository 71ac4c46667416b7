import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { characterLikes, characterShares, commentReports, comments } from './schema';

/** Comments, likes, shares and reports, for the shopper's copy of their data (decision 039). */
export const communityPersonalData: PersonalDataSource = async (db, userId) => ({
  comments: await db.select().from(comments).where(eq(comments.userId, userId)),
  comment_reports: await db.select().from(commentReports).where(eq(commentReports.userId, userId)),
  character_likes: await db.select().from(characterLikes).where(eq(characterLikes.userId, userId)),
  character_shares: await db.select().from(characterShares).where(eq(characterShares.userId, userId)),
});
