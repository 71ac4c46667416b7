import type { CharacterPhase, CreateCharacterInput, CrowdfundingStatus } from '@pedestal/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import { crowdfundings } from '../../src/modules/crowdfunding/schema';
import { sales } from '../../src/modules/shop/schema';
import { votes } from '../../src/modules/vote/schema';
import { refreshCharacterPhase } from '../../src/modules/character';
import { characters } from '../../src/modules/character/schema';

/** A submission that passes every SPEC §5 rule. */
export function characterInput(overrides: Partial<CreateCharacterInput> = {}): CreateCharacterInput {
  return {
    name: 'Aria of the Lantern',
    gender: 'female',
    description: 'A wandering lantern keeper who lights the way for lost travellers.',
    creatorName: 'Mika Sato',
    creatorWebsite: 'https://example.com/mika',
    genre: 'Manga',
    note: 'Original character from the webcomic Lanterns.',
    agreement: true,
    ...overrides,
  };
}

export interface StagedCharacter {
  name?: string;
  genre?: string;
  createdAt?: Date;
  countView?: number;
  vote?: { status?: 'active' | 'ended'; countCurrent?: number; countTarget?: number };
  crowdfunding?: CrowdfundingStatus;
  /** Days until the pre-sale ends (negative: ended), for a character on sale. */
  saleInDays?: number;
}

/** Writes an approved character at the stage asked for, straight into the database. */
export async function stageCharacter(
  ctx: AppContext,
  userId: string,
  s: StagedCharacter = {},
): Promise<{ id: string; phase: CharacterPhase | null }> {
  const now = ctx.clock.now();
  const input = characterInput({ name: s.name ?? `Character ${Math.random().toString(36).slice(2, 8)}`, genre: s.genre ?? 'Manga' });
  const { agreement: _agreement, ...fields } = input;
  const [row] = await ctx.db
    .insert(characters)
    .values({ ...fields, userId, status: 'approved', approvedAt: now, countView: s.countView ?? 0, createdAt: s.createdAt ?? now })
    .returning({ id: characters.id });
  const id = row!.id;
  const vote = { status: 'active' as const, countCurrent: 0, countTarget: 1000, ...s.vote };
  await ctx.db.insert(votes).values({ characterId: id, ...vote, startedAt: now, ...(vote.status === 'ended' ? { endedAt: now } : {}) });
  if (s.crowdfunding || s.saleInDays !== undefined) {
    await ctx.db
      .insert(crowdfundings)
      .values({ characterId: id, status: s.crowdfunding ?? 'ended', currentCents: 50_000, targetCents: 100_000, startedAt: now });
  }
  if (s.saleInDays !== undefined) {
    await ctx.db.insert(sales).values({
      characterId: id,
      status: 'active',
      salePriceCents: 8_999,
      preSalePriceCents: 6_999,
      preSaleEndAt: new Date(now.getTime() + s.saleInDays * 86_400_000),
      startedAt: now,
    });
  }
  await refreshCharacterPhase(ctx.db, ctx.phaseSources, id, now);
  const [after] = await ctx.db.select({ phase: characters.phase }).from(characters).where(eq(characters.id, id));
  return { id, phase: after!.phase };
}
