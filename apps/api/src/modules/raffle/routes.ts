import { idempotencyKeyOf } from '../../platform/idempotency/keys';
import {
  IdParamsSchema,
  IdSchema,
  OkSchema,
  PageQuerySchema,
  RaffleEntryAddressInputSchema,
  RaffleEntryRecordSchema,
  RafflePlayerInputSchema,
  RafflePlayerSchema,
  RaffleShowSchema,
  RaffleVerifySchema,
  dataOf,
  listOf,
} from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { optionalUserId, requireUser } from '../../platform/auth-hook';
import { listMyEntries } from './queries';
import { claimWin, consume, getMyEntry, getRafflePlayer, showRaffle, updateRafflePlayer } from './service';
import { verifyEntry } from './verify';

const tags = ['raffle'];
const SpecParamsSchema = z.object({ characterSaleSpecId: IdSchema });

export default async function raffleRoutes(app: App) {
  const { ctx } = app;

  app.get(
    '/raffle/show/:characterSaleSpecId',
    { schema: { tags, params: SpecParamsSchema, response: { 200: dataOf(RaffleShowSchema) } } },
    async (request) => ({
      data: await showRaffle(ctx.db, request.params.characterSaleSpecId, optionalUserId(request)),
    }),
  );

  app.post(
    '/raffle/consume/:characterSaleSpecId',
    {
      schema: { tags, params: SpecParamsSchema, response: { 200: dataOf(z.object({ raffleEntryRecordId: z.string() })) } },
      config: limit(120),
    },
    async (request) => ({
      data: {
        raffleEntryRecordId: await consume(ctx, requireUser(request), request.params.characterSaleSpecId, false, idempotencyKeyOf(request)),
      },
    }),
  );

  /** The free way to enter (decision 039): one per account per raffle, the same draw and odds as a paid entry. */
  app.post(
    '/raffle/free-entry/:characterSaleSpecId',
    {
      schema: { tags, params: SpecParamsSchema, response: { 200: dataOf(z.object({ raffleEntryRecordId: z.string() })) } },
      config: limit(30),
    },
    async (request) => ({
      data: {
        raffleEntryRecordId: await consume(ctx, requireUser(request), request.params.characterSaleSpecId, true, idempotencyKeyOf(request)),
      },
    }),
  );

  app.get('/raffle/player', { schema: { tags, response: { 200: dataOf(RafflePlayerSchema) } } }, async (request) => ({
    data: await getRafflePlayer(ctx.db, requireUser(request), ctx.clock.now()),
  }));

  app.put(
    '/raffle/player',
    { schema: { tags, body: RafflePlayerInputSchema, response: { 200: dataOf(RafflePlayerSchema) } }, config: limit(30) },
    async (request) => ({ data: await updateRafflePlayer(ctx, requireUser(request), request.body) }),
  );

  app.get(
    '/raffle/pageForMine',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: listOf(RaffleEntryRecordSchema) } } },
    async (request) => ({
      data: await listMyEntries(ctx.db, requireUser(request), request.query),
    }),
  );

  for (const path of ['/raffle/entry-record/:id', '/raffle-entry-record/show/:id']) {
    app.get(path, { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(RaffleEntryRecordSchema) } } }, async (request) => ({
      data: await getMyEntry(ctx.db, requireUser(request), request.params.id),
    }));
  }

  app.put(
    '/raffle-entry-record/:id',
    { schema: { tags, params: IdParamsSchema, body: RaffleEntryAddressInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await claimWin(ctx, requireUser(request), request.params.id, request.body.userAddressId);
      return { data: true };
    },
  );

  app.get(
    '/raffle/verify/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(RaffleVerifySchema) } } },
    async (request) => ({
      data: await verifyEntry(ctx.db, request.params.id),
    }),
  );
}
