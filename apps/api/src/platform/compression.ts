import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { App } from '../app-types';
import { COMPRESS_THRESHOLD } from './shared-reads';

/**
 * JSON answers over 1 KB compressed when asked, on the /api scope only (brotli at a quality cheap
 * enough per request); the shared list answers come compressed already (each form made once,
 * platform/shared-reads.ts). Static assets are precompressed by the build instead.
 */
export async function registerApiCompression(api: App) {
  await api.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
