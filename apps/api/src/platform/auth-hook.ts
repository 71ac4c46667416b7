import { adminCan, type AdminRouteAccess } from '@pedestal/contract';
import DataLoader from 'dataloader';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { AppError } from './errors';

/** Who holds each of some bearer tokens and until when (auth's sessions answer it; the platform knows no domain). */
export type FindViewers = (db: Db, tokens: readonly string[], now: Date) => Promise<Map<string, { viewer: Viewer; expiresAt: Date }>>;

/** Session lookups in flight at once per instance; the tokens arriving meanwhile go together in the next. */
const LOOKUPS_IN_FLIGHT = 2;

/**
 * Uncached sessions looked up in batches: while LOOKUPS_IN_FLIGHT statements are out, the tokens of
 * new requests wait and go in one statement when one comes back. A quiet instance looks each up at
 * once; a drop's hundreds of buyers a second without a cached session on the instance their order
 * reaches cost a few statements instead of one each (issue 25, decision 060).
 */
export function sessionLookups(find: (tokens: readonly string[]) => ReturnType<FindViewers>) {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  return new DataLoader<string, { viewer: Viewer; expiresAt: Date } | null>(
    async (tokens) => {
      inFlight++;
      try {
        const found = await find(tokens);
        return tokens.map((token) => found.get(token) ?? null);
      } finally {
        inFlight--;
        waiting.shift()?.();
      }
    },
    {
      cache: false,
      maxBatchSize: 500,
      // A new batch collects the tokens of this tick, then goes when a lookup slot is free.
      batchScheduleFn: (dispatch) =>
        process.nextTick(() => {
          if (inFlight < LOOKUPS_IN_FLIGHT) dispatch();
          else waiting.push(dispatch);
        }),
    },
  );
}

/**
 * Resolves the bearer token of every API request (through the short-lived viewer cache); a missing
 * or bare `Bearer` is a visitor. A route marked `readsNoViewer` (the shared public lists: the same
 * answer for everyone) skips it: a signed-in shopper's list costs what a visitor's does, with no
 * session lookup when their session is not cached (decision 052).
 */
export function registerAuthHook(app: FastifyInstance, findViewers: FindViewers) {
  const lookups = sessionLookups((tokens) => findViewers(app.ctx.db, tokens, app.ctx.clock.now()));
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.readsNoViewer) return;
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match) return;
    const token = match[1]!;
    request.viewer = await app.ctx.viewers.resolve(token, app.ctx.clock.now().getTime(), () => lookups.load(token));
  });
}

/** The signed-in shopper's id, or 401 (40101). */
export function requireUser(request: FastifyRequest): string {
  const viewer = request.viewer;
  if (viewer?.kind !== 'user') throw new AppError('not-logged-in');
  return viewer.userId;
}

export function requireUserSession(request: FastifyRequest): { userId: string; sessionId: string } {
  const viewer = request.viewer;
  if (viewer?.kind !== 'user') throw new AppError('not-logged-in');
  return { userId: viewer.userId, sessionId: viewer.sessionId };
}

/**
 * The signed-in admin's id: 401 for a visitor, 403 for a shopper, and 403 for an admin without a
 * second factor while ADMIN_REQUIRE_2FA holds (decision 030: the console first sets one up).
 */
export function requireAdmin(request: FastifyRequest): string {
  const viewer = requireAdminSession(request);
  if (!viewer.secondFactor && request.server.ctx.config.ADMIN_REQUIRE_2FA) throw new AppError('second-factor-enrolment-required');
  return viewer.adminId;
}

/** The signed-in admin's session, second factor or not (for setting one up): 401 for a visitor, 403 for a shopper. */
export function requireAdminSession(request: FastifyRequest) {
  const viewer = request.viewer;
  if (!viewer) throw new AppError('not-logged-in');
  if (viewer.kind !== 'admin') throw new AppError('access-denied');
  return viewer;
}

export const optionalUserId = (request: FastifyRequest): string | null => (request.viewer?.kind === 'user' ? request.viewer.userId : null);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What an admin route needs (decision 036): one line per route, `config: { permission: 'orders.ship' }`.
     * An admin route without one is the owner's alone.
     */
    permission?: AdminRouteAccess;
    /** The route answers every reader alike and never reads `request.viewer` (it stays null): no token is resolved. */
    readsNoViewer?: true;
  }
}

/** Who may call a route, by its method and path (`GET /api/user-address/{id}`): 'user' needs a signed-in shopper. */
export type RouteAccessOf = (key: string) => string | undefined;

/** `GET` and the route's pattern in the API list's form (`/api/vote/{id}`); HEAD is its GET. */
const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url.replace(/:(\w+)/g, '{$1}')}`;

/**
 * Who may call each route, checked when the request arrives (onRequest), before its body is read,
 * parsed or validated: a visitor or shopper learns nothing about a route's input rules, and a
 * malformed body sent without the right token is a 401 or 403 like any other (issue: the outside
 * fuzzer). On every admin route (`/api/admin/...`) the team's permissions: a visitor meets 401, a
 * shopper 403, an operator whose role lacks the route's permission `permission-denied` (403).
 * Default-deny: a route that declares no permission is the owner's alone, so a route added later
 * without thinking about roles is safe. Elsewhere a route the API list (api-operations.ts) marks
 * `user` needs a signed-in shopper (401). Registered after the viewer is resolved and after the
 * security headers are set, so its refusals carry them.
 */
export function registerAccessChecks(app: FastifyInstance, accessOf: RouteAccessOf) {
  // Per route, worked out at its first request.
  const needsUser = new Map<string, boolean>();
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    if (!url.startsWith('/api/admin/')) {
      const route = `${request.method} ${url}`;
      let user = needsUser.get(route);
      if (user === undefined) needsUser.set(route, (user = accessOf(routeKey(request.method, url)) === 'user'));
      if (user) requireUser(request);
      return;
    }
    const access: AdminRouteAccess | 'owner-only' = request.routeOptions.config.permission ?? 'owner-only';
    if (access === 'public') return;
    const viewer = requireAdminSession(request);
    if (access === 'signed-in') return;
    requireAdmin(request);
    const allowed = access === 'owner-only' ? viewer.role === 'owner' : adminCan(viewer.role, access);
    if (!allowed) throw new AppError('permission-denied', { role: viewer.role, permission: access });
  });
}
