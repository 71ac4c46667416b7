import type { AdminLotteryInput } from '@pedestal/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotent } from '../../platform/idempotency/keys';
import { hashSeed, newSeed } from '@pedestal/contract/rules/draw';
import { describeSpecs, lockSpecStock, placeOrder, putBackStock, takeStock } from '../shop';
import { allocate, drawOrder } from './draw';
import { lotteries, lotteryApplications } from './schema';

type LotteryRow = typeof lotteries.$inferSelect;

/** What the lottery's messages and emails name: the figurine and its spec. */
async function lotteryRef(tx: Tx, lottery: LotteryRow) {
  const spec = (await describeSpecs(tx, [lottery.specId])).get(lottery.specId);
  return {
    lotteryId: lottery.id,
    characterId: lottery.characterId,
    characterName: spec?.sale.character.name ?? '',
    specTitle: spec?.title ?? '',
    image: spec?.image ?? null,
    claimHours: lottery.claimHours,
  };
}

/**
 * The operator sets up a lottery drop of a spec: its units leave the spec's stock at once (held for
 * the winners), and the seed's hash is published from the start (the raffle's committed seed).
 */
export async function createLottery(ctx: AppContext, adminId: string, input: AdminLotteryInput): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const stock = await lockSpecStock(tx, input.specId);
    if (stock === null) throw new AppError('sale-spec-not-found');
    const [existing] = await tx.select({ id: lotteries.id }).from(lotteries).where(eq(lotteries.specId, input.specId));
    if (existing) throw new AppError('spec-in-lottery');
    if (!(await takeStock(tx, input.specId, input.units))) throw new AppError('lottery-units-short', { stock });
    const spec = (await describeSpecs(tx, [input.specId])).get(input.specId)!;
    const seed = newSeed();
    const [row] = await tx
      .insert(lotteries)
      .values({
        specId: input.specId,
        characterId: spec.sale.character.id,
        units: input.units,
        unitsLeft: input.units,
        maxPerApplication: input.maxPerApplication,
        supporterWeight: input.supporterWeight,
        claimHours: input.claimHours,
        applyStartAt: new Date(input.applyStartAt),
        applyEndAt: new Date(input.applyEndAt),
        seed,
        seedHash: hashSeed(seed),
        createdAt: ctx.clock.now(),
      })
      .returning({ id: lotteries.id });
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'lottery.create',
      target: { type: 'sale_spec', id: input.specId },
      detail: { lotteryId: row!.id, ...input },
    });
    return row!.id;
  });
}

/**
 * The operator deletes a lottery nobody has applied to (a 409 naming how many did otherwise): the
 * units it still holds go back to the spec's stock. The lock waits for applications in flight
 * (they hold a key-share lock), so none slips in between the count and the delete.
 */
export async function deleteLottery(ctx: AppContext, adminId: string, lotteryId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [lottery] = await tx.select().from(lotteries).where(eq(lotteries.id, lotteryId)).for('update');
    if (!lottery) throw new AppError('lottery-not-found');
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(lotteryApplications)
      .where(eq(lotteryApplications.lotteryId, lotteryId))) as [{ count: number }];
    if (count > 0) throw new AppError('lottery-has-applications', { count });
    if (lottery.unitsLeft > 0) await putBackStock(tx, lottery.specId, lottery.unitsLeft);
    await tx.delete(lotteries).where(eq(lotteries.id, lotteryId));
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'lottery.delete',
      target: { type: 'sale_spec', id: lottery.specId },
      detail: { lotteryId, unitsReturned: lottery.unitsLeft },
    });
  });
}

/** Whether the account voted for or backed the character (the stages' supporter sources). */
async function isSupporter(ctx: AppContext, tx: Tx, characterId: string, userId: string) {
  for (const source of ctx.supporterSources) {
    const result = (await tx.execute(
      sql`select 1 from (${source.totals({ characterId })}) s where s.user_id = ${userId} limit 1`,
    )) as unknown as { rows: unknown[] };
    if (result.rows.length > 0) return true;
  }
  return false;
}

