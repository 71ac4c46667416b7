import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, stageCharacter } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { characters } from '../modules/character/schema';
import { communityCounts } from '../modules/community/schema';
import { cardColumns } from '../modules/catalog/card-queries';
import { crowdfundings } from '../modules/crowdfunding/schema';
import { sales } from '../modules/shop/schema';
import { votes } from '../modules/vote/schema';
import { withPlannedRows } from './planned-rows';

describe('planned row mapping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const owner = await makeUser(t.ctx);
    await stageCharacter(t.ctx, owner.id, { name: 'Plan Vote', genre: 'Manga' });
    await stageCharacter(t.ctx, owner.id, { name: 'Plan Fund', crowdfunding: 'active' });
    await stageCharacter(t.ctx, owner.id, { name: 'Plan Sale', saleInDays: 3 });
  });
  afterAll(() => t.close());

  it('maps every row as drizzle does: dates, numbers, json, nulls of left joins, sql expressions', async () => {
    const query = () =>
      t.ctx.db
        .select({ ...cardColumns, viewsPlusOne: sql<number>`${characters.countView} + 1`.mapWith(Number) })
        .from(characters)
        .leftJoin(votes, eq(votes.characterId, characters.id))
        .leftJoin(crowdfundings, eq(crowdfundings.characterId, characters.id))
        .leftJoin(sales, eq(sales.characterId, characters.id))
        .leftJoin(communityCounts, eq(communityCounts.characterId, characters.id))
        .orderBy(characters.name);
    const byDrizzle = await query().prepare('planned_rows_drizzle').execute();
    const planned = withPlannedRows(query().prepare('planned_rows_planned'));
    expect((planned as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const byPlan = await planned.execute();
    expect(byDrizzle).toHaveLength(3);
    expect(byPlan).toEqual(byDrizzle);
    expect(byPlan.map((r) => Object.keys(r))).toEqual(byDrizzle.map((r) => Object.keys(r)));
    expect(byPlan[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('leaves nested selections to drizzle', () => {
    const nested = t.ctx.db
      .select({ character: characters, vote: votes })
      .from(characters)
      .leftJoin(votes, eq(votes.characterId, characters.id));
    const prepared = withPlannedRows(nested.prepare('planned_rows_nested'));
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
  });
});
