import { CROWDFUNDING_TIERS } from '@pedestal/contract';
import { expect } from 'vitest';
import type { TestApp } from '../harness';
import { createSession } from '../../src/modules/auth';
import { stageCharacter } from './character';
import { getBalances } from '../../src/modules/wallet';
import { crowdfundings } from '../../src/modules/crowdfunding/schema';
import { eq } from 'drizzle-orm';

export const CARD = { cardNumber: '4242424242424242', expiryDate: '12/34', cvv: '123', cardholderName: 'Ada Lovelace' };

/**
 * A character whose vote reached its target, prepared as a draft by the admin over HTTP with the
 * SPEC §9 tiers ($30→10, $50→20, $100→50 diamonds) and one image, then started by the legacy
 * start route (decisions 066, 072). Answers its id and the spec ids by price.
 */
export async function openCampaign(t: TestApp, adminToken: string, ownerId: string) {
  const { id } = await stageCharacter(t.ctx, ownerId, { vote: { status: 'ended', countCurrent: 1000, countTarget: 1000 } });
  return openCampaignOf(t, adminToken, id);
}

/** openCampaign for a character already staged (a test that adds its voters first); `tiers` as `[price, diamond]`. */
export async function openCampaignOf(
  t: TestApp,
  adminToken: string,
  id: string,
  tiers: readonly { price: number; diamond: number }[] = CROWDFUNDING_TIERS,
) {
  const draft = await t.http.post(`/api/admin/crowdfunding/${id}/draft`, {}, adminToken);
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const specs: Record<number, string> = {};
  for (const { price, diamond } of tiers) {
    const res = await t.http.post('/api/admin/crowdfunding-spec', { characterId: id, price, diamond }, adminToken);
    expect(res.status).toBe(200);
    specs[price] = res.body.data.id;
  }
  expect((await t.http.put(`/api/admin/crowdfunding/${id}`, { images: [CAMPAIGN_IMAGE] }, adminToken)).status).toBe(200);
  const started = await t.http.get(`/api/admin/character/start-crowdfunding/${id}`, adminToken);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { id, specs };
}

/** The image a factory campaign carries (a draft starts only with one). */
export const CAMPAIGN_IMAGE = '/uploads/cf/factory.webp';

/** Places a support and pays it with the sandbox success card; answers the support id and the confirm outcome. */
export async function supportAndPay(t: TestApp, token: string, characterId: string, specId: string) {
  const placed = await t.http.postRetrying('/api/crowdfunding-support', { characterId, specId }, token);
  expect(placed.status).toBe(200);
  const supportId = placed.body.data.supportId as string;
  const created = await t.http.postRetrying('/api/pay/crowdfunding/create', { id: supportId, paymentMethod: 'stripe' }, token);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  // A saturated machine may answer store-busy (503): nothing was done, so it is tried again.
  const confirmed = await t.http.postRetrying('/api/pay/sandbox/confirm', { clientSecret: created.body.data.clientSecret, ...CARD });
  return { supportId, status: confirmed.body?.data?.status as string | undefined };
}

export const balancesOf = (t: TestApp, userId: string) => getBalances(t.ctx.db, userId);

/** A fresh session for a user, for tests that move the clock past the 7-day token lifetime. */
export async function signIn(t: TestApp, userId: string) {
  return (await createSession(t.ctx.db, { userId }, t.clock.now())).token;
}

/** Sets a campaign's goal straight in the database (a test that finishes it at, or below, its goal). */
export async function setCampaignGoal(t: TestApp, characterId: string, dollars: number) {
  await t.ctx.db
    .update(crowdfundings)
    .set({ targetCents: Math.round(dollars * 100) })
    .where(eq(crowdfundings.characterId, characterId));
}
