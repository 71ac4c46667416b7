import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { seedDemoData } from '../../seed';
import { signIn } from '../../../test/factories';
import { users } from '../account/schema';
import { raffleSpecs } from './schema';

describe('demo raffle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    expect(await seedDemoData(t.ctx)).toEqual({ username: 'demo', password: 'demo1234' });
  }, 60_000);
  afterAll(() => t.close());

  it('seeds an active raffle on stocked specs that the demo user can enter', async () => {
    const specs = await t.ctx.db.select().from(raffleSpecs);
    expect(specs.length).toBeGreaterThanOrEqual(1);
    const [demo] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const token = await signIn(t, demo!.id);
    const show = await t.http.get(`/api/raffle/show/${specs[0]!.specId}`, token);
    expect(show.body.data).toMatchObject({ raffle: { status: 'active', costDiamond: 160 }, availableDiamonds: 2000 });
    expect(show.body.data.spec.stock).toBeGreaterThan(0);
    expect((await t.http.post(`/api/raffle/consume/${specs[0]!.specId}`, undefined, token)).status).toBe(200);
  });
});
