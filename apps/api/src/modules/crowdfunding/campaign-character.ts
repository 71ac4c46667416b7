import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CharacterRef } from '../../domain/events';
import { getCharacterRef } from '../character';
import { crowdfundings } from './schema';

/** The character as the campaign's notices show it: its name and the campaign's first image. */
export async function campaignCharacter(tx: DbOrTx, characterId: string): Promise<CharacterRef> {
  const character = await getCharacterRef(tx, characterId);
  const [campaign] = await tx
    .select({ images: crowdfundings.images })
    .from(crowdfundings)
    .where(eq(crowdfundings.characterId, characterId));
  return {
    id: characterId,
    name: character?.name ?? 'The campaign',
    image: campaign?.images[0] ?? character?.illustration ?? null,
    submitterId: character?.userId ?? '',
  };
}
