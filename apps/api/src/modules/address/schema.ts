import { AddressTag } from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { users } from '../account/schema';

/** A shopper's shipping address; at most one per user is the default (partial unique index). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    /** Address line 1. */
    area: text('area').notNull(),
    /** Address line 2. */
    address: text('address').notNull(),
    tag: text('tag', { enum: AddressTag }).notNull().default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('user_addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
