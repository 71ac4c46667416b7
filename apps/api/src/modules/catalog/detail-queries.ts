import { businessDay, centsToDollars, type CharacterDetail, type JourneyStage } from '@pedestal/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { withPlannedRows } from '../../db/planned-rows';
import { users } from '../account/schema';
import { pendingViews } from '../character';
import type { ViewCounter } from '../../context';
import type { SharedReads } from '../../platform/shared-reads';
import { characterCollects, characters } from '../character/schema';
import { crowdfundings, crowdfundingSpecs } from '../crowdfunding/schema';
import { saleSpecs, sales, shipDelays } from '../shop/schema';
import { votes } from '../vote/schema';
import { cardColumns, joinCardParts, toCard } from './card-queries';

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
  saleDescriptions: sales.descriptions,
  // Counted views the background job has not yet added to count_view.
  pendingViews: pendingViews(characters.id),
};
type DetailRow = NonNullable<Awaited<ReturnType<typeof loadDetailRow>>>;

const detailQuery = (db: DbOrTx) =>
  joinCardParts(db.select(detailColumns).from(characters).innerJoin(users, eq(users.id, characters.userId)).$dynamic(), characters.id);

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

/** The detail row with whether the viewer collected the character: one named prepared statement per pool. */
const preparedForViewer = new WeakMap<object, ReturnType<typeof prepareForViewer>>();
const prepareForViewer = (db: Db) =>
  withPlannedRows(
    joinCardParts(
      db
        .select({
          ...detailColumns,
          collected: sql<boolean>`exists (select 1 from ${characterCollects}
          where ${characterCollects.characterId} = ${characters.id} and ${characterCollects.userId} = ${sql.placeholder('viewer')})`,
        })
        .from(characters)
        .innerJoin(users, eq(users.id, characters.userId))
        .$dynamic(),
      characters.id,
    )
      .where(eq(characters.id, sql.placeholder('id')))
      .prepare('character_detail_for_viewer'),
  );

