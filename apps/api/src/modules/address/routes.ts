import { AddressInputSchema, AddressSchema, IdParamsSchema, OkSchema, dataOf, listOf } from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
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
  app.post(
    '/user-address',
    {
      schema: { tags, body: AddressInputSchema, response: { 200: dataOf(z.object({ userAddressId: z.string() })) } },
      config: limit(60),
    },
    async (request) => ({ data: { userAddressId: await createAddress(ctx, requireUser(request), request.body) } }),
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
      data: await updateAddress(ctx, requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete('/user-address/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await deleteAddress(ctx, requireUser(request), request.params.id);
    return { data: true };
  });

  app.post('/user-address/setDefault/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await setDefaultAddress(ctx, requireUser(request), request.params.id);
    return { data: true };
  });
}
