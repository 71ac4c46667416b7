import { LedgerReason, WalletCurrency } from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../account/schema';

/** Cached balances; always equal to the sum of the ledger rows, never negative (CHECKs). */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    voteTickets: integer('vote_tickets').notNull().default(0),
    diamonds: integer('diamonds').notNull().default(0),
    frozenDiamonds: integer('frozen_diamonds').notNull().default(0),
    /** Business day (UTC+08:00) of the last daily vote top-up, YYYY-MM-DD. */
    lastVoteGrantDay: text('last_vote_grant_day'),
  },
  (t) => [
    check('wallet_vote_tickets_nonneg', sql`${t.voteTickets} >= 0`),
    check('wallet_diamonds_nonneg', sql`${t.diamonds} >= 0`),
    check('wallet_frozen_nonneg', sql`${t.frozenDiamonds} >= 0`),
  ],
);

/** Every change of a balance: who, how much, why, and what caused it. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: WalletCurrency }).notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: LedgerReason }).notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_ledger_user_idx').on(t.userId, t.createdAt)],
);
