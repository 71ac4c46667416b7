import { expect } from 'vitest';
import type { TestApp } from '../harness';
import type { StripeStandIn } from '../stand-ins/stripe';
import { userAddresses } from '../../src/modules/address/schema';
import { stageCharacter } from './character';
import { CARD } from './crowdfunding';
import { saleSpecs } from '../../src/modules/shop/schema';

/**
 * A character on sale (sale $89.99, pre-sale $69.99 until `saleInDays` from now) with one spec of
 * the given stock, priced $50 (pre-sale $40). Answers the character and spec ids.
 */
export async function openSale(t: TestApp, ownerId: string, opts: { stock?: number; saleInDays?: number } = {}) {
  const { id } = await stageCharacter(t.ctx, ownerId, { saleInDays: opts.saleInDays ?? -1 });
  const [spec] = await t.ctx.db
    .insert(saleSpecs)
    .values({ characterId: id, title: 'Standard 1/7', priceCents: 5_000, preSalePriceCents: 4_000, stock: opts.stock ?? 100 })
    .returning({ id: saleSpecs.id });
  return { characterId: id, specId: spec!.id };
}

/** Gives the user a default shipping address (orders placed afterwards preselect it). */
export async function addAddress(t: TestApp, userId: string) {
  const [row] = await t.ctx.db
    .insert(userAddresses)
    .values({
      userId,
      name: 'Ada Lovelace',
      phone: '13812345678',
      zipCode: '100000',
      country: 'China',
      province: 'Beijing',
      city: 'Beijing',
      area: '1 Chang An Avenue',
      address: 'Room 301',
      isDefault: true,
    })
    .returning({ id: userAddresses.id });
  return row!.id;
}

export async function buy(t: TestApp, token: string, specId: string, quantity = 1) {
  // Turned away by the drop gate (many parallel buyers of one spec): as the web app, try again after Retry-After.
  const res = await t.http.postRetrying('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity }], token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.characterSaleOrderId as string;
}

/** Pays a figurine order with the sandbox success card; answers the confirm outcome. */
export async function payOrder(t: TestApp, token: string, orderId: string) {
  const created = await t.http.post('/api/pay/figurine/create', { id: orderId, paymentMethod: 'stripe' }, token);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const confirmed = await t.http.post('/api/pay/sandbox/confirm', { clientSecret: created.body.data.clientSecret, ...CARD });
  return confirmed.body?.data?.status as string | undefined;
}

/** Pays a figurine order by card through the Stripe stand-in, as the web app and Stripe.js do; answers the PaymentIntent's id. */
export async function payOrderByCard(t: TestApp, stripe: StripeStandIn, token: string, orderId: string) {
  const created = await t.http.post('/api/pay/figurine/create', { id: orderId, paymentMethod: 'stripe' }, token);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const clientSecret = created.body.data.clientSecret as string;
  expect((await stripe.confirmAsBrowser(clientSecret)).status).toBe(200);
  return clientSecret.split('_secret_')[0]!;
}
