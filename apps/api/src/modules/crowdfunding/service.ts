import { randomInt } from 'node:crypto';
import { dollarsToCents, type AdminCrowdfundingInput, type CreateCrowdfundingSpecInput, type CreateSupportInput, type UpdateCrowdfundingSpecInput } from '@pedestal/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { refreshCharacterPhase } from '../character/phase';
import { characters } from '../character/schema';
import { getSettings } from '../content/service';
import { crowdfundings, crowdfundingSpecs, crowdfundingSupports } from './schema';

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** CF20261121-7K3QXM: the business-readable order number (the unique index settles collisions). */
function supportNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = Array.from({ length: 6 }, () => ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]).join('');
  return `CF${day}-${tail}`;
}

/** A pending support of an active campaign; amount and diamonds come from the spec, never the client. */
export async function placeSupport(ctx: AppContext, userId: string, input: CreateSupportInput): Promise<string> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({ campaign: crowdfundings, spec: crowdfundingSpecs })
    .from(crowdfundings)
    .innerJoin(characters, and(eq(characters.id, crowdfundings.characterId), eq(characters.status, 'approved')))
    .leftJoin(crowdfundingSpecs, and(eq(crowdfundingSpecs.id, input.specId), eq(crowdfundingSpecs.characterId, crowdfundings.characterId)))
    .where(eq(crowdfundings.characterId, input.characterId));
  if (!row || row.campaign.status === 'inactive') throw AppError.notFound('Crowdfunding not found');
  if (!row.spec || row.spec.status !== 'active') throw AppError.notFound('Crowdfunding spec not found');
  if (row.campaign.status !== 'active' || (row.campaign.endAt && row.campaign.endAt <= now)) throw AppError.rejected('This campaign is no longer accepting support');
  const { unpaidExpiryMinutes } = await getSettings(ctx.db);
  const [support] = await ctx.db
    .insert(crowdfundingSupports)
    .values({
      no: supportNo(now),
      characterId: input.characterId,
      specId: row.spec.id,
      userId,
      amountCents: row.spec.priceCents,
      diamond: row.spec.diamond,
      expiresAt: new Date(now.getTime() + unpaidExpiryMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: crowdfundingSupports.id });
  return support!.id;
}

/** Pending supports past their expiry are canceled (payments refuses them from then on). */
export async function expireSupports(db: DbOrTx, now: Date): Promise<number> {
  const expired = await db
    .update(crowdfundingSupports)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(crowdfundingSupports.status, 'pending'), lte(crowdfundingSupports.expiresAt, now)))
    .returning({ id: crowdfundingSupports.id });
  return expired.length;
}

// Administration (routes in admin-routes.ts); the caller's transaction also writes the audit log.

export async function updateCampaign(ctx: AppContext, tx: DbOrTx, characterId: string, input: AdminCrowdfundingInput) {
  const now = ctx.clock.now();
  const endAt = new Date(input.endAt);
  if (endAt <= now) throw AppError.validation('endAt must be in the future', [{ path: 'endAt', message: 'endAt must be in the future' }]);
  const [before] = await tx.select().from(crowdfundings).where(eq(crowdfundings.characterId, characterId)).for('update');
  if (!before) throw AppError.notFound('Crowdfunding not found');
  await tx
    .update(crowdfundings)
    .set({ targetCents: dollarsToCents(input.countTarget), images: input.images, endAt, updatedAt: now })
    .where(eq(crowdfundings.characterId, characterId));
  await refreshCharacterPhase(tx, characterId, now);
  return { countTarget: before.targetCents / 100, images: before.images, endAt: before.endAt?.toISOString() ?? null };
}

export async function listSpecs(db: DbOrTx, characterId: string) {
  return db.select().from(crowdfundingSpecs).where(eq(crowdfundingSpecs.characterId, characterId)).orderBy(asc(crowdfundingSpecs.priceCents), asc(crowdfundingSpecs.id));
}

export async function createSpec(tx: DbOrTx, input: CreateCrowdfundingSpecInput) {
  const [character] = await tx.select({ id: characters.id }).from(characters).where(eq(characters.id, input.characterId));
  if (!character) throw AppError.notFound('Character not found');
  const [spec] = await tx
    .insert(crowdfundingSpecs)
    .values({ characterId: input.characterId, priceCents: dollarsToCents(input.price), diamond: input.diamond })
    .returning();
  return spec!;
}

export async function updateSpec(tx: DbOrTx, specId: string, input: UpdateCrowdfundingSpecInput) {
  const [spec] = await tx
    .update(crowdfundingSpecs)
    .set({ priceCents: dollarsToCents(input.price), diamond: input.diamond })
    .where(eq(crowdfundingSpecs.id, specId))
    .returning();
  if (!spec) throw AppError.notFound('Crowdfunding spec not found');
  return spec;
}

/** Deactivates rather than deletes: supports already placed keep pointing at their spec. */
export async function deleteSpec(tx: DbOrTx, specId: string) {
  const [spec] = await tx.update(crowdfundingSpecs).set({ status: 'inactive' }).where(eq(crowdfundingSpecs.id, specId)).returning();
  if (!spec) throw AppError.notFound('Crowdfunding spec not found');
  return spec;
}
