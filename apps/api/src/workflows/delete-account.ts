import type { AppContext } from '../context';
import { anonymiseUser } from '../modules/account';
import { deleteUserAddresses } from '../modules/address';
import { revokeUserSessions } from '../modules/auth';
import { deleteUserCharacterData } from '../modules/character';
import { deleteUserCommunityData } from '../modules/community';
import { deleteUserMessages } from '../modules/message';
import { forgetUserEmails, queueEmails } from '../modules/notification';
import { forgetPaymentCustomers } from '../modules/payment';
import { deleteStoredImages } from '../platform/storage/deletion';

/**
 * A user deletes their account, in one transaction: every session ends, each domain removes the
 * personal data it holds (submissions in review, collection, likes, addresses, messages, saved cards), and the account
 * row is anonymised — orders and ledger rows keep a reference to it but no longer say who it was.
 * The files of its avatar and deleted submissions are deleted by a job queued in the same transaction.
 */
export async function deleteAccount(ctx: AppContext, userId: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await revokeUserSessions(tx, ctx.viewers, userId, now);
    // The farewell is written first, while the account still has its address (the outbox keeps a copy).
    await forgetUserEmails(tx, userId);
    await queueEmails(ctx, tx, [{ kind: 'account_deleted', userId, about: userId, data: { deletedAt: now.toISOString() } }]);
    await deleteUserMessages(tx, userId);
    const illustrations = await deleteUserCharacterData(tx, userId);
    await deleteUserCommunityData(tx, userId);
    await deleteUserAddresses(tx, userId);
    // Saved cards go with the account: the provider customer holding them is deleted (queued).
    await forgetPaymentCustomers(ctx, tx, userId);
    const avatar = await anonymiseUser(tx, userId, now);
    await deleteStoredImages(ctx, tx, [avatar, ...illustrations]);
  });
}
