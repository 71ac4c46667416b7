import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../domain/extension-points';
import { walletBalances, walletLedger } from './schema';

/** Balances and every ledger row, for the shopper's copy of their data (decision 039). */
export const walletPersonalData: PersonalDataSource = async (db, userId) => ({
  wallet_balances: await db.select().from(walletBalances).where(eq(walletBalances.userId, userId)),
  wallet_ledger: await db.select().from(walletLedger).where(eq(walletLedger.userId, userId)),
});
