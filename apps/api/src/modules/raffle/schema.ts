import { RAFFLE_DEFAULTS } from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';
import { users } from '../account/schema';
import { figurineOrders, saleSpecs } from '../shop/schema';

export const RaffleStatus = ['active', 'inactive', 'ended'] as const;

/**
 * A raffle over one or more sale specs. `seed_hash` (sha256 of `seed`) is published before any
 * draw; `seed` itself stays secret until the raffle ends or the seed is rotated (DESIGN §6).
 */
export const raffles = pgTable(
  'raffles',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    costDiamond: integer('cost_diamond').notNull().default(RAFFLE_DEFAULTS.costDiamond),
    /** Basis points of 1e-4: 600 = 0.06. */
    winRateBp: integer('win_rate_bp')
      .notNull()
      .default(Math.round(RAFFLE_DEFAULTS.winRate * 10_000)),
    guaranteeCount: integer('guarantee_count').notNull().default(RAFFLE_DEFAULTS.guaranteeCount),
    status: text('status', { enum: RaffleStatus }).notNull().default('inactive'),
    seedHash: text('seed_hash').notNull(),
    seed: text('seed').notNull(),
    seedRevealed: boolean('seed_revealed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('raffles_cost_pos', sql`${t.costDiamond} > 0`),
    check('raffles_win_rate_range', sql`${t.winRateBp} between 0 and 10000`),
    check('raffles_guarantee_pos', sql`${t.guaranteeCount} > 0`),
  ],
);

/** A spec belongs to at most one raffle. */
export const raffleSpecs = pgTable(
  'raffle_specs',
  {
    raffleId: text('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    specId: text('spec_id')
      .notNull()
      .references(() => saleSpecs.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('raffle_specs_spec_key').on(t.specId), index('raffle_specs_raffle_idx').on(t.raffleId)],
);

/** The user's pity counter (draws since the last win) and draw count in one raffle; locked per entry. */
export const rafflePity = pgTable(
  'raffle_pity',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    raffleId: text('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    counter: integer('counter').notNull().default(0),
    draws: integer('draws').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.raffleId] })],
);

export const raffleEntries = pgTable(
  'raffle_entries',
  {
    id: id(),
    raffleId: text('raffle_id')
      .notNull()
      .references(() => raffles.id),
    specId: text('spec_id')
      .notNull()
      .references(() => saleSpecs.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    drawNumber: integer('draw_number').notNull(),
    roll: integer('roll').notNull(),
    isWin: boolean('is_win').notNull(),
    pityBefore: integer('pity_before').notNull(),
    costDiamond: integer('cost_diamond').notNull(),
    /** The free entry (one per account per raffle, decision 039): same draw, no diamonds. */
    free: boolean('free').notNull().default(false),
    isDistribute: boolean('is_distribute').notNull().default(false),
    userAddressId: text('user_address_id'),
    orderId: text('order_id').references(() => figurineOrders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('raffle_entries_draw_key').on(t.raffleId, t.userId, t.drawNumber),
    index('raffle_entries_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('raffle_entries_free_key')
      .on(t.raffleId, t.userId)
      .where(sql`${t.free}`),
  ],
);

/**
 * A shopper's raffle settings (decision 039): the date of birth they attested (paid entries need
 * 18 years; it cannot be changed by the shopper once given) and the monthly diamond limit they set.
 */
export const rafflePlayers = pgTable(
  'raffle_players',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    birthDate: text('birth_date'),
    attestedAt: ts('attested_at'),
    monthlyDiamondLimit: integer('monthly_diamond_limit'),
    updatedAt: updatedAt(),
  },
  (t) => [check('raffle_players_limit_nonneg', sql`${t.monthlyDiamondLimit} >= 0`)],
);

/** Diamonds a shopper spent on raffle entries per month (business time); raised by a guarded upsert, so parallel entries cannot pass the limit. */
export const raffleMonthlySpend = pgTable(
  'raffle_monthly_spend',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    month: text('month').notNull(),
    diamonds: integer('diamonds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), check('raffle_monthly_spend_nonneg', sql`${t.diamonds} >= 0`)],
);
