import { DEFAULT_SETTINGS, type UpdateSettingsInput } from '@pedestal/contract';
import type { Language } from '@pedestal/contract/schemas/auth';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Clock } from '../../platform/clock';
import type { DbOrTx } from '../../db/client';
import type { Settings, SettingsReader } from '../../domain/extension-points';
import { articles, banners, settings } from './schema';

/**
 * The FAQ in the reader's language (decision 035); a language with no article yet reads the English
 * ones, so the page is never empty because a translation is missing.
 */
export async function listFaq(db: DbOrTx, language: Language = 'en') {
  const inLanguage = (l: Language) =>
    db
      .select({ id: articles.id, title: articles.title, content: articles.content })
      .from(articles)
      .where(and(eq(articles.category, 'faq'), eq(articles.language, l)))
      .orderBy(asc(articles.sort), asc(articles.createdAt));
  const found = await inLanguage(language);
  return found.length > 0 || language === 'en' ? found : inLanguage('en');
}

/**
 * The banners of a place now showing (their schedule), with their words in the reader's language
 * (English when not written in theirs): the store sets them over the art (issue 28 #6).
 */
export async function listBanners(db: DbOrTx, placement: 'home' | 'figurine', language: Language = 'en', now = new Date()) {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.placement, placement),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.createdAt));
  return rows.map((b) => {
    const words = b.texts[language] ?? b.texts.en ?? { title: '', text: '' };
    return { id: b.id, image: b.image, link: b.link, description: words.title || b.description, title: words.title, text: words.text };
  });
}

/** A legal page written in the console (category `legal:<doc>`), in the reader's language, else English; null: the built-in text. */
export async function getLegalArticle(db: DbOrTx, doc: string, language: Language = 'en') {
  const find = async (l: Language) =>
    (
      await db
        .select({ id: articles.id, title: articles.title, content: articles.content, updatedAt: articles.createdAt })
        .from(articles)
        .where(and(eq(articles.category, `legal:${doc}`), eq(articles.language, l)))
        .orderBy(asc(articles.sort), asc(articles.createdAt))
        .limit(1)
    )[0];
  const found = (await find(language)) ?? (language === 'en' ? undefined : await find('en'));
  return found ? { id: found.id, title: found.title, content: found.content } : null;
}

/** The channel a settings change is announced on, when its transaction commits (every instance listens). */
export const SETTINGS_CHANNEL = 'settings_changed';
/** How long an instance keeps the settings at most, even with no change announced. */
export const SETTINGS_CACHE_MS = 60_000;

async function loadStored(db: DbOrTx): Promise<Record<string, unknown>> {
  const rows = await db.select().from(settings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Platform settings: the contract's defaults, overridden key by key by stored values. */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  return { ...DEFAULT_SETTINGS, ...(await loadStored(db)) } as Settings;
}

/**
 * The settings as other modules read them (`ctx.settings`): fresh in the caller's transaction, or
 * kept between requests (`ctx.storedSettings`) until a change is announced. A kept copy is loaded
 * through the caller's `db` (its transaction, if any: PGlite has one connection).
 */
export function settingsReader(stored: AppContext['storedSettings'], clock: Clock): SettingsReader {
  return {
    read: getSettings,
    current: async (db) => ({ ...DEFAULT_SETTINGS, ...(await stored.get(clock.now().getTime(), () => loadStored(db))) }) as Settings,
  };
}

/** Tells every instance, when the caller's transaction commits, that the stored settings changed. */
export async function announceSettingsChange(db: DbOrTx) {
  await db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
}

/** Admin change of the settings given (the others keep their value), audited with the values before. */
export async function updateSettings(ctx: AppContext, adminId: string, input: UpdateSettingsInput): Promise<Settings> {
  const updated = await ctx.db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const now = ctx.clock.now();
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      await tx
        .insert(settings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
    }
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'setting.update',
      target: { type: 'setting', id: 'platform' },
      detail: { input, before },
    });
    await announceSettingsChange(tx);
    return getSettings(tx);
  });
  // This instance forgets them at once (the notification comes too; a load racing the commit is not kept).
  ctx.storedSettings.invalidate();
  return updated;
}
