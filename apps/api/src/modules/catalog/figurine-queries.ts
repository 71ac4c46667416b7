import {
  centsToDollars,
  referencePriceCents,
  type FigurineShow,
  type Language,
  type PriceChange,
  type SaleSpecDetails,
} from '@pedestal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { withPlannedRows } from '../../db/planned-rows';
import { characters } from '../character/schema';
import { characterLikes, communityCounts } from '../community/schema';
import { crowdfundings } from '../crowdfunding/schema';
import { sales } from '../shop/schema';

const otherLanguage = (language: Language): Language => (language === 'en' ? 'zh-CN' : 'en');
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

interface SpecRow {
  id: string;
  title: string;
  image: string | null;
  description: string;
  descriptions: Partial<Record<Language, string>>;
  priceCents: number;
  preSalePriceCents: number | null;
  stock: number;
  limitPerAccount: number | null;
  details: SaleSpecDetails;
  raffleId: string | null;
  raffleCost: number | null;
  shipMonth: string | null;
  delays: { id: string; fromMonth: string; toMonth: string; reason: string; needsConsent: boolean; createdAt: string }[];
  prices: [string, number, number | null][] | null;
}

// The recorded prices of a sale or spec (decision 039) as [at, price, pre-sale price] rows.
const pricesOf = (subjectId: unknown) => sql`(select json_agg(json_build_array(h.changed_at, h.price_cents, h.pre_sale_price_cents)
    order by h.changed_at) from sale_prices h where h.subject_id = ${subjectId})`;

/**
 * The reference a discount shows (decision 039): the lowest price of the `days` before the
 * pre-sale began, from the recorded changes; a sale or spec with none recorded (made before
 * prices were kept) counts its current prices as in effect since the pre-sale began.
 */
function reference(
  prices: [string, number, number | null][] | null,
  current: { priceCents: number; preSalePriceCents: number | null },
  startedAt: Date | null,
  now: number,
  days: number,
) {
  const from = startedAt?.getTime() ?? now;
  const history: PriceChange[] = prices?.length
    ? prices.map(([at, priceCents, preSalePriceCents]) => ({ at, priceCents, preSalePriceCents }))
    : [{ at: from, ...current }];
  const cents = referencePriceCents(history, from, now, days);
  return cents === null ? null : centsToDollars(cents);
}

/** A spec's short description in the reader's language, else the other one (decision 051). */
function specDescription(descriptions: Partial<Record<Language, string>>, language: Language) {
  const descriptionLanguage = descriptions[language] ? language : descriptions[otherLanguage(language)] ? otherLanguage(language) : null;
  return { description: descriptionLanguage ? descriptions[descriptionLanguage]! : '', descriptionLanguage };
}

// The page in one statement: the sale and its character, the active specs (cheapest first) with
// their active raffle as JSON, whether the viewer collected the character, and its interaction
// state (community counts, the viewer's like: the page's one call before it paints, issue 26).
const showQuery = (db: DbOrTx, viewerId: unknown, characterId: unknown) =>
  db
    .select({
      id: characters.id,
      name: characters.name,
      illustration: characters.illustration,
      description: characters.description,
      genre: characters.genre,
      creatorName: characters.creatorName,
      countCollect: characters.countCollect,
      saleStatus: sales.status,
      salePriceCents: sales.salePriceCents,
      preSalePriceCents: sales.preSalePriceCents,
      preSaleCount: sales.preSaleCount,
      preSaleEndAt: sales.preSaleEndAt,
      saleCount: sales.saleCount,
      startedAt: sales.startedAt,
      salePrices: sql<[string, number, number | null][] | null>`${pricesOf(sales.id)}`,
      descriptions: sales.descriptions,
      images: sales.images,
      cfImages: crowdfundings.images,
      specs: sql<SpecRow[]>`coalesce((
        select json_agg(json_build_object(
            'id', sp.id, 'title', sp.title, 'image', sp.image, 'description', sp.description, 'descriptions', sp.descriptions,
            'priceCents', sp.price_cents, 'preSalePriceCents', sp.pre_sale_price_cents, 'stock', sp.stock, 'limitPerAccount', sp.limit_per_account,
            'details', sp.details,
            'raffleId', r.id, 'raffleCost', r.cost_diamond, 'prices', ${pricesOf(sql`sp.id`)}, 'shipMonth', sp.ship_month,
            'delays', coalesce((select json_agg(json_build_object('id', d.id, 'fromMonth', d.from_month, 'toMonth', d.to_month,
                'reason', d.reason, 'needsConsent', d.needs_consent, 'createdAt', d.created_at) order by d.created_at, d.id)
              from ship_delays d where d.spec_id = sp.id), '[]'::json))
          order by sp.price_cents, sp.id)
        from sale_specs sp
        left join raffle_specs rs on rs.spec_id = sp.id
        left join raffles r on r.id = rs.raffle_id and r.status = 'active'
        where sp.character_id = ${sales.characterId} and sp.status = 'active'), '[]'::json)`,
      collected: sql<boolean>`exists (select 1 from character_collects cc
        where cc.character_id = ${sales.characterId} and cc.user_id = ${viewerId})`,
      countLike: communityCounts.countLike,
      countShare: communityCounts.countShare,
      countComment: communityCounts.countComment,
      liked: sql<boolean>`exists (select 1 from ${characterLikes}
        where ${characterLikes.characterId} = ${sales.characterId} and ${characterLikes.userId} = ${viewerId})`,
    })
    .from(sales)
    .innerJoin(characters, and(eq(characters.id, sales.characterId), eq(characters.status, 'approved')))
    .leftJoin(crowdfundings, eq(crowdfundings.characterId, sales.characterId))
    .leftJoin(communityCounts, eq(communityCounts.characterId, sales.characterId))
    .where(and(eq(sales.characterId, characterId as string), eq(sales.status, 'active')));

