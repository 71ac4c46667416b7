import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../modules/account/schema';
import { createUser } from '../modules/account';
import { articles, banners } from '../modules/content/schema';
import { applyLedgerEntry } from '../modules/wallet';
import { hashPassword } from '../platform/security';
import { bannerSvg, renderArtwork } from './artwork';
import { renderCharacterArt, seedCharacters } from './characters';
import { seedCommunity } from './community';
import { FAQ } from './faq';
import { seedRaffle } from './raffle';

export const DEMO_USER = { username: 'demo', password: 'demo1234', email: 'demo@pedestal.local' };

/** The demo shopper's password: the published one for a local try-out, a generated one in production. */
const demoPassword = (production: boolean) => (production ? randomBytes(12).toString('base64url') : DEMO_USER.password);

/**
 * Seeds the demo catalogue into an empty database; answers the demo shopper's credentials when it
 * did (null otherwise).
 */
export async function seedDemoData(ctx: AppContext): Promise<{ username: string; password: string } | null> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) return null;
  const password = demoPassword(ctx.config.production);

  const bannerArt = [
    ['Vote for the next figure', 'Three free votes every day', '/vote/list'],
    ['Crowdfunding is live', 'Back the figures you love', '/crowdfunding/list'],
    ['New on the shelf', 'Pre-sale prices for early fans', '/figurines'],
  ] as const;
  const bannerRows: (typeof banners.$inferInsert)[] = [];
  for (const [i, [title, subtitle, link]] of bannerArt.entries()) {
    const image = await renderArtwork(ctx.storage, `seed/banner-${i}.webp`, bannerSvg(title, subtitle, i + 2));
    bannerRows.push({ placement: 'home' as const, image, link, description: title, sort: i });
    const figurineImage = await renderArtwork(ctx.storage, `seed/figurine-banner-${i}.webp`, bannerSvg(title, subtitle, i + 5));
    bannerRows.push({ placement: 'figurine' as const, image: figurineImage, link, description: title, sort: i });
  }

  const characterArt = await renderCharacterArt(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(banners).values(bannerRows);
    await tx.insert(articles).values(FAQ.map((a, i) => ({ category: 'faq', title: a.title, content: a.content, sort: i })));
    const demoId = await createUser(tx, {
      username: DEMO_USER.username,
      email: DEMO_USER.email,
      passwordHash: await hashPassword(password),
      nickname: 'Demo Collector',
    });
    await applyLedgerEntry(tx, { userId: demoId, currency: 'diamond', delta: 2000, reason: 'welcome_bonus' });
    await seedCharacters(tx, characterArt, demoId, ctx.clock.now());
    await seedRaffle(tx, ctx.clock.now());
    await seedCommunity(tx, ctx.clock.now());
  });
  return { username: DEMO_USER.username, password };
}