/** Dated steps of the character's way from submission to sale (DESIGN §6 transparent funnel). */
function journey(r: DetailRow, now: Date) {
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

/**
 * The full character of SPEC §3, or null when it does not exist or the viewer may not see it.
 * With `views` (outside a transaction), the count holds this instance's views not yet written.
 */
export async function getCharacterDetail(
  db: DbOrTx,
  id: string,
  viewer: DetailViewer,
  now: Date,
  views?: ViewCounter,
): Promise<CharacterDetail | null> {
  if (!views || db instanceof PgTransaction) {
    const r = await loadDetailRow(db, id);
    return r ? completeDetail(db, { ...r, countView: r.countView + r.pendingViews }, viewer, null, now) : null;
  }
  const { value: r, since } = await views.read(id, () => loadDetailRow(db, id));
  if (!r) return null;
  return completeDetail(db, { ...r, countView: r.countView + r.pendingViews + views.notInRead(id, since) }, viewer, null, now);
}

/**
 * The Character Vote page: the detail as `getCharacterDetail` answers it, counting the view of
 * `viewerKey` (one per viewer and business day, approved characters only) without a write on the
 * request's path (`CountedViews` queues it); a counted view shows in `countView` at once.
 * A visitor's detail (the same for every visitor but its count) comes from `shared` when given:
 * read once per window and instance, dropped when the catalogue changes.
 */
export async function viewCharacterDetail(
  db: Db,
  views: ViewCounter,
  id: string,
  viewer: { userId: string | null },
  viewerKey: string,
  now: Date,
  shared?: SharedReads,
): Promise<CharacterDetail | null> {
  let read: { value: CharacterDetail | null; since: number };
  if (viewer.userId) {
    let statement = preparedForViewer.get(db);
    if (!statement) preparedForViewer.set(db, (statement = prepareForViewer(db)));
    const { value: r, since } = await views.read(id, () => statement.execute({ id, viewer: viewer.userId ?? '' }).then((rows) => rows[0]));
    read = {
      value: r ? await completeDetail(db, { ...r, countView: r.countView + r.pendingViews }, viewer, r.collected, now) : null,
      since,
    };
  } else {
    const load = () => views.read(id, () => getCharacterDetail(db, id, viewer, now));
    read = shared ? await shared.value(`vote-show:${id}`, performance.now(), load) : await load();
  }
  const detail = read.value;
  if (!detail) return null;
  if (detail.status === 'approved') views.count(id, viewerKey, businessDay(now), now.toISOString());
  return { ...detail, countView: detail.countView + views.notInRead(id, read.since) };
}

/** The detail from its row, reading what the row lacks: the viewer's collect (unless known) and the specs on offer. */
async function completeDetail(
  db: DbOrTx,
  r: DetailRow,
  viewer: DetailViewer,
  knownCollected: boolean | null,
  now: Date,
): Promise<CharacterDetail | null> {
  const id = r.id;
  const isOwner = viewer.userId !== null && r.userId === viewer.userId;
  if (r.status !== 'approved' && !isOwner && !viewer.isAdmin) return null;
  const [collected, cfSpecs, sSpecs] = await Promise.all([
    knownCollected ??
      (viewer.userId
        ? db
            .select({ id: characterCollects.id })
            .from(characterCollects)
            .where(and(eq(characterCollects.characterId, id), eq(characterCollects.userId, viewer.userId)))
            .then((rows) => rows.length > 0)
        : false),
    r.cfStatus
      ? db.select().from(crowdfundingSpecs).where(eq(crowdfundingSpecs.characterId, id)).orderBy(asc(crowdfundingSpecs.priceCents))
      : Promise.resolve([]),
    r.saleStatus
      ? db.select().from(saleSpecs).where(eq(saleSpecs.characterId, id)).orderBy(asc(saleSpecs.createdAt), asc(saleSpecs.id))
      : Promise.resolve([]),
  ]);
  const card = toCard(r, now, viewer.isAdmin === true);
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
    isCollectedForCurrentUser: collected,
    vote: card.vote && { ...card.vote, negotiation: r.voteNegotiation },
    crowdfunding: card.crowdfunding && {
      ...card.crowdfunding,
      specs: cfSpecs
        .filter((s) => s.status === 'active')
        .map((s) => ({
          id: s.id,
          name: s.name,
          rewards: s.rewards,
          price: centsToDollars(s.priceCents),
          diamond: s.diamond,
          ships: s.ships,
        })),
    },
    sale: card.sale && {
      ...card.sale,
      content: r.saleContent ?? '',
      // The console edits the Markdown of each language (decision 046).
      ...(viewer.isAdmin
        ? { descriptions: { en: r.saleDescriptions?.en?.markdown ?? '', 'zh-CN': r.saleDescriptions?.['zh-CN']?.markdown ?? '' } }
        : {}),
      specs: sSpecs.map((s) => ({
        id: s.id,
        title: s.title,
        image: s.image,
        description: s.description,
        price: centsToDollars(s.priceCents),
        preSalePrice: s.preSalePriceCents === null ? null : centsToDollars(s.preSalePriceCents),
        stock: s.stock,
        limitPerAccount: s.limitPerAccount,
        details: s.details,
        status: s.status,
      })),
    },
    journey: journey(r, now),
    shipping: await shippingOf(db, sSpecs),
  };
}

/** The estimated ship month of a figurine (its active specs' latest) and every delay of its specs, oldest first (issue 29). */
async function shippingOf(db: DbOrTx, specs: (typeof saleSpecs.$inferSelect)[]) {
  const active = specs.filter((s) => s.status === 'active');
  const months = active.flatMap((s) => s.shipMonth ?? []).sort();
  if (months.length === 0) return null;
  const rows = await db
    .select({ delay: shipDelays, specTitle: saleSpecs.title })
    .from(shipDelays)
    .innerJoin(saleSpecs, eq(saleSpecs.id, shipDelays.specId))
    .where(
      inArray(
        shipDelays.specId,
        active.map((s) => s.id),
      ),
    )
    .orderBy(asc(shipDelays.createdAt), asc(shipDelays.id));
  return {
    shipMonth: months.at(-1)!,
    delays: rows.map(({ delay: d, specTitle }) => ({
      at: d.createdAt.toISOString(),
      specTitle,
      fromMonth: d.fromMonth,
      toMonth: d.toMonth,
      reason: d.reason,
    })),
  };
}
