import { randomInt } from 'node:crypto';
import {
  type CampaignAmendment,
  type CampaignAmendmentChange,
  type ChargeMode,
  dollarsToCents,
  type AdminCrowdfundingInput,
  type AmendCampaignInput,
  centsToDollars,
  type CreateCrowdfundingSpecInput,
  type CreateSupportInput,
  type UpdateCrowdfundingSpecInput,
} from '@pedestal/contract';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { centsOf, changes } from '../../db/changes';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotent } from '../../platform/idempotency/keys';
import { getCharacterRef } from '../character';
import { priceReward, refusalOf, supportAddress } from './charges';
import { campaignAmendments, crowdfundings, crowdfundingSpecs, crowdfundingSupports } from './schema';

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** CF20261121-7K3QXM: the business-readable order number (the unique index settles collisions). */
function supportNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = Array.from({ length: 6 }, () => ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]).join('');
  return `CF${day}-${tail}`;
}

/**
 * A pending support of an active campaign; amount and diamonds come from the spec, never the
 * client; a reward that ships is priced for the supporter's address (decision 049: shipping + tax,
 * an unserved country or no address refused). (Campaigns open only for approved characters, so the campaign row is enough to check.)
 */
export async function placeSupport(
  ctx: AppContext,
  userId: string,
  input: CreateSupportInput,
  idempotencyKey?: string,
  /** A payment at once, or a pledge (decision 040): it must be the campaign's way. */
  mode: ChargeMode = 'now',
): Promise<string> {
  const now = ctx.clock.now();
  const scope = mode === 'now' ? 'crowdfunding.support' : 'crowdfunding.pledge';
  return ctx.db.transaction((tx) =>
    idempotent(tx, { userId, scope, key: idempotencyKey, request: input }, now, async () => {
      const [row] = await tx
        .select({ campaign: crowdfundings, spec: crowdfundingSpecs })
        .from(crowdfundings)
        .leftJoin(
          crowdfundingSpecs,
          and(eq(crowdfundingSpecs.id, input.specId), eq(crowdfundingSpecs.characterId, crowdfundings.characterId)),
        )
        .where(eq(crowdfundings.characterId, input.characterId));
      if (!row || row.campaign.status === 'inactive') throw new AppError('crowdfunding-not-found');
      if (!row.spec || row.spec.status !== 'active') throw new AppError('crowdfunding-spec-not-found');
      if (row.campaign.status !== 'active' || (row.campaign.endAt && row.campaign.endAt <= now)) {
        throw new AppError('campaign-closed');
      }
      if (row.campaign.chargeMode !== mode) throw new AppError(mode === 'now' ? 'pledge-required' : 'campaign-charges-now');
      const settings = await ctx.settings.read(tx);
      const { unpaidExpiryMinutes } = settings;
      // The reward's shipping and tax for the supporter's address (decision 049); refused before any row is written.
      const price = priceReward(settings, row.spec, row.spec.ships ? await supportAddress(tx, userId, input.userAddressId) : null);
      const refusal = refusalOf(price);
      if (refusal) throw refusal;
      const served = price.kind === 'served' ? price : null;
      const [support] = await tx
        .insert(crowdfundingSupports)
        .values({
          no: supportNo(now),
          characterId: input.characterId,
          specId: row.spec.id,
          userId,
          amountCents: row.spec.priceCents,
          shippingCents: served?.shippingCents ?? 0,
          taxCents: served?.taxCents ?? 0,
          charges: served?.charges ?? null,
          address: served?.address ?? null,
          diamond: row.spec.diamond,
          expiresAt: new Date(now.getTime() + unpaidExpiryMinutes * 60_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: crowdfundingSupports.id });
      return support!.id;
    }),
  );
}

/** Pending supports past their expiry are canceled (payments refuses them from then on). */
export async function expireSupports(ctx: AppContext, now: Date): Promise<number> {
  const expired = await ctx.db
    .update(crowdfundingSupports)
    .set({ status: 'canceled', updatedAt: now })
    // A pledge waits for its campaign's end: it never expires as an unpaid support does.
    .where(
      and(eq(crowdfundingSupports.status, 'pending'), lte(crowdfundingSupports.expiresAt, now), isNull(crowdfundingSupports.pledgeStatus)),
    )
    .returning({ id: crowdfundingSupports.id });
  return expired.length;
}

/** The campaign row locked for the caller's transaction (a pre-sale starts from a funded campaign). */
export async function lockCampaign(tx: Tx, characterId: string) {
  const [campaign] = await tx.select().from(crowdfundings).where(eq(crowdfundings.characterId, characterId)).for('update');
  return campaign ?? null;
}

// Administration (admin-routes.ts): each command emits what it changed in its transaction (audited there).

export async function updateCampaign(ctx: AppContext, adminId: string, characterId: string, input: AdminCrowdfundingInput) {
  const now = ctx.clock.now();
  const endAt = input.endAt === undefined ? undefined : new Date(input.endAt);
  if (endAt && endAt <= now) throw AppError.field('endAt', 'end-at-past');
  await ctx.db.transaction(async (tx) => {
    const before = await lockCampaign(tx, characterId);
    if (!before) throw new AppError('crowdfunding-not-found');
    // Decision 066: a running campaign's goal and end change only through its amendment, with a reason.
    if (before.status === 'active' && (input.countTarget !== undefined || input.endAt !== undefined)) {
      throw new AppError('campaign-amend-required');
    }
    await tx
      .update(crowdfundings)
      .set({
        ...changes({ targetCents: centsOf(input.countTarget) ?? undefined, images: input.images, endAt, chargeMode: input.chargeMode }),
        updatedAt: now,
      })
      .where(eq(crowdfundings.characterId, characterId));
    await ctx.events.emit(tx, {
      type: 'CampaignChanged',
      characterId,
      detail: {
        input,
        before: {
          countTarget: before.targetCents / 100,
          images: before.images,
          endAt: before.endAt?.toISOString() ?? null,
          chargeMode: before.chargeMode,
        },
      },
      by: adminId,
    });
  });
}

/**
 * Decision 066: a running campaign's goal, end date and tiers' prices, changed with the operator's
 * reason; the goal never below what is already raised (funding short stays `fundCampaignBelowGoal`'s).
 */
export async function amendCampaign(ctx: AppContext, adminId: string, characterId: string, input: AmendCampaignInput) {
  const now = ctx.clock.now();
  const endAt = input.endAt === undefined ? undefined : new Date(input.endAt);
  if (endAt && endAt <= now) throw AppError.field('endAt', 'end-at-past');
  await ctx.db.transaction(async (tx) => {
    const before = await lockCampaign(tx, characterId);
    if (!before) throw new AppError('crowdfunding-not-found');
    if (before.status !== 'active') throw new AppError('campaign-not-running');
    const amended: { field: string; from: number | string | null; to: number | string }[] = [];
    // The same changes as shoppers read them on the campaign page (decision 072).
    const shown: CampaignAmendmentChange[] = [];
    const targetCents = centsOf(input.countTarget) ?? undefined;
    if (targetCents !== undefined && targetCents !== before.targetCents) {
      if (targetCents < before.currentCents) {
        throw AppError.field('countTarget', 'goal-below-raised', { raised: `$${centsToDollars(before.currentCents).toFixed(2)}` });
      }
      amended.push({ field: 'countTarget', from: before.targetCents / 100, to: targetCents / 100 });
      shown.push({ field: 'goal', from: before.targetCents / 100, to: targetCents / 100 });
    }
    if (endAt && endAt.getTime() !== before.endAt?.getTime()) {
      amended.push({ field: 'endAt', from: before.endAt?.toISOString() ?? null, to: endAt.toISOString() });
      shown.push({ field: 'end-at', from: before.endAt?.toISOString() ?? null, to: endAt.toISOString() });
    }
    await tx
      .update(crowdfundings)
      .set({ ...changes({ targetCents, endAt }), updatedAt: now })
      .where(eq(crowdfundings.id, before.id));
    for (const tier of input.tiers ?? []) {
      const [spec] = await tx
        .select()
        .from(crowdfundingSpecs)
        .where(and(eq(crowdfundingSpecs.id, tier.id), eq(crowdfundingSpecs.characterId, characterId)))
        .for('update');
      if (!spec) throw AppError.field('tiers', 'crowdfunding-spec-not-found');
      const priceCents = dollarsToCents(tier.price);
      if (priceCents === spec.priceCents) continue;
      await tx.update(crowdfundingSpecs).set({ priceCents }).where(eq(crowdfundingSpecs.id, spec.id));
      amended.push({ field: `tier:${spec.id}:price`, from: spec.priceCents / 100, to: priceCents / 100 });
      shown.push({ field: 'tier-price', tierName: spec.name, from: spec.priceCents / 100, to: priceCents / 100 });
    }
    if (amended.length === 0) return;
    await tx.insert(campaignAmendments).values({ characterId, reason: input.reason, changes: shown, createdBy: adminId, createdAt: now });
    await ctx.events.emit(tx, { type: 'CampaignAmended', characterId, reason: input.reason, changes: amended, by: adminId });
  });
}

/** The tiers of a character's campaign; an unknown character is not found. */
export async function listSpecs(db: DbOrTx, characterId: string) {
  if (!(await getCharacterRef(db, characterId))) throw new AppError('character-not-found');
  return db
    .select()
    .from(crowdfundingSpecs)
    .where(eq(crowdfundingSpecs.characterId, characterId))
    .orderBy(asc(crowdfundingSpecs.priceCents), asc(crowdfundingSpecs.id));
}

export async function createSpec(ctx: AppContext, adminId: string, input: CreateCrowdfundingSpecInput) {
  return ctx.db.transaction(async (tx) => {
    if (!(await getCharacterRef(tx, input.characterId))) throw new AppError('character-not-found');
    const [spec] = await tx
      .insert(crowdfundingSpecs)
      .values({
        characterId: input.characterId,
        name: input.name ?? '',
        rewards: input.rewards ?? '',
        priceCents: dollarsToCents(input.price),
        diamond: input.diamond,
        ships: input.ships ?? false,
        weightGrams: input.weightGrams ?? 500,
      })
      .returning();
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'crowdfunding_spec.create',
      target: { type: 'crowdfunding_spec', id: spec!.id },
      detail: input,
    });
    return spec!;
  });
}

