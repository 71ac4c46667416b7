import { centsToDollars, type CharacterDetail, type JourneyStage } from '@pedestal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { withPlannedRows } from '../../db/planned-rows';
import { users } from '../account/schema';
import { characterCollects, characters } from '../character/schema';
import { communityCounts } from '../community/schema';
import { crowdfundings, crowdfundingSpecs } from '../crowdfunding/schema';
import { saleSpecs, sales } from '../shop/schema';
import { votes } from '../vote/schema';
import { cardColumns, toCard } from './card-queries';

const detailColumns = {
  ...cardColumns,
  description: characters.description,
  creatorName: characters.creatorName,
  creatorWebsite: characters.creatorWebsite,
  website: characters.website,
  note: characters.note,
  rejectReason: characters.rejectReason,
  approvedAt: characters.approvedAt,
  nickname: users.nickname,
  avatar: users.avatar,
  voteStartedAt: votes.startedAt,
  voteEndedAt: votes.endedAt,
  cfStartedAt: crowdfundings.startedAt,
  cfFinishedAt: crowdfundings.finishedAt,
  saleStartedAt: sales.startedAt,
  saleContent: sales.content,
};
type DetailRow = Awaited<ReturnType<typeof loadDetailRow>>;

const detailQuery = (db: DbOrTx) =>
  db
    .select(detailColumns)
    .from(characters)
    .innerJoin(users, eq(users.id, characters.userId))
    .leftJoin(votes, eq(votes.characterId, characters.id))
    .leftJoin(crowdfundings, eq(crowdfundings.characterId, characters.id))
    .leftJoin(sales, eq(sales.characterId, characters.id))
    .leftJoin(communityCounts, eq(communityCounts.characterId, characters.id));

// Outside a transaction the detail (the hot vote/show read) runs as one named prepared statement
// per pool: it is built once, not per request, and its primary-key plan is cached.
const preparedDetail = new WeakMap<object, ReturnType<typeof prepareDetail>>();
const prepareDetail = (db: Db) =>
  withPlannedRows(
    detailQuery(db)
      .where(eq(characters.id, sql.placeholder('id')))
      .prepare('character_detail'),
  );

async function loadDetailRow(db: DbOrTx, id: string) {
  if (db instanceof PgTransaction) return (await detailQuery(db).where(eq(characters.id, id)))[0];
  let statement = preparedDetail.get(db);
  if (!statement) preparedDetail.set(db, (statement = prepareDetail(db as Db)));
  return (await statement.execute({ id }))[0];
}

/** Dated steps of the character's way from submission to sale (DESIGN §6 transparent funnel). */
function journey(r: NonNullable<DetailRow>, now: Date) {
  const cfFunded = r.cfStatus === 'success_pending' || r.cfStatus === 'ended';
  const preSaleOver = r.preSaleEndAt !== null && r.preSaleEndAt <= now;
  const steps: [JourneyStage, Date | null][] = [
    ['submitted', r.createdAt],
    ['approved', r.approvedAt],
    ['voting', r.voteStartedAt],
    ['negotiation', r.voteStatus === 'ended' && r.voteCurrent! >= r.voteTarget! ? r.voteEndedAt : null],
    ['crowdfunding', r.cfStartedAt],
    ['production', cfFunded ? r.cfFinishedAt : null],
    ['pre-sale', r.preSaleEndAt ? r.saleStartedAt : null],
    ['sale', r.saleStatus === 'active' ? (r.preSaleEndAt ? (preSaleOver ? r.preSaleEndAt : null) : r.saleStartedAt) : null],
  ];
  return steps.filter((s): s is [JourneyStage, Date] => s[1] !== null).map(([stage, at]) => ({ stage, at: at.toISOString() }));
}

export interface DetailViewer {
  userId: string | null;
  /** Admins see every character; others see pending and rejected ones only if they own them. */
  isAdmin?: boolean;
}

/** The full character of SPEC §3, or null when it does not exist or the viewer may not see it. */
export async function getCharacterDetail(db: DbOrTx, id: string, viewer: DetailViewer, now: Date): Promise<CharacterDetail | null> {
  const r = await loadDetailRow(db, id);
  if (!r) return null;
  const isOwner = viewer.userId !== null && r.userId === viewer.userId;
  if (r.status !== 'approved' && !isOwner && !viewer.isAdmin) return null;
  const [collected, cfSpecs, sSpecs] = await Promise.all([
    viewer.userId
      ? db
          .select({ id: characterCollects.id })
          .from(characterCollects)
          .where(and(eq(characterCollects.characterId, id), eq(characterCollects.userId, viewer.userId)))
      : Promise.resolve([]),
    r.cfStatus
      ? db.select().from(crowdfundingSpecs).where(eq(crowdfundingSpecs.characterId, id)).orderBy(asc(crowdfundingSpecs.priceCents))
      : Promise.resolve([]),
    r.saleStatus
      ? db.select().from(saleSpecs).where(eq(saleSpecs.characterId, id)).orderBy(asc(saleSpecs.createdAt), asc(saleSpecs.id))
      : Promise.resolve([]),
  ]);
  const card = toCard(r, now);
  return {
    ...card,
    description: r.description,
    creatorName: r.creatorName,
    creatorWebsite: r.creatorWebsite,
    website: r.website,
    note: r.note,
    rejectReason: r.rejectReason,
    user: { id: r.userId, profile: { nickname: r.nickname, avatar: r.avatar } },
    isOwner,
    isCollectedForCurrentUser: collected.length > 0,
    vote: card.vote && { ...card.vote, negotiation: r.voteNegotiation },
    crowdfunding: card.crowdfunding && {
      ...card.crowdfunding,
      specs: cfSpecs
        .filter((s) => s.status === 'active')
        .map((s) => ({ id: s.id, price: centsToDollars(s.priceCents), diamond: s.diamond })),
    },
    sale: card.sale && {
      ...card.sale,
      content: r.saleContent ?? '',
      specs: sSpecs.map((s) => ({
        id: s.id,
        title: s.title,
        image: s.image,
        description: s.description,
        price: centsToDollars(s.priceCents),
        preSalePrice: s.preSalePriceCents === null ? null : centsToDollars(s.preSalePriceCents),
        stock: s.stock,
        status: s.status,
      })),
    },
    journey: journey(r, now),
  };
}
