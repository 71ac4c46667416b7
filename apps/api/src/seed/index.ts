import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../modules/account/schema';
import { createUser } from '../modules/account';
import { articles, banners } from '../modules/content/schema';
import { applyLedgerEntry } from '../modules/wallet';
import { hashPassword } from '../platform/security';
import { seedCharacters } from './characters';
import { DEMO_BANNERS, storeDemoArt } from './demo-art';
import { seedCommunity } from './community';
import { FAQ, FAQ_ZH_CN } from './faq';
import { PrebuiltArt } from './prebuilt-art';
import { seedRaffle } from './raffle';
import { seedShipping } from './shipping';
import { rafflePlayers } from '../modules/raffle/schema';

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

  const art = await storeDemoArt(ctx.storage, PrebuiltArt.beside(import.meta.url));
  const bannerRows: (typeof banners.$inferInsert)[] = DEMO_BANNERS.flatMap(([title, text, link, titleZh, textZh], i) => {
    const texts = { en: { title, text }, 'zh-CN': { title: titleZh, text: textZh } };
    return [
      { placement: 'home' as const, image: art.get(`seed/banner-${i}.webp`)!, link, description: title, texts, sort: i },
      { placement: 'figurine' as const, image: art.get(`seed/figurine-banner-${i}.webp`)!, link, description: title, texts, sort: i },
    ];
  });

  await ctx.db.transaction(async (tx) => {
    await tx.insert(banners).values(bannerRows);
    await tx
      .insert(articles)
      .values([
        ...FAQ.map((a, i) => ({ category: 'faq', language: 'en' as const, title: a.title, content: a.content, sort: i })),
        ...FAQ_ZH_CN.map((a, i) => ({ category: 'faq', language: 'zh-CN' as const, title: a.title, content: a.content, sort: i })),
      ]);
    const demoId = await createUser(tx, {
      username: DEMO_USER.username,
      email: DEMO_USER.email,
      passwordHash: await hashPassword(password),
      nickname: 'Demo Collector',
    });
    await applyLedgerEntry(tx, { userId: demoId, currency: 'diamond', delta: 2000, reason: 'welcome_bonus' });
    await seedCharacters(tx, ctx.phaseSources, art, demoId, ctx.clock.now());
    await seedRaffle(tx, ctx.clock.now());
    // The demo collector has attested an adult date of birth, so it can try paid entries (decision 039).
    await tx.insert(rafflePlayers).values({ userId: demoId, birthDate: '1995-05-05', attestedAt: ctx.clock.now() });
    await seedCommunity(tx, ctx.clock.now());
    await seedShipping(tx, ctx.clock.now());
  });
  return { username: DEMO_USER.username, password };
}
