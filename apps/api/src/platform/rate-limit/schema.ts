import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of rate limits and the sign-in throttle, shared by every instance on the database
 * (rate-limiter-flexible's Drizzle store); with REDIS_URL they live in Redis instead.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
