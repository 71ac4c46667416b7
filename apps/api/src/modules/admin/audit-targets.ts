import { centsToDollars, formatPrice } from '@pedestal/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../account/schema';
import { admins } from '../auth/schema';
import { characters } from '../character/schema';
import { crowdfundingSpecs } from '../crowdfunding/schema';
import { raffles } from '../raffle/schema';
import { figurineOrders, saleSpecs } from '../shop/schema';

type Ids = string[];
type Names = Promise<[string, string][]>;

/**
 * How each kind of audit target is named in the console (issue 41: names, never bare ids): a
 * character by its name, a tier or spec with its character, an order by its number, a person by
 * their username. Kinds left out (settings, comments…) are shown by id.
 */
const NAMERS: Record<string, (db: DbOrTx, ids: Ids) => Names> = {
  character: (db, ids) => characterNames(db, ids),
  vote: (db, ids) => characterNames(db, ids),
  crowdfunding: (db, ids) => characterNames(db, ids),
  crowdfunding_spec: async (db, ids) => {
    const rows = await db
      .select({
        id: crowdfundingSpecs.id,
        name: crowdfundingSpecs.name,
        priceCents: crowdfundingSpecs.priceCents,
        characterId: crowdfundingSpecs.characterId,
      })
      .from(crowdfundingSpecs)
      .where(inArray(crowdfundingSpecs.id, ids));
    const names = new Map(await characterNames(db, [...new Set(rows.map((r) => r.characterId))]));
    return rows.map((r) => [r.id, `${names.get(r.characterId) ?? ''} — ${r.name || `${formatPrice(centsToDollars(r.priceCents))} tier`}`]);
  },
  sale_spec: async (db, ids) => {
    const rows = await db
      .select({ id: saleSpecs.id, title: saleSpecs.title, characterId: saleSpecs.characterId })
      .from(saleSpecs)
      .where(inArray(saleSpecs.id, ids));
    const names = new Map(await characterNames(db, [...new Set(rows.map((r) => r.characterId))]));
    return rows.map((r) => [r.id, `${names.get(r.characterId) ?? ''} — ${r.title}`]);
  },
  figurine_order: async (db, ids) =>
    (await db.select({ id: figurineOrders.id, no: figurineOrders.no }).from(figurineOrders).where(inArray(figurineOrders.id, ids))).map(
      (r) => [r.id, r.no],
    ),
  raffle: async (db, ids) =>
    (await db.select({ id: raffles.id, title: raffles.title }).from(raffles).where(inArray(raffles.id, ids))).map((r) => [r.id, r.title]),
  user: async (db, ids) =>
    (await db.select({ id: users.id, username: users.username, nickname: users.nickname }).from(users).where(inArray(users.id, ids))).map(
      (r) => [r.id, r.username ?? r.nickname],
    ),
  admin: async (db, ids) =>
    (await db.select({ id: admins.id, username: admins.username }).from(admins).where(inArray(admins.id, ids))).map((r) => [
      r.id,
      r.username,
    ]),
};

async function characterNames(db: DbOrTx, ids: Ids): Names {
  if (ids.length === 0) return [];
  return (await db.select({ id: characters.id, name: characters.name }).from(characters).where(inArray(characters.id, ids))).map((r) => [
    r.id,
    r.name,
  ]);
}

/** Each row's target name (null when its kind is not named, or the record is gone), one query per kind on the page. */
export async function namesOfTargets(db: DbOrTx, rows: readonly { targetType: string; targetId: string }[]) {
  const byType = new Map<string, Set<string>>();
  for (const r of rows) if (NAMERS[r.targetType]) byType.set(r.targetType, (byType.get(r.targetType) ?? new Set()).add(r.targetId));
  const named = await Promise.all(
    [...byType].map(async ([type, ids]) => (await NAMERS[type]!(db, [...ids])).map(([id, name]) => [`${type}:${id}`, name] as const)),
  );
  const names = new Map(named.flat());
  return rows.map((r) => names.get(`${r.targetType}:${r.targetId}`) ?? null);
}