// Outside a transaction it runs as one named prepared statement per pool (decision 009).
const prepared = new WeakMap<object, ReturnType<typeof prepareShow>>();
const prepareShow = (db: Db) => withPlannedRows(showQuery(db, sql.placeholder('viewer'), sql.placeholder('id')).prepare('figurine_show'));

async function loadShowRow(db: DbOrTx, characterId: string, viewerId: string | null) {
  if (db instanceof PgTransaction) return (await showQuery(db, viewerId ?? '', characterId))[0];
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareShow(db as Db)));
  return (await statement.execute({ id: characterId, viewer: viewerId ?? '' }))[0];
}

/**
 * The figurine detail of an active sale with each spec's raffle, or null (an inactive sale is not
 * shown); `viewerId` is the signed-in shopper, whose collect it tells.
 */
export async function getFigurineShow(
  db: DbOrTx,
  characterId: string,
  viewerId: string | null,
  prices: { now: number; days: number } = { now: Date.now(), days: 30 },
  language: Language = 'en',
): Promise<FigurineShow | null> {
  const r = await loadShowRow(db, characterId, viewerId);
  if (!r) return null;
  const { now, days } = prices;
  // The reader's language, else the other one (decision 046).
  const contentLanguage = r.descriptions[language] ? language : r.descriptions[otherLanguage(language)] ? otherLanguage(language) : null;
  return {
    character: {
      id: r.id,
      name: r.name,
      illustration: r.illustration,
      description: r.description,
      genre: r.genre,
      creatorName: r.creatorName,
      countCollect: r.countCollect,
      isCollectedForCurrentUser: r.collected,
    },
    sale: {
      status: r.saleStatus,
      salePrice: centsToDollars(r.salePriceCents),
      preSalePrice: r.preSalePriceCents === null ? null : centsToDollars(r.preSalePriceCents),
      preSaleCount: r.preSaleCount,
      preSaleEndAt: isoOrNull(r.preSaleEndAt),
      referencePrice: reference(
        r.salePrices,
        { priceCents: r.salePriceCents, preSalePriceCents: r.preSalePriceCents },
        r.startedAt,
        now,
        days,
      ),
      referenceDays: days,
      saleCount: r.saleCount,
      content: contentLanguage ? r.descriptions[contentLanguage]!.html : '',
      contentLanguage,
      images: r.images,
    },
    specs: r.specs.map((sp) => ({
      id: sp.id,
      title: sp.title,
      image: sp.image,
      ...specDescription(sp.descriptions, language),
      price: centsToDollars(sp.priceCents),
      preSalePrice: sp.preSalePriceCents === null ? null : centsToDollars(sp.preSalePriceCents),
      referencePrice: reference(sp.prices, sp, r.startedAt, now, days),
      stock: sp.stock,
      limitPerAccount: sp.limitPerAccount,
      details: sp.details,
      raffle: sp.raffleId ? { id: sp.raffleId, costDiamond: sp.raffleCost! } : null,
      // Issue 29: the estimated ship month and the dated history of its delays.
      shipMonth: sp.shipMonth,
      delays: sp.delays.map((d) => ({ ...d, createdAt: new Date(d.createdAt).toISOString() })),
    })),
    // A character nobody has liked, shared or commented on has no counters row.
    interaction: {
      countCollect: r.countCollect,
      countLike: r.countLike ?? 0,
      countShare: r.countShare ?? 0,
      countComment: r.countComment ?? 0,
      isCollect: r.collected,
      isLike: r.liked,
    },
    crowdfundingImages: r.cfImages ?? [],
    voteIllustration: r.illustration,
  };
}
