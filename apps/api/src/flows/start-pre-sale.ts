/**
 * The stage change "start pre-sale", across the modules it moves: a funded campaign (crowdfunding,
 * success_pending) opens its figurine's sale in pre-sale (shop), told to everyone who voted for or
 * collected the character (vote, character). One transaction, under the campaign's row lock.
 */
import type { StartPreSaleInput } from '@pedestal/contract';
import type { AppContext } from '../context';
import { listCollectorIds } from '../modules/character';
import { lockCampaign } from '../modules/crowdfunding';
import { openPreSale } from '../modules/shop';
import { listVoterIds } from '../modules/vote';
import { AppError } from '../platform/errors';

export async function startPreSale(ctx: AppContext, adminId: string, characterId: string, q: StartPreSaleInput) {
  await ctx.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, characterId);
    if (!campaign) throw new AppError('crowdfunding-not-found');
    if (campaign.status !== 'success_pending') throw new AppError('pre-sale-not-startable');
    const fanIds = [...new Set([...(await listVoterIds(tx, characterId)), ...(await listCollectorIds(tx, characterId))])].sort();
    await openPreSale(ctx, tx, adminId, characterId, q, { images: campaign.images, fanIds });
  });
}
