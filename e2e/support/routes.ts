import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO } from './env';

/**
 * Every route of SPEC §2, signed in as the demo collector with an order, a support, a raffle
 * entry, an address and a pending submission of their own to show; and the guest-only routes.
 * The accessibility sweep and the Chinese walk go through the same list.
 */

export interface Fixtures {
  token: string;
  voteId: string;
  campaignId: string;
  figurineId: string;
  specId: string;
  raffleSpecId: string;
  entryId: string;
  orderId: string;
  supportId: string;
  addressId: string;
  draftId: string;
}

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()} answered ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

export async function fixtures(request: APIRequestContext): Promise<Fixtures> {
  const login = await request.post('/api/authentication/login-by-password', { data: DEMO });
  const token = ((await login.json()) as { meta: { token: string } }).meta.token;
  const headers = { authorization: `Bearer ${token}` };
  await request.get('/api/user/state', { headers });
  const [vote] = await json<{ id: string }[]>(await request.get('/api/vote/page-list?page=1'));
  const [campaign] = await json<{ id: string; crowdfunding: { specs?: { id: string }[] } }[]>(
    await request.get('/api/crowdfunding/page-list?status=active&page=1'),
  );
  const figurines = await json<{ id: string }[]>(await request.get('/api/figurine/page-list?page=1&pageSize=50'));
  let figurineId = '';
  let specId = '';
  let raffleSpecId = '';
  for (const f of figurines) {
    const show = await json<{ specs: { id: string; stock: number; raffle: unknown }[] }>(await request.get(`/api/figurine/show/${f.id}`));
    const inStock = show.specs.find((s) => s.stock > 0);
    if (inStock && !specId) [figurineId, specId] = [f.id, inStock.id];
    raffleSpecId ||= show.specs.find((s) => s.raffle && s.stock > 0)?.id ?? '';
  }
  const detail = await json<{ crowdfunding: { specs: { id: string }[] } }>(await request.get(`/api/crowdfunding/show/${campaign!.id}`));
  const address = await json<{ userAddressId: string }>(
    await request.post('/api/user-address', {
      headers,
      data: {
        name: 'Demo Collector',
        phone: '+1 415 555 0123',
        zipCode: '94103',
        country: 'United States',
        province: 'CA',
        city: 'San Francisco',
        area: '1 Market St',
        address: '',
        tag: 'home',
        isDefault: true,
      },
    }),
  );
  const order = await json<{ characterSaleOrderId: string }>(
    await request.post('/api/figurine/buy', { headers, data: [{ characterSaleSpecId: specId, quantity: 1 }] }),
  );
  const support = await json<{ supportId: string }>(
    await request.post('/api/crowdfunding-support', {
      headers,
      data: { characterId: campaign!.id, specId: detail.crowdfunding.specs[0]!.id },
    }),
  );
  const entry = await json<{ raffleEntryRecordId: string }>(await request.post(`/api/raffle/consume/${raffleSpecId}`, { headers }));
  const draft = await json<{ id: string }>(
    await request.post('/api/character', {
      headers,
      data: {
        name: 'Accessibility Sprite',
        gender: 'female',
        description: 'A sprite who reads every page aloud to those who cannot see it, kindly.',
        creatorName: 'Studio Axe',
        creatorWebsite: 'https://studio-axe.example.com',
        genre: 'Anime',
        note: 'Made for the accessibility sweep.',
        agreement: true,
      },
    }),
  );
  return {
    token,
    voteId: vote!.id,
    campaignId: campaign!.id,
    figurineId,
    specId,
    raffleSpecId,
    entryId: entry.raffleEntryRecordId,
    orderId: order.characterSaleOrderId,
    supportId: support.supportId,
    addressId: address.userAddressId,
    draftId: draft.id,
  };
}

export const signedInRoutes = (f: Fixtures) => [
  '/',
  '/explore',
  '/user',
  '/faq',
  '/about-us',
  '/contact-support',
  '/feedback',
  '/account/settings',
  '/account/profile',
  '/account/change-password',
  '/account/delete-account',
  '/account/collections',
  '/account/campaigns',
  '/account/messages',
  '/account/orders',
  '/account/raffle-records',
  '/account/wallet',
  '/account/shopping-cart',
  '/account/payment-methods',
  '/character/create',
  `/character/edit/${f.draftId}`,
  '/vote/list',
  `/vote/show/${f.voteId}`,
  '/crowdfunding/list',
  `/crowdfunding/show/${f.campaignId}`,
  '/figurines',
  '/figurines/list',
  `/figurines/show/${f.figurineId}`,
  `/contributors/${f.voteId}`,
  `/raffle/show/${f.raffleSpecId}`,
  `/raffle/entry-record/${f.entryId}`,
  `/raffle/verify/${f.entryId}`,
  '/order/list',
  `/order/show/${f.orderId}`,
  `/pay/check-out/${f.orderId}/figurine`,
  `/pay/check-out/${f.supportId}/crowdfunding_support`,
  `/pay/success/${f.orderId}/figurine`,
  '/user-address/create',
  '/user-address/list',
  `/user-address/edit/${f.addressId}`,
  '/docs/terms-of-use',
  '/docs/privacy-policy',
  '/docs/submission-rules',
  '/docs/custom-service',
  '/delays',
  '/no-such-page',
];

export const guestRoutes = ['/auth/login', '/auth/register', '/auth/google/error?message=Sign-in%20was%20cancelled', '/', '/vote/list'];