export async function updateSpec(ctx: AppContext, adminId: string, specId: string, input: UpdateCrowdfundingSpecInput) {
  return ctx.db.transaction(async (tx) => {
    if (input.price !== undefined) {
      // Decision 066: a running campaign's tier prices change only through its amendment.
      const [running] = await tx
        .select({ id: crowdfundings.id })
        .from(crowdfundingSpecs)
        .innerJoin(crowdfundings, eq(crowdfundings.characterId, crowdfundingSpecs.characterId))
        .where(and(eq(crowdfundingSpecs.id, specId), eq(crowdfundings.status, 'active')))
        .for('update', { of: crowdfundings });
      if (running) throw AppError.field('price', 'campaign-amend-required');
    }
    const values = changes({
      name: input.name,
      rewards: input.rewards,
      priceCents: centsOf(input.price) ?? undefined,
      diamond: input.diamond,
      ships: input.ships,
      weightGrams: input.weightGrams,
    });
    const [spec] = Object.keys(values).length
      ? await tx.update(crowdfundingSpecs).set(values).where(eq(crowdfundingSpecs.id, specId)).returning()
      : await tx.select().from(crowdfundingSpecs).where(eq(crowdfundingSpecs.id, specId));
    if (!spec) throw new AppError('crowdfunding-spec-not-found');
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'crowdfunding_spec.update',
      target: { type: 'crowdfunding_spec', id: spec.id },
      detail: input,
    });
    return spec;
  });
}

/** Deactivates rather than deletes: supports already placed keep pointing at their spec. */
export async function deleteSpec(ctx: AppContext, adminId: string, specId: string) {
  await ctx.db.transaction(async (tx) => {
    const [spec] = await tx.update(crowdfundingSpecs).set({ status: 'inactive' }).where(eq(crowdfundingSpecs.id, specId)).returning();
    if (!spec) throw new AppError('crowdfunding-spec-not-found');
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'crowdfunding_spec.delete',
      target: { type: 'crowdfunding_spec', id: spec.id },
      detail: { characterId: spec.characterId },
    });
  });
}

/** A campaign's amendments, oldest first, as its public page shows them (decision 072). */
export async function listCampaignAmendments(db: DbOrTx, characterId: string): Promise<CampaignAmendment[]> {
  const rows = await db
    .select()
    .from(campaignAmendments)
    .where(eq(campaignAmendments.characterId, characterId))
    .orderBy(asc(campaignAmendments.createdAt), asc(campaignAmendments.id));
  return rows.map((r) => ({ at: r.createdAt.toISOString(), reason: r.reason, changes: r.changes }));
}
