/**
 * The two front ends this server hands out: the store (apps/web) at / and the operators' console
 * (apps/admin) under /admin/, their built files and their index pages, and the not-found answer
 * that tells a store page from a missing API path. Apart from app.ts: none of it is a module's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { App } from './app-types';
import type { Config } from './config';
import { problem } from './platform/errors';
import { acceptedEncoding, compressedPage, type CompressedPage } from './platform/html-page';
import type { RouteMethods } from './platform/http-refusals';
import { UPLOADS_PATH } from './platform/storage/file-storage';
import { WebPages } from './web-pages';

/**
 * Paths that are never the store's pages: the API, uploads and what monitoring tools probe
 * (`/metrics`); unknown ones answer a 404 Problem Details, not the web app.
 */
const NOT_PAGES = new RegExp(`^(/api|${UPLOADS_PATH}|/metrics)(/|$)`);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A built front end: its configured directory, or apps/<name>/dist beside this package (source or bundle). */
function distDir(configured: string | undefined, name: 'web' | 'admin'): string | null {
  if (configured) return resolve(configured);
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, `../../${name}/dist`), join(here, `../../../apps/${name}/dist`)]) {
    if (existsSync(join(candidate, 'index.html'))) return candidate;
  }
  return null;
}

/** Long cache for hashed assets, revalidation for the rest. */
const staticHeaders = (reply: { header(name: string, value: string): unknown }, path: string) => {
  reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
};

export interface FrontEnds {
  adminRoot: string | null;
  webRoot: string | null;
  /** The store's index.html with the app's name (its inline script's hash goes in the CSP). */
  indexHtml: string | null;
  adminPage: CompressedPage | null;
}

/** The built front ends found at boot (none in API-only tests). */
export function loadFrontEnds(config: Config): FrontEnds {
  const adminRoot = distDir(config.ADMIN_DIST_DIR, 'admin');
  const webRoot = distDir(config.WEB_DIST_DIR, 'web');
  // index.html carries the configured app name (the web app reads it from a meta tag).
  const withAppName = (html: string, title: string) =>
    html
      .replace(/<meta name="app-name" content="[^"]*"/, `<meta name="app-name" content="${escapeHtml(config.APP_NAME)}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const indexHtml = webRoot ? withAppName(readFileSync(join(webRoot, 'index.html'), 'utf8'), config.APP_NAME) : null;
  const adminHtml = adminRoot ? withAppName(readFileSync(join(adminRoot, 'index.html'), 'utf8'), `${config.APP_NAME} Admin`) : null;
  const adminPage = adminHtml ? compressedPage(adminHtml) : null;
  return { adminRoot, webRoot, indexHtml, adminPage };
}

/** Their files, then the not-found handler: a store page, a 405 with Allow at a known path, or a 404. */
export async function serveFrontEnds(app: App, config: Config, fronts: FrontEnds, routeMethods: RouteMethods) {
  const { adminRoot, webRoot, indexHtml, adminPage } = fronts;
  // The operators' console is its own bundle under /admin/ (a shopper never downloads it).
  if (adminRoot) {
    await app.register(fastifyStatic, {
      root: adminRoot,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // Off, or @fastify/static replaces the header below with its own `public, max-age=0`.
      cacheControl: false,
      setHeaders: staticHeaders,
    });
  }
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // Off, or @fastify/static replaces the header below with its own `public, max-age=0`.
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: staticHeaders,
    });
  }
  const webPages = indexHtml ? new WebPages(app, indexHtml) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // HEAD is GET without the body (Node sends none for it).
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(path) && !/\.[a-z0-9]+$/i.test(path);
    const page = path === '/admin' || path.startsWith('/admin/') ? adminPage : isPage ? await webPages?.page(path) : null;
    if (isPage && page && !(config.production && path.startsWith('/dev/'))) {
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      return encoding ? reply.header('content-encoding', encoding).send(page[encoding]) : reply.send(page.identity);
    }
    // A route of this method that found nothing (a missing file under /uploads) is a 404; another method's path a 405.
    const allowed = routeMethods.allowed(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply.status(405).header('allow', allowed.join(', ')).type('application/problem+json').send(problem('method-not-allowed'));
    }
    return reply
      .status(404)
      .type('application/problem+json')
      .send(problem(path.startsWith('/api/') ? 'no-such-endpoint' : 'page-not-found'));
  });
}
