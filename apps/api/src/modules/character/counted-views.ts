import { sql } from 'drizzle-orm';
import type { ViewCounter } from '../../context';
import type { Db } from '../../db/client';
import { characters, characterViews, characterViewTallies } from './schema';

/** How long counted views wait in memory before they are written, all in one statement. */
export const VIEWS_FLUSH_MS = 200;
/** A flush is started at once when this many views wait. */
const FLUSH_AT = 500;
/** Viewer keys remembered per business day (beyond it the database's primary key alone deduplicates). */
const MAX_SEEN = 200_000;

interface QueuedView {
  characterId: string;
  viewerKey: string;
  day: string;
  at: string;
}

/**
 * Counted views off the request path (issue 26): a read that counts a view only queues it here
 * (one per character, viewer and business day, remembered in memory), and every `VIEWS_FLUSH_MS`
 * one statement inserts the queued views' day rows (the database's primary key has the last word
 * on duplicates, across instances and restarts) and appends one tally per character with how many
 * were new. A read never writes, and N views cost one statement instead of N.
 *
 * The counts this instance shows stay exact for its own views: `read` pairs a database read with
 * what this instance counted that the read cannot contain yet (queued, or committed after a kept
 * read). Other instances' views show once written (≤ `VIEWS_FLUSH_MS`, or once a kept read is
 * renewed). Views still queued when the process dies unannounced are lost (at most one flush
 * window); a graceful close flushes them.
 */
export class CountedViews implements ViewCounter {
  private queue: QueuedView[] = [];
  /** Views queued or being written, per character (not yet in the database as far as a read knows). */
  private readonly unwritten = new Map<string, number>();
  /** Views this instance wrote that were new, per character, since it started (monotonic). */
  private readonly written = new Map<string, number>();
  private seenDay = '';
  private readonly seen = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  /** Reads under way: a flush writes only once none is (and new reads wait for the flush). */
  private readers = 0;
  private drained: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Counts the view of `viewerKey` on `day` (once per character and day on this instance); never waits. */
  count(characterId: string, viewerKey: string, day: string, at: string) {
    if (day !== this.seenDay) {
      this.seenDay = day;
      this.seen.clear();
    }
    const key = `${characterId}\u0000${viewerKey}`;
    if (this.seen.has(key)) return;
    if (this.seen.size >= MAX_SEEN) this.seen.clear();
    this.seen.add(key);
    this.queue.push({ characterId, viewerKey, day, at });
    this.unwritten.set(characterId, (this.unwritten.get(characterId) ?? 0) + 1);
    if (this.queue.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), VIEWS_FLUSH_MS).unref();
  }

  /**
   * Runs `load` (a read of the character's counts: `count_view` plus its pending tallies) so that
   * no flush of this instance commits during it, and answers it with `since`, the mark to give
   * `notInRead` later (now, or when a kept copy of the read is answered again). A flush waits for
   * the reads under way and holds new ones back, so a read holds a batch wholly or not at all and
   * its mark says which.
   */
  async read<T>(characterId: string, load: () => Promise<T>): Promise<{ value: T; since: number }> {
    while (this.flushing) await this.flushing;
    this.readers++;
    try {
      const value = await load();
      return { value, since: this.written.get(characterId) ?? 0 };
    } finally {
      if (--this.readers === 0) this.drained?.();
    }
  }

  /** This instance's counted views of the character that a read marked `since` does not hold. */
  notInRead(characterId: string, since: number) {
    return (this.written.get(characterId) ?? 0) - since + (this.unwritten.get(characterId) ?? 0);
  }

  /** Writes every queued view now (the views job and a closing app call it; a read waits at most for one write). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    this.flushing = this.afterReads()
      .then(() => this.write(batch))
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }

  private async afterReads() {
    if (this.readers > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    this.drained = null;
  }

  private async write(batch: QueuedView[]) {
    let fresh = new Map<string, number>();
    try {
      fresh = await writeViews(this.db, batch);
    } catch (err) {
      this.onError(err);
    }
    for (const v of batch) {
      const left = this.unwritten.get(v.characterId)! - 1;
      if (left > 0) this.unwritten.set(v.characterId, left);
      else this.unwritten.delete(v.characterId);
    }
    for (const [characterId, n] of fresh) this.written.set(characterId, (this.written.get(characterId) ?? 0) + n);
  }
}

/**
 * One statement for a batch of views: the day rows of approved characters (a view already counted
 * that day, here or on another instance, inserts nothing), then one tally per character with the
 * number of new ones. Answers the new views per character.
 */
async function writeViews(db: Db, batch: QueuedView[]): Promise<Map<string, number>> {
  const result = await db.execute<{ character_id: string; n: number }>(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(batch.map((v) => ({ character_id: v.characterId, viewer_key: v.viewerKey, day: v.day, created_at: v.at })))}::json)
        as v(character_id text, viewer_key text, day text, created_at timestamptz)
    ),
    fresh as (
      insert into ${characterViews} (character_id, viewer_key, day, created_at)
      select input.character_id, input.viewer_key, input.day, input.created_at from input
      join ${characters} on ${characters.id} = input.character_id and ${characters.status} = 'approved'
      on conflict do nothing
      returning character_id
    ),
    totals as (select character_id, count(*)::int as n from fresh group by character_id)
    insert into ${characterViewTallies} (character_id, n) select character_id, n from totals
    returning character_id, n`);
  const rows = (result as unknown as { rows: { character_id: string; n: number }[] }).rows;
  return new Map(rows.map((r) => [r.character_id, Number(r.n)]));
}
