import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { characterCollects, characters, characterViews } from './schema';

/** Submitted characters, the collection and counted views, for the shopper's copy of their data (decision 039). */
export const characterPersonalData: PersonalDataSource = async (db, userId) => ({
  characters: await db.select().from(characters).where(eq(characters.userId, userId)),
  character_collects: await db.select().from(characterCollects).where(eq(characterCollects.userId, userId)),
  character_views: await db
    .select()
    .from(characterViews)
    .where(eq(characterViews.viewerKey, `u:${userId}`)),
});