/**
 * One application per account (the unique index settles parallel ones), for at most the lottery's
 * quantity and the spec's limit per account, while applications are open.
 */
export async function applyToLottery(ctx: AppContext, userId: string, lotteryId: string, quantity: number): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    // A key-share lock: applications do not wait for each other, but the draw (FOR UPDATE) waits for
    // those in flight, and one that comes after the draw finds it drawn.
    const [lottery] = await tx.select().from(lotteries).where(eq(lotteries.id, lotteryId)).for('key share');
    if (!lottery) throw new AppError('lottery-not-found');
    const now = ctx.clock.now();
    if (lottery.status !== 'open' || now < lottery.applyStartAt || now >= lottery.applyEndAt) throw new AppError('lottery-not-open');
    const spec = (await describeSpecs(tx, [lottery.specId])).get(lottery.specId);
    const max = Math.min(lottery.maxPerApplication, spec?.limitPerAccount ?? Infinity);
    if (quantity > max) throw new AppError('lottery-quantity-too-large', { max });
    const weight = lottery.supporterWeight > 1 && (await isSupporter(ctx, tx, lottery.characterId, userId)) ? lottery.supporterWeight : 1;
    const [row] = await tx
      .insert(lotteryApplications)
      .values({ lotteryId, userId, quantity, weight, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: lotteryApplications.id });
    if (!row) throw new AppError('lottery-already-applied');
    return row.id;
  });
}

/**
 * The draw, once, after applications close: every application in drawn order (draw.ts: anyone can
 * recompute it from the revealed seed), units to the first ones, each with `claimHours` to buy; the
 * others wait their turn. Units nobody applied for go back to the spec's stock.
 */
export async function drawLottery(ctx: AppContext, lotteryId: string, by: string | null): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [lottery] = await tx.select().from(lotteries).where(eq(lotteries.id, lotteryId)).for('update');
    if (!lottery) throw new AppError('lottery-not-found');
    const now = ctx.clock.now();
    if (lottery.status !== 'open' || now < lottery.applyEndAt) throw new AppError('lottery-not-drawable');
    const applications = await tx.select().from(lotteryApplications).where(eq(lotteryApplications.lotteryId, lotteryId));
    const ordered = drawOrder(lottery.seed, applications);
    const { allocated, left } = allocate(ordered, lottery.units);
    const windowEndsAt = new Date(now.getTime() + lottery.claimHours * 3_600_000);
    for (const [i, a] of ordered.entries()) {
      const won = allocated[i]! > 0;
      await tx
        .update(lotteryApplications)
        .set({ rank: i + 1, status: won ? 'won' : 'waiting', allocated: allocated[i]!, windowEndsAt: won ? windowEndsAt : null })
        .where(eq(lotteryApplications.id, a.id));
    }
    await tx.update(lotteries).set({ status: 'drawn', drawnAt: now, unitsLeft: left }).where(eq(lotteries.id, lotteryId));
    if (left > 0) await releaseLeftovers(tx, { ...lottery, unitsLeft: left });
    const ref = await lotteryRef(tx, lottery);
    await ctx.events.emit(tx, {
      type: 'LotteryDrawn',
      lottery: ref,
      winners: ordered.flatMap((a, i) =>
        allocated[i]! > 0 ? [{ userId: a.userId, applicationId: a.id, units: allocated[i]!, windowEndsAt }] : [],
      ),
      others: ordered.filter((_, i) => allocated[i] === 0).map((a) => ({ userId: a.userId, applicationId: a.id })),
    });
    if (by)
      await ctx.events.emit(tx, {
        type: 'OperatorEdited',
        by,
        action: 'lottery.draw',
        target: { type: 'sale_spec', id: lottery.specId },
        detail: { lotteryId },
      });
  });
}

/** Held units nobody is left to take go back on the spec's shelf. */
async function releaseLeftovers(tx: Tx, lottery: LotteryRow) {
  await putBackStock(tx, lottery.specId, lottery.unitsLeft);
  await tx.update(lotteries).set({ unitsLeft: 0 }).where(eq(lotteries.id, lottery.id));
}

