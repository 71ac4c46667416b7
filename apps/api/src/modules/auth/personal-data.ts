import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { sessions } from './schema';

/** The sign-ins (never their tokens' hashes), for the shopper's copy of their data (decision 039). */
export const authPersonalData: PersonalDataSource = async (db, userId) => ({
  sessions: await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.userId, userId)),
});
