import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { raffleEntries, raffleMonthlySpend, rafflePity, rafflePlayers } from './schema';

/** Raffle entries, counters, the attested date of birth and the spending limit, for the shopper's copy of their data (decision 039). */
export const rafflePersonalData: PersonalDataSource = async (db, userId) => ({
  raffle_entries: await db.select().from(raffleEntries).where(eq(raffleEntries.userId, userId)),
  raffle_pity: await db.select().from(rafflePity).where(eq(rafflePity.userId, userId)),
  raffle_players: await db.select().from(rafflePlayers).where(eq(rafflePlayers.userId, userId)),
  raffle_monthly_spend: await db.select().from(raffleMonthlySpend).where(eq(raffleMonthlySpend.userId, userId)),
});
