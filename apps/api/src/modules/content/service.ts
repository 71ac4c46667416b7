import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, banners, settings } from './schema';

export async function listFaq(db: DbOrTx) {
  return db
    .select({ id: articles.id, title: articles.title, content: articles.content })
    .from(articles)
    .where(eq(articles.category, 'faq'))
    .orderBy(asc(articles.sort), asc(articles.createdAt));
}

export async function listBanners(db: DbOrTx, placement: 'home' | 'figurine') {
  return db
    .select({ id: banners.id, image: banners.image, link: banners.link, description: banners.description })
    .from(banners)
    .where(eq(banners.placement, placement))
    .orderBy(asc(banners.sort));
}

/** Platform settings with their defaults; stored values override them key by key. */
export const DEFAULT_SETTINGS = {
  defaultVoteCountTarget: 1000,
  defaultCrowdfundingCountTarget: 10000,
  unpaidExpiryMinutes: 30,
  shippingFee: 8,
};
export type Settings = typeof DEFAULT_SETTINGS;

export async function getSettings(db: DbOrTx): Promise<Settings> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...DEFAULT_SETTINGS, ...stored } as Settings;
}

export async function saveSettings(db: DbOrTx, values: Partial<Settings>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }
}
