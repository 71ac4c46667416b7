import { newId } from '../../db/ids';
import {
  DAILY_VOTES,
  businessDay,
  type LedgerReason,
  type RefusalReason,
  type WalletCurrency,
  type WalletHistoryRow,
} from '@pedestal/contract';
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { walletBalances, walletLedger } from './schema';

export interface Balances {
  voteTickets: number;
  diamonds: number;
  frozenDiamonds: number;
}

const EMPTY: Balances = { voteTickets: 0, diamonds: 0, frozenDiamonds: 0 };
const balanceColumns = {
  voteTickets: walletBalances.voteTickets,
  diamonds: walletBalances.diamonds,
  frozenDiamonds: walletBalances.frozenDiamonds,
};

/** A wallet opens with its first ledger entry; until then every balance is zero. */
async function openWallet(tx: DbOrTx, userId: string) {
  await tx.insert(walletBalances).values({ userId }).onConflictDoNothing();
}

export async function getBalances(db: DbOrTx, userId: string): Promise<Balances> {
  const [row] = await db.select(balanceColumns).from(walletBalances).where(eq(walletBalances.userId, userId));
  return row ?? EMPTY;
}

/** Balances of several users (admin lists), zero for a wallet never opened. */
export async function getBalancesOf(db: DbOrTx, userIds: string[]): Promise<Map<string, Balances>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: walletBalances.userId, ...balanceColumns })
    .from(walletBalances)
    .where(inArray(walletBalances.userId, userIds));
  return new Map(userIds.map((id) => [id, rows.find((r) => r.userId === id) ?? EMPTY]));
}

export interface LedgerEntry {
  userId: string;
  currency: WalletCurrency;
  delta: number;
  reason: LedgerReason;
  referenceType?: string;
  referenceId?: string;
}

const balanceColumn = { vote_ticket: 'vote_tickets', diamond: 'diamonds', frozen_diamond: 'frozen_diamonds' } as const;

/**
 * The balance move of `entry` and its ledger row as two CTEs for one statement: `<name>` updates
 * the wallet (conditionally, so parallel debits can never take a balance below zero, and only
 * where `guard` holds on the wallet row) and answers the new balance as `balance`; its ledger row
 * is inserted from it, so there is a ledger row exactly when the balance moved.
 */
export function ledgerEntryCtes(entry: LedgerEntry, name: string, guard: SQL = sql`true`): SQL {
  const column = sql.raw(balanceColumn[entry.currency]);
  const moved = sql.identifier(name);
  return sql`${moved} as (
      update wallet_balances set ${column} = ${column} + ${entry.delta}
      where user_id = ${entry.userId} and ${entry.delta < 0 ? sql`${column} >= ${-entry.delta}` : sql`true`} and ${guard}
      returning ${column} as balance
    ), ${sql.identifier(`${name}_ledger`)} as (
      insert into wallet_ledger (id, user_id, currency, delta, reason, reference_type, reference_id)
      select ${newId()}, ${entry.userId}, ${entry.currency}, ${entry.delta}, ${entry.reason},
        ${entry.referenceType ?? null}, ${entry.referenceId ?? null}
      from ${moved}
    )`;
}

/**
 * Moves a balance by `delta` and writes its ledger row, in the caller's transaction, and answers
 * the new balance. Both happen in one statement (`ledgerEntryCtes`): the loser of parallel debits
 * is refused for `insufficient` (a 400). A wallet opens only when a credit finds none (a debit of a
 * wallet never opened is refused anyway).
 */
export async function applyLedgerEntry(
  tx: DbOrTx,
  entry: LedgerEntry,
  insufficient: RefusalReason = 'insufficient-balance',
): Promise<number | null> {
  if (!Number.isInteger(entry.delta) || entry.delta === 0) return null;
  const move = async () => {
    const result = (await tx.execute(sql`with ${ledgerEntryCtes(entry, 'moved')} select balance from moved`)) as unknown as {
      rows: { balance: number }[];
    };
    return result.rows[0];
  };
  let moved = await move();
  if (!moved && entry.delta > 0) {
    await openWallet(tx, entry.userId);
    moved = await move();
  }
  if (!moved) throw new AppError(insufficient);
  return Number(moved.balance);
}

/**
 * The first call of a business day (UTC+08:00) tops vote tickets up to the daily amount; unused
 * tickets never pile up beyond it. Answers whether this call granted them.
 */
export async function grantDailyVotes(tx: Tx, userId: string, now: Date): Promise<boolean> {
  const today = businessDay(now);
  await openWallet(tx, userId);
  const [claimed] = await tx
    .update(walletBalances)
    .set({ lastVoteGrantDay: today })
    .where(and(eq(walletBalances.userId, userId), or(isNull(walletBalances.lastVoteGrantDay), ne(walletBalances.lastVoteGrantDay, today))))
    .returning({ voteTickets: walletBalances.voteTickets });
  if (!claimed) return false;
  const delta = DAILY_VOTES - claimed.voteTickets;
  if (delta > 0)
    await applyLedgerEntry(tx, { userId, currency: 'vote_ticket', delta, reason: 'daily_votes', referenceType: 'day', referenceId: today });
  return true;
}

/**
 * Whether the user's daily votes were granted on `day`, as an SQL expression, so a vote can read
 * it in the statement that locks the vote (one round trip).
 */
export const votesGrantedOnSql = (userId: string, day: string) =>
  sql<boolean>`coalesce((select ${walletBalances.lastVoteGrantDay} = ${day} from ${walletBalances} where ${walletBalances.userId} = ${userId}), false)`;

/** Whether the wallet row being changed had its daily votes granted on `day` (a `ledgerEntryCtes` guard). */
export const votesGrantedOnGuard = (day: string) => sql`last_vote_grant_day = ${day}`;

/** The user's vote tickets as an SQL expression (0 for a wallet never opened), to read beside another row. */
export const voteTicketsSql = (userId: string) =>
  sql<number>`coalesce((select ${walletBalances.voteTickets} from ${walletBalances} where ${walletBalances.userId} = ${userId}), 0)`;

/** The user's ledger rows, newest first (DESIGN §6: the wallet history the user can see). */
export async function listLedger(db: DbOrTx, userId: string, page: { page: number; pageSize: number }): Promise<WalletHistoryRow[]> {
  const rows = await db
    .select({
      id: walletLedger.id,
      currency: walletLedger.currency,
      delta: walletLedger.delta,
      reason: walletLedger.reason,
      createdAt: walletLedger.createdAt,
    })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
