import { DAILY_VOTES, businessDay } from '@pedestal/contract';
import { and, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { users } from '../account/schema';
import { walletBalances, walletLedger, type WalletCurrency } from './schema';

const balanceField = { vote_ticket: 'voteTickets', diamond: 'diamonds', frozen_diamond: 'frozenDiamonds' } as const;

export interface Balances {
  voteTickets: number;
  diamonds: number;
  frozenDiamonds: number;
}

export async function openWallet(db: DbOrTx, userId: string) {
  await db.insert(walletBalances).values({ userId }).onConflictDoNothing();
}

export async function getBalances(db: DbOrTx, userId: string): Promise<Balances> {
  const [row] = await db
    .select({ voteTickets: walletBalances.voteTickets, diamonds: walletBalances.diamonds, frozenDiamonds: walletBalances.frozenDiamonds })
    .from(walletBalances)
    .where(eq(walletBalances.userId, userId));
  return row ?? { voteTickets: 0, diamonds: 0, frozenDiamonds: 0 };
}

export interface LedgerEntry {
  userId: string;
  currency: WalletCurrency;
  delta: number;
  reason: string;
  referenceType?: string;
  referenceId?: string;
}

/**
 * Moves a balance by `delta` and writes its ledger row, in the caller's transaction. A debit is a
 * single conditional UPDATE, so parallel debits can never take a balance below zero: the loser
 * gets `insufficientMessage` as a 400.
 */
export async function applyLedgerEntry(tx: DbOrTx, entry: LedgerEntry, insufficientMessage = 'Insufficient balance') {
  if (!Number.isInteger(entry.delta) || entry.delta === 0) return;
  await openWallet(tx, entry.userId);
  const field = balanceField[entry.currency];
  const col = walletBalances[field];
  const updated = await tx
    .update(walletBalances)
    .set({ [field]: sql`${col} + ${entry.delta}` })
    .where(and(eq(walletBalances.userId, entry.userId), entry.delta < 0 ? gte(col, -entry.delta) : sql`true`))
    .returning({ userId: walletBalances.userId });
  if (updated.length === 0) throw AppError.rejected(insufficientMessage);
  await tx.insert(walletLedger).values({
    userId: entry.userId,
    currency: entry.currency,
    delta: entry.delta,
    reason: entry.reason,
    referenceType: entry.referenceType,
    referenceId: entry.referenceId,
  });
}

/**
 * The first call of a business day (UTC+08:00) tops vote tickets up to the daily amount; unused
 * tickets never pile up beyond it. Answers whether this call granted them.
 */
export async function grantDailyVotes(tx: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const today = businessDay(now);
  const claimed = await tx
    .update(users)
    .set({ lastVoteGrantDay: today })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), or(isNull(users.lastVoteGrantDay), ne(users.lastVoteGrantDay, today))))
    .returning({ id: users.id });
  if (claimed.length === 0) return false;
  const { voteTickets } = await getBalances(tx, userId);
  const delta = DAILY_VOTES - voteTickets;
  if (delta > 0) await applyLedgerEntry(tx, { userId, currency: 'vote_ticket', delta, reason: 'daily_votes', referenceType: 'day', referenceId: today });
  return true;
}

/** The user's ledger rows, newest first (DESIGN §6: the wallet history the user can see). */
export async function listLedger(db: DbOrTx, userId: string, page: { page: number; pageSize: number }) {
  const rows = await db
    .select({ id: walletLedger.id, currency: walletLedger.currency, delta: walletLedger.delta, reason: walletLedger.reason, createdAt: walletLedger.createdAt })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
