import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** An HTML page compressed once at boot (it is sent on every navigation, never changes while running). */
export interface CompressedPage {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

/** `quality` 11 for a page made once at boot, lower for one made while a request waits. */
export function compressedPage(html: string, quality = 11): CompressedPage {
  return {
    identity: html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** The best encoding the client accepts (`br` first), or null for none. */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** CSP source expressions ('sha256-…') for the inline scripts of a page, so only those run. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}
