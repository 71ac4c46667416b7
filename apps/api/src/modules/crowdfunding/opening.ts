/**
 * A campaign's opening, as crowdfunding's part of the stage change "start crowdfunding" (flows/
 * start-crowdfunding.ts composes it with the vote's close and the submitter's reward). Helpers in
 * the flow's transaction: each writes only crowdfunding's tables.
 */
import { CROWDFUNDING_DAYS, type CampaignDraftGap, dollarsToCents } from '@pedestal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getCharacterRef } from '../character';
import { crowdfundings, crowdfundingSpecs } from './schema';

/** What an opened campaign asks for: its goal (in dollars, as the start's notice says it) and its end. */
export interface OpenedCampaign {
  countTarget: number;
  endAt: Date;
}

type Campaign = typeof crowdfundings.$inferSelect;

/**
 * Decision 066: the console prepares the campaign as a draft (status inactive, unseen by shoppers)
 * with the default goal and a 60-day end; the operator adds tiers, images and texts, then starts it.
 */
export async function insertCampaignDraft(ctx: AppContext, tx: Tx, adminId: string, characterId: string, now: Date) {
  const { defaultCrowdfundingCountTarget } = await ctx.settings.read(tx);
  const made = await tx
    .insert(crowdfundings)
    .values({
      characterId,
      status: 'inactive',
      targetCents: dollarsToCents(defaultCrowdfundingCountTarget),
      endAt: new Date(now.getTime() + CROWDFUNDING_DAYS * 86_400_000),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: crowdfundings.characterId })
    .returning({ id: crowdfundings.id });
  if (made.length === 0) throw new AppError('campaign-draft-exists');
  await ctx.events.emit(tx, {
    type: 'OperatorEdited',
    by: adminId,
    action: 'crowdfunding.draft',
    target: { type: 'crowdfunding', id: characterId },
    detail: { countTarget: defaultCrowdfundingCountTarget },
  });
}

/** What a draft still lacks (decision 066), in the checklist's order; empty when it can start. */
export async function draftGaps(db: DbOrTx, campaign: Campaign, now: Date): Promise<CampaignDraftGap[]> {
  const texts = await getCharacterRef(db, campaign.characterId);
  const [tiers] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(crowdfundingSpecs)
    .where(and(eq(crowdfundingSpecs.characterId, campaign.characterId), eq(crowdfundingSpecs.status, 'active')));
  const gaps: CampaignDraftGap[] = [];
  if (!tiers?.n) gaps.push('tier');
  if (campaign.images.length === 0) gaps.push('image');
  if (!texts?.name.trim()) gaps.push('title');
  if (!texts?.description?.trim()) gaps.push('description');
  if (!campaign.endAt || campaign.endAt <= now) gaps.push('end-at');
  if (!(campaign.targetCents > 0)) gaps.push('goal');
  return gaps;
}

const GAP_REASONS = {
  tier: 'draft-needs-tier',
  image: 'draft-needs-image',
  title: 'draft-needs-title',
  description: 'draft-needs-description',
  'end-at': 'draft-needs-end-at',
  goal: 'draft-needs-goal',
} as const satisfies Record<CampaignDraftGap, string>;

/** Opens the locked draft as it was prepared, or refuses (409) with each thing it still lacks. */
export async function openCampaignDraft(tx: Tx, draft: Campaign, now: Date): Promise<OpenedCampaign> {
  const gaps = await draftGaps(tx, draft, now);
  if (gaps.length > 0) {
    throw new AppError('campaign-draft-incomplete', { missing: gaps.join(', ') }).withFields(
      gaps.map((gap) => ({ path: gap, reason: GAP_REASONS[gap] })),
    );
  }
  await tx
    .update(crowdfundings)
    .set({ status: 'active', currentCents: 0, startedAt: now, finishedAt: null, updatedAt: now })
    .where(and(eq(crowdfundings.id, draft.id), eq(crowdfundings.status, 'inactive')));
  return { countTarget: draft.targetCents / 100, endAt: draft.endAt! };
}
