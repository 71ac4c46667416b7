import type { RaffleEntryRecord } from '@pedestal/contract';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CharacterHoldSource } from '../../domain/extension-points';
import { characters } from '../character/schema';
import { sales, saleSpecs } from '../shop/schema';
import { raffleEntries, raffles, raffleSpecs } from './schema';

// Raffles read the specs they offer and the characters those belong to, to show and record them.

export const toRaffle = (r: typeof raffles.$inferSelect) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  image: r.image,
  costDiamond: r.costDiamond,
  winRate: r.winRateBp / 10_000,
  guaranteeCount: r.guaranteeCount,
  status: r.status,
  seedHash: r.seedHash,
});

/** The active raffle of each given spec, for the figurine detail (specs without one are absent). */
export async function activeRafflesOfSpecs(db: DbOrTx, specIds: string[]): Promise<Map<string, { id: string; costDiamond: number }>> {
  if (specIds.length === 0) return new Map();
  const rows = await db
    .select({ specId: raffleSpecs.specId, id: raffles.id, costDiamond: raffles.costDiamond })
    .from(raffleSpecs)
    .innerJoin(raffles, and(eq(raffles.id, raffleSpecs.raffleId), eq(raffles.status, 'active')))
    .where(inArray(raffleSpecs.specId, specIds));
  return new Map(rows.map((r) => [r.specId, { id: r.id, costDiamond: r.costDiamond }]));
}

/** The active raffle of an active spec, with the spec and its character's name. */
export async function activeRaffleOfSpec(db: DbOrTx, specId: string) {
  const [row] = await db
    .select({ raffle: raffles, spec: saleSpecs, characterName: characters.name })
    .from(raffleSpecs)
    .innerJoin(raffles, and(eq(raffles.id, raffleSpecs.raffleId), eq(raffles.status, 'active')))
    .innerJoin(saleSpecs, and(eq(saleSpecs.id, raffleSpecs.specId), eq(saleSpecs.status, 'active')))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId))
    .where(eq(raffleSpecs.specId, specId));
  return row ?? null;
}

const entrySelect = {
  entry: raffleEntries,
  specTitle: saleSpecs.title,
  specImage: saleSpecs.image,
  characterId: characters.id,
  characterName: characters.name,
};

export type EntryRow = {
  entry: typeof raffleEntries.$inferSelect;
  specTitle: string;
  specImage: string | null;
  characterId: string;
  characterName: string;
};

export function toRecord(r: EntryRow): RaffleEntryRecord {
  const e = r.entry;
  return {
    id: e.id,
    isWin: e.isWin,
    isDistribute: e.isDistribute,
    targetType: 'figurine_spec_id',
    targetId: e.specId,
    userAddressId: e.userAddressId,
    roll: e.roll,
    drawNumber: e.drawNumber,
    createdAt: e.createdAt.toISOString(),
    spec: { id: e.specId, title: r.specTitle, image: r.specImage },
    character: { id: r.characterId, name: r.characterName },
  };
}

/** Entries with the spec and character they were drawn for. */
export const entryQuery = (db: DbOrTx) =>
  db
    .select(entrySelect)
    .from(raffleEntries)
    .innerJoin(saleSpecs, eq(saleSpecs.id, raffleEntries.specId))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId));

export async function listMyEntries(db: DbOrTx, userId: string, page: { page: number; pageSize: number }) {
  const rows = await entryQuery(db)
    .where(eq(raffleEntries.userId, userId))
    .orderBy(desc(raffleEntries.createdAt), desc(raffleEntries.drawNumber))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map(toRecord);
}

const specRef = {
  id: saleSpecs.id,
  title: saleSpecs.title,
  image: saleSpecs.image,
  stock: saleSpecs.stock,
  characterId: characters.id,
  characterName: characters.name,
};

/** Raffles as the admin sees them: odds, seed (once revealed) and the specs they offer. */
export async function withSpecs(db: DbOrTx, list: (typeof raffles.$inferSelect)[]) {
  if (list.length === 0) return [];
  const specs = await db
    .select({ ...specRef, raffleId: raffleSpecs.raffleId })
    .from(raffleSpecs)
    .innerJoin(saleSpecs, eq(saleSpecs.id, raffleSpecs.specId))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId))
    .where(
      inArray(
        raffleSpecs.raffleId,
        list.map((r) => r.id),
      ),
    )
    .orderBy(asc(saleSpecs.id));
  return list.map((r) => ({
    ...toRaffle(r),
    seed: r.seedRevealed ? r.seed : null,
    specs: specs.filter((s) => s.raffleId === r.id).map(({ raffleId: _, ...s }) => s),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Active sale specs that no raffle holds yet. */
export function availableSpecs(db: DbOrTx) {
  return db
    .select(specRef)
    .from(saleSpecs)
    .innerJoin(sales, and(eq(sales.characterId, saleSpecs.characterId), eq(sales.status, 'active')))
    .innerJoin(characters, eq(characters.id, saleSpecs.characterId))
    .leftJoin(raffleSpecs, eq(raffleSpecs.specId, saleSpecs.id))
    .where(and(eq(saleSpecs.status, 'active'), isNull(raffleSpecs.specId)))
    .orderBy(asc(characters.name), asc(saleSpecs.id));
}

/** Whether a sale spec exists (raffles hold specs by id). */
export async function saleSpecExists(db: DbOrTx, specId: string) {
  const [spec] = await db.select({ id: saleSpecs.id }).from(saleSpecs).where(eq(saleSpecs.id, specId));
  return !!spec;
}

/** An entry in a raffle of one of the character's specs holds it (decision 063): diamonds were spent on it. */
export const raffleCharacterHold: CharacterHoldSource = async (db, characterId) => {
  const [row] = await db
    .select({ id: raffleEntries.id })
    .from(raffleEntries)
    .innerJoin(saleSpecs, eq(saleSpecs.id, raffleEntries.specId))
    .where(eq(saleSpecs.characterId, characterId))
    .limit(1);
  return row ? 'character-held-by-entries' : null;
};
