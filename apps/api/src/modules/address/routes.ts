import {
  AddressInputSchema,
  AddressSchema,
  IdParamsSchema,
  ISO_COUNTRY_CODES,
  OkSchema,
  ServedCountriesSchema,
  dataOf,
  listOf,
  servedCountries,
  type ShippingSettings,
} from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { idempotencyKeyOf } from '../../platform/idempotency/keys';
import { etagOf, PUBLIC_SHORT, sendRevalidated, type SharedAnswer } from '../../platform/shared-reads';
import {
  createAddress,
  deleteAddress,
  getAddressSnapshot,
  getDefaultAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './service';

const tags = ['address'];

export default async function addressRoutes(app: App) {
  const { ctx } = app;
  // Written once per kept settings copy: the same shipping object until a change drops the copy.
  const written = new WeakMap<ShippingSettings, SharedAnswer>();

  /**
   * Decision 058: the countries the store ships to, by the rule that refuses an address elsewhere,
   * from the kept settings (a change shows at once on this instance, on the others when they hear
   * of it, and within SETTINGS_CACHE_MS at most). The same for every reader: a CDN may hold it for
   * two seconds, then revalidate it by its ETag.
   */
  app.get('/shipping/countries', { schema: { tags, response: { 200: dataOf(ServedCountriesSchema) } } }, async (request, reply) => {
    const { shipping } = await ctx.settings.current(ctx.db);
    let answer = written.get(shipping);
    if (!answer) {
      const body = String(reply.serialize({ data: servedCountries(shipping, ISO_COUNTRY_CODES) }));
      answer = { body, etag: etagOf(body) };
      written.set(shipping, answer);
    }
    return sendRevalidated(request, reply, answer, PUBLIC_SHORT);
  });

  app.post(
    '/user-address',
    {
      schema: { tags, body: AddressInputSchema, response: { 200: dataOf(z.object({ userAddressId: z.string() })) } },
      config: limit(60),
    },
    async (request) => ({
      data: { userAddressId: await createAddress(ctx, requireUser(request), request.body, idempotencyKeyOf(request)) },
    }),
  );

  app.get(
    '/user-address/show/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(AddressSchema) } } },
    async (request) => {
      const address = await getAddressSnapshot(ctx.db, requireUser(request), request.params.id);
      if (!address) throw new AppError('address-not-found');
      return { data: address };
    },
  );

  app.get('/user-address/default', { schema: { tags, response: { 200: dataOf(AddressSchema.nullable()) } } }, async (request) => ({
    data: await getDefaultAddress(ctx.db, requireUser(request)),
  }));

  app.get('/user-address/listForMine', { schema: { tags, response: { 200: listOf(AddressSchema) } } }, async (request) => ({
    data: await listAddresses(ctx.db, requireUser(request)),
  }));

  app.put(
    '/user-address/:id',
    { schema: { tags, params: IdParamsSchema, body: AddressInputSchema, response: { 200: dataOf(AddressSchema) } } },
    async (request) => ({
      data: await updateAddress(ctx, requireUser(request), request.params.id, request.body, idempotencyKeyOf(request)),
    }),
  );

  app.delete('/user-address/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await deleteAddress(ctx, requireUser(request), request.params.id, idempotencyKeyOf(request));
    return { data: true };
  });

  app.post('/user-address/setDefault/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await setDefaultAddress(ctx, requireUser(request), request.params.id);
    return { data: true };
  });
}
