import { centsToDollars, type FigurineShow } from '@pedestal/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { characterCollects, characters } from '../character/schema';
import { crowdfundings } from '../crowdfunding/schema';
import { activeRafflesOfSpecs } from '../raffle';
import { toSpec } from '../shop';
import { sales, saleSpecs } from '../shop/schema';

const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The figurine detail of an active sale with each spec's raffle, or null (an inactive sale is not
 * shown); `viewerId` is the signed-in shopper, whose collect it tells.
 */
export async function getFigurineShow(db: DbOrTx, characterId: string, viewerId: string | null): Promise<FigurineShow | null> {
  const [row] = await db
    .select({ character: characters, sale: sales, cfImages: crowdfundings.images })
    .from(sales)
    .innerJoin(characters, and(eq(characters.id, sales.characterId), eq(characters.status, 'approved')))
    .leftJoin(crowdfundings, eq(crowdfundings.characterId, sales.characterId))
    .where(and(eq(sales.characterId, characterId), eq(sales.status, 'active')));
  if (!row) return null;
  const specs = await db
    .select()
    .from(saleSpecs)
    .where(and(eq(saleSpecs.characterId, characterId), eq(saleSpecs.status, 'active')))
    .orderBy(asc(saleSpecs.priceCents), asc(saleSpecs.id));
  const [raffles, collected] = await Promise.all([
    activeRafflesOfSpecs(
      db,
      specs.map((sp) => sp.id),
    ),
    viewerId
      ? db
          .select({ id: characterCollects.id })
          .from(characterCollects)
          .where(and(eq(characterCollects.characterId, characterId), eq(characterCollects.userId, viewerId)))
      : Promise.resolve([]),
  ]);
  const { character: c, sale: s } = row;
  return {
    character: {
      id: c.id,
      name: c.name,
      illustration: c.illustration,
      description: c.description,
      genre: c.genre,
      creatorName: c.creatorName,
      countCollect: c.countCollect,
      isCollectedForCurrentUser: collected.length > 0,
    },
    sale: {
      status: s.status,
      salePrice: centsToDollars(s.salePriceCents),
      preSalePrice: s.preSalePriceCents === null ? null : centsToDollars(s.preSalePriceCents),
      preSaleCount: s.preSaleCount,
      preSaleEndAt: isoOrNull(s.preSaleEndAt),
      saleCount: s.saleCount,
      content: s.content,
      images: s.images,
    },
    specs: specs.map((sp) => ({ ...toSpec(sp), raffle: raffles.get(sp.id) ?? null })),
    crowdfundingImages: row.cfImages ?? [],
    voteIllustration: c.illustration,
  };
}
