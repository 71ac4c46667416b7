import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { hashSeed, newSeed } from '@pedestal/contract/rules/draw';
import { raffles, raffleSpecs } from '../modules/raffle/schema';
import { sales, saleSpecs } from '../modules/shop/schema';

/** One active raffle (SPEC §9 odds) over the stocked specs of the first figurine already on sale. */
export async function seedRaffle(tx: Tx, now: Date) {
  const specs = await tx
    .select({ id: saleSpecs.id, image: saleSpecs.image, characterId: saleSpecs.characterId })
    .from(saleSpecs)
    .innerJoin(sales, and(eq(sales.characterId, saleSpecs.characterId), eq(sales.status, 'active'), lte(sales.preSaleEndAt, now)))
    .where(and(eq(saleSpecs.status, 'active'), gt(saleSpecs.stock, 0)))
    .orderBy(asc(sales.startedAt), asc(saleSpecs.priceCents));
  const chosen = specs.filter((s) => s.characterId === specs[0]?.characterId).slice(0, 2);
  if (chosen.length === 0) return;
  const seed = newSeed();
  const [raffle] = await tx
    .insert(raffles)
    .values({
      title: 'Lucky Pedestal Raffle',
      description: 'Enter with diamonds for a chance to win this figurine — a guaranteed win by your 80th entry.',
      image: chosen[0]!.image,
      status: 'active',
      seed,
      seedHash: hashSeed(seed),
    })
    .returning({ id: raffles.id });
  await tx.insert(raffleSpecs).values(chosen.map((s) => ({ raffleId: raffle!.id, specId: s.id })));
}
