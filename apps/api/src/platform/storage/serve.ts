import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { problem } from '../errors';
import { keyOf, LocalFileStorage, OBJECT_CACHE_CONTROL, UPLOADS_PATH, type FileStorage } from './file-storage';

/** Keys under this folder are never served under /uploads (a shopper's data export, decision 039). */
export const PRIVATE_FOLDER = 'private';
const isPrivateKey = (key: string) => key === PRIVATE_FOLDER || key.startsWith(`${PRIVATE_FOLDER}/`);

/**
 * Serves /uploads/: files from disk for the local storage; for a bucket, each instance answers from
 * it (so an upload made through one instance loads through any other, and addresses saved before a
 * move to the bucket keep working). With S3_PUBLIC_URL new addresses point at the CDN instead.
 */
export async function registerUploads(app: FastifyInstance, storage: FileStorage) {
  if (storage instanceof LocalFileStorage) {
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: `${UPLOADS_PATH}/`,
      decorateReply: false,
      maxAge: '7d',
      immutable: true,
      // Private objects (shoppers' data exports) are only ever streamed by their own signed route.
      allowedPath: (pathName) => !isPrivateKey(pathName.replace(/^\/+/, '')),
    });
    return;
  }
  app.get(`${UPLOADS_PATH}/*`, async (request, reply) => {
    const key = keyOf({ publicPrefix: UPLOADS_PATH }, request.url);
    const ifNoneMatch = request.headers['if-none-match'];
    const object = key && !isPrivateKey(key) ? await storage.get(key, { ifNoneMatch }) : null;
    if (object === 'not-modified') return reply.status(304).send();
    if (!object) {
      return reply.status(404).type('application/problem+json').send(problem('page-not-found'));
    }
    reply.header('content-type', object.contentType).header('cache-control', OBJECT_CACHE_CONTROL);
    if (object.length !== undefined) reply.header('content-length', object.length);
    if (object.etag) reply.header('etag', object.etag);
    return reply.send(object.body);
  });
}
