import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteUserAddresses } from '../address/service';
import { deleteUserCharacterData } from '../character/service';
import { messages, users } from './schema';

/**
 * Steps each domain runs when an account is deleted, in the same transaction. Domains that own
 * user data (characters, cart, addresses, collections...) add their step here.
 */
const steps: Array<(tx: DbOrTx, userId: string, now: Date) => Promise<void>> = [
  async (tx, userId) => {
    await tx.delete(messages).where(eq(messages.userId, userId));
  },
  (tx, userId) => deleteUserCharacterData(tx, userId),
  (tx, userId) => deleteUserAddresses(tx, userId),
];

/**
 * Removes what the user owns and anonymises the account row: orders and ledger rows keep a
 * reference to it but no longer say who it was.
 */
export async function anonymiseAccount(tx: DbOrTx, userId: string, now: Date) {
  for (const step of steps) await step(tx, userId, now);
  await tx
    .update(users)
    .set({
      username: null,
      email: null,
      phone: null,
      passwordHash: null,
      googleSub: null,
      nickname: 'Deleted user',
      avatar: null,
      bio: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
