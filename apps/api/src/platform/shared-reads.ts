import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './html-page';

/** The channel a catalogue change is announced on (database triggers, migration 0016). */
export const CATALOG_CHANNEL = 'catalog_changed';

/** Answers over this many bytes are compressed when the client asks (as @fastify/compress's threshold). */
export const COMPRESS_THRESHOLD = 1024;

/** One answer as written: its JSON, its ETag and its compressed forms, made once when first asked. */
export interface SharedAnswer {
  body: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** A weak validator of a written answer: the same JSON, the same tag. */
export const etagOf = (body: string) => `W/"${hash('sha1', body, 'base64url').slice(0, 22)}"`;

/**
 * Identical public answers (the card lists: the same for every reader, signed in or not) kept for
 * a short window, so a burst of the same page is written once per window per instance. Dropped at
 * once when the catalogue changes on any instance (a committed NOTIFY on `catalog_changed`, sent
 * by triggers on the catalogue's tables) and never kept longer than `ttlMs`, so a change (new
 * character, vote, price) shows within that window even when no announcement is heard. While an
 * instance cannot hear announcements (its listener connection is down) it keeps nothing. An
 * answer loaded while a change was announced is not kept (the generation moved on).
 */
export class SharedReads {
  private readonly kept = new Map<string, { answer: SharedAnswer; until: number }>();
  private readonly values = new Map<string, { value: unknown; until: number }>();
  private generation = 0;
  private listening: boolean;

  private readonly maxEntries: number;

  constructor(
    private readonly ttlMs: number,
    options: { needsListener: boolean; maxEntries?: number },
  ) {
    this.listening = !options.needsListener;
    this.maxEntries = options.maxEntries ?? 2000;
  }

  async get(key: string, nowMs: number, load: () => Promise<string>): Promise<SharedAnswer> {
    const hit = this.kept.get(key);
    if (hit && hit.until > nowMs) return hit.answer;
    const generation = this.generation;
    const body = await load();
    const answer = { body, etag: etagOf(body) };
    if (generation === this.generation && this.listening && this.ttlMs > 0) {
      if (hit) this.kept.delete(key);
      else if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, { answer, until: nowMs + this.ttlMs });
    }
    return answer;
  }

  /**
   * A value read for every visitor alike (a character's detail, before its viewer's part is added),
   * kept as `get` keeps answers: for the window, dropped on any catalogue change, never while deaf.
   */
  async value<T>(key: string, nowMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.values.get(key);
    if (hit && hit.until > nowMs) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.listening && this.ttlMs > 0) {
      if (hit) this.values.delete(key);
      else if (this.values.size >= this.maxEntries) this.values.delete(this.values.keys().next().value!);
      this.values.set(key, { value, until: nowMs + this.ttlMs });
    }
    return value;
  }

  invalidate() {
    this.generation++;
    this.kept.clear();
    this.values.clear();
  }

  /** The listener connected (true) or was lost (false): either way what is kept may be stale. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.invalidate();
  }

  get size() {
    return this.kept.size;
  }
}

/**
 * Cache-Control of the public answers a CDN may hold: fresh for `maxAge` seconds, then served
 * stale while revalidated (ETag → 304) for a little longer.
 */
export const PUBLIC_SHORT = 'public, max-age=2, stale-while-revalidate=30';
/** Answers for one viewer: kept by their browser only, and always revalidated. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/**
 * Sends a written JSON answer with its validator: 304 when the client already holds it
 * (If-None-Match), else the body, compressed when over 1 KB and asked for (each compressed form
 * made once per answer, so a kept answer is compressed once for all its readers).
 */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SharedAnswer,
  cacheControl: string,
  /** Request headers besides Accept-Encoding the answer depends on (a shared copy is kept per value). */
  vary: string[] = [],
) {
  reply
    .header('cache-control', cacheControl)
    .header('etag', answer.etag)
    .header('vary', ['accept-encoding', ...vary].join(', '));
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim() === answer.etag || tag.trim() === '*')) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  // The compression hook's own rule (bytes, at or over the threshold): what this does not compress, it does not either.
  const encoding = Buffer.byteLength(answer.body) >= COMPRESS_THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
  const compressed =
    encoding === 'br'
      ? (answer.br ??= brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }))
      : (answer.gzip ??= gzipSync(answer.body, { level: 6 }));
  return reply.header('content-encoding', encoding).send(compressed);
}
