import { DEFAULT_SETTINGS, type UpdateSettingsInput } from '@pedestal/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../audit';
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

export type Settings = typeof DEFAULT_SETTINGS;

/** Platform settings: the contract's defaults, overridden key by key by stored values. */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...DEFAULT_SETTINGS, ...stored } as Settings;
}

/** Admin change of the settings given (the others keep their value), audited with the values before. */
export async function updateSettings(ctx: AppContext, adminId: string, input: UpdateSettingsInput): Promise<Settings> {
  return ctx.db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const now = ctx.clock.now();
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      await tx
        .insert(settings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
    }
    await recordAudit(tx, adminId, { action: 'setting.update', targetType: 'setting', targetId: 'platform', detail: { input, before } });
    return getSettings(tx);
  });
}
