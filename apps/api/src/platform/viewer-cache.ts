import type { AdminRole } from '@pedestal/contract';
import { createHash } from 'node:crypto';

/** Who is calling: a signed-in shopper or an admin (context.ts re-exports it for everyone). */
export type Viewer =
  | { kind: 'user'; userId: string; sessionId: string }
  | {
      kind: 'admin';
      adminId: string;
      sessionId: string;
      /** The admin has a second factor (so this session was opened with it, or before it and then kept). */
      secondFactor: boolean;
      /** Their role in the team (decision 036): what the admin routes let them do. */
      role: AdminRole;
    };

/** What a revocation names: one session, or every session of a user (but one). */
export type Revocation = { sessionId: string } | { userId: string; keepSessionId?: string };

/** The channel instances tell each other about revoked sessions on (PostgreSQL LISTEN/NOTIFY). */
export const REVOCATION_CHANNEL = 'session_revoked';

export const encodeRevocation = (r: Revocation) => ('sessionId' in r ? `s:${r.sessionId}` : `u:${r.userId}:${r.keepSessionId ?? ''}`);

function decodeRevocation(payload: string): Revocation | null {
  const [kind, id, keep] = payload.split(':');
  if (kind === 's' && id) return { sessionId: id };
  if (kind === 'u' && id) return { userId: id, keepSessionId: keep || undefined };
  return null;
}

interface Entry {
  viewer: Viewer | null;
  until: number;
}

/**
 * Token → viewer for a few seconds, so a signed-in request does not look its session up every time
 * (decision 023). Revocation is immediate: the revoking instance evicts locally at once and every
 * instance evicts when PostgreSQL delivers the committed NOTIFY; while an instance cannot listen,
 * it does not cache. A lookup that raced an eviction is not stored (the generation moved on).
 */
export class ViewerCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  /** False while revocations from other instances could be missed (no listener connection). */
  private listening: boolean;

  constructor(
    private readonly ttlMs: number,
    options: { needsListener: boolean },
    private readonly maxEntries = 10_000,
  ) {
    this.listening = !options.needsListener;
  }

  private get enabled() {
    return this.ttlMs > 0 && this.listening;
  }

  /** The viewer of `token`, from the cache or from `load` (whose answer is kept until `expiresAt` at most). */
  async resolve(token: string, nowMs: number, load: () => Promise<{ viewer: Viewer; expiresAt: Date } | null>): Promise<Viewer | null> {
    if (!this.enabled) return (await load())?.viewer ?? null;
    const key = createHash('sha256').update(token).digest('base64url');
    const hit = this.entries.get(key);
    if (hit && hit.until > nowMs) return hit.viewer;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const found = await load();
    if (generation === this.generation && this.enabled) {
      // Unknown tokens are kept too (a flood of bad tokens should not hit the database each time).
      const until = Math.min(nowMs + this.ttlMs, found ? found.expiresAt.getTime() : Infinity);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { viewer: found?.viewer ?? null, until });
    }
    return found?.viewer ?? null;
  }

  evict(r: Revocation) {
    this.generation++;
    for (const [key, { viewer }] of this.entries) {
      if (!viewer) continue;
      const match =
        'sessionId' in r
          ? viewer.sessionId === r.sessionId
          : viewer.kind === 'user' && viewer.userId === r.userId && viewer.sessionId !== r.keepSessionId;
      if (match) this.entries.delete(key);
    }
  }

  /** A NOTIFY payload from any instance (this one included). */
  onNotification(payload: string) {
    const r = decodeRevocation(payload);
    if (r) this.evict(r);
    else this.clear();
  }

  /** The listener connected (true) or was lost (false): either way what is cached may be stale. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.clear();
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}
