import type { ReviewStatus } from '@pedestal/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { characterCollects, characters } from './schema';

/** Genres are stored comma-joined and trimmed; the generated `genres` array lets a filter match whole genres. */
export const normaliseGenre = (genre: string) =>
  [
    ...new Set(
      genre
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean),
    ),
  ].join(',');

export interface CharacterRef {
  id: string;
  name: string;
  /** The submitter. */
  userId: string;
  status: ReviewStatus;
  illustration: string | null;
  description: string | null;
}

/** What other domains need to name a character and its submitter. */
export async function getCharacterRef(db: DbOrTx, id: string): Promise<CharacterRef | null> {
  const [row] = await db
    .select({
      id: characters.id,
      name: characters.name,
      userId: characters.userId,
      status: characters.status,
      illustration: characters.illustration,
      description: characters.description,
    })
    .from(characters)
    .where(eq(characters.id, id));
  return row ?? null;
}

/** Whether the viewer may see the character: approved, or their own submission. */
export async function isCharacterVisible(db: DbOrTx, id: string, viewerUserId: string | null): Promise<boolean> {
  const ref = await getCharacterRef(db, id);
  return !!ref && (ref.status === 'approved' || ref.userId === viewerUserId);
}

/** Everyone who has the character in their collection (they hear when its pre-sale opens). */
export async function listCollectorIds(db: DbOrTx, characterId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: characterCollects.userId })
    .from(characterCollects)
    .where(eq(characterCollects.characterId, characterId))
    .orderBy(characterCollects.userId);
  return rows.map((r) => r.userId);
}