/**
 * A winner buys within their window: their held units go into an unpaid order (the usual payment
 * window and purchase limit apply), in one transaction with the application's move to `purchased`.
 */
export async function buyLotteryUnits(ctx: AppContext, userId: string, applicationId: string, idempotencyKey?: string): Promise<string> {
  return ctx.db.transaction((tx) =>
    idempotent(tx, { userId, scope: 'lottery.buy', key: idempotencyKey, request: applicationId }, ctx.clock.now(), async () => {
      const [row] = await tx
        .select({ application: lotteryApplications, specId: lotteries.specId })
        .from(lotteryApplications)
        .innerJoin(lotteries, eq(lotteries.id, lotteryApplications.lotteryId))
        .where(and(eq(lotteryApplications.id, applicationId), eq(lotteryApplications.userId, userId)))
        .for('update', { of: lotteryApplications });
      if (!row) throw new AppError('lottery-application-not-found');
      const { application } = row;
      if (application.status !== 'won') throw new AppError('lottery-not-won');
      if (application.windowEndsAt! <= ctx.clock.now()) throw new AppError('lottery-window-closed');
      // The held units are put on the shelf and taken by the order in this transaction (the spec's
      // row stays locked from one to the other, so nobody else can take them).
      await putBackStock(tx, row.specId, application.allocated);
      const orderId = await placeOrder(ctx, tx, userId, [{ characterSaleSpecId: row.specId, quantity: application.allocated }]);
      await tx.update(lotteryApplications).set({ status: 'purchased', orderId }).where(eq(lotteryApplications.id, applicationId));
      return orderId;
    }),
  );
}

/**
 * Windows that passed unbought (the job, every minute): those winners lapse, and their units go to
 * the next drawn who are still waiting, each with a fresh window; when nobody waits, to the shelf.
 */
export async function passOnLapsedUnits(ctx: AppContext, now: Date): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const lapsed = await tx
      .update(lotteryApplications)
      .set({ status: 'lapsed' })
      .where(and(eq(lotteryApplications.status, 'won'), lte(lotteryApplications.windowEndsAt, now)))
      .returning();
    if (lapsed.length === 0) return 0;
    const ids = [...new Set(lapsed.map((a) => a.lotteryId))].sort();
    const rows = await tx.select().from(lotteries).where(inArray(lotteries.id, ids)).orderBy(asc(lotteries.id)).for('update');
    for (const lottery of rows) {
      let pool = lottery.unitsLeft + lapsed.filter((a) => a.lotteryId === lottery.id).reduce((n, a) => n + a.allocated, 0);
      const waiting = await tx
        .select()
        .from(lotteryApplications)
        .where(and(eq(lotteryApplications.lotteryId, lottery.id), eq(lotteryApplications.status, 'waiting')))
        .orderBy(asc(lotteryApplications.rank));
      const windowEndsAt = new Date(now.getTime() + lottery.claimHours * 3_600_000);
      const winners: { userId: string; applicationId: string; units: number; windowEndsAt: Date }[] = [];
      for (const next of waiting) {
        if (pool === 0) break;
        const units = Math.min(next.quantity, pool);
        pool -= units;
        await tx
          .update(lotteryApplications)
          .set({ status: 'won', allocated: units, windowEndsAt })
          .where(eq(lotteryApplications.id, next.id));
        winners.push({ userId: next.userId, applicationId: next.id, units, windowEndsAt });
      }
      await tx.update(lotteries).set({ unitsLeft: pool }).where(eq(lotteries.id, lottery.id));
      if (pool > 0) await releaseLeftovers(tx, { ...lottery, unitsLeft: pool });
      await ctx.events.emit(tx, {
        type: 'LotteryUnitsPassedOn',
        lottery: await lotteryRef(tx, lottery),
        lapsed: lapsed.filter((a) => a.lotteryId === lottery.id).map((a) => ({ userId: a.userId, applicationId: a.id })),
        winners,
      });
    }
    return lapsed.length;
  });
}
