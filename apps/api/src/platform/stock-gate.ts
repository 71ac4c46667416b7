import { RETRY_AFTER_WAITED_MAX_SECONDS } from '@pedestal/contract';

/**
 * The door of a drop (issue 25, decision 041): in front of every order of a spec, two things kept in
 * this instance's memory.
 *
 * - Specs known to be sold out: their buyers are answered at once, without a transaction. A spec
 *   becomes known sold out when PostgreSQL announces its stock reached 0 (a committed NOTIFY on
 *   `spec_stock`, sent by a trigger whenever a spec's stock moves to or from 0, so every instance
 *   hears it), or when a refused order finds it at 0 (`learn`). It is forgotten when its stock is
 *   announced back above 0. While the instance cannot hear the announcements (its listener
 *   connection is down) nothing is known sold out; a reading that raced an announcement is not kept.
 * - An admission gate per spec: at most `concurrency` orders of one spec run their database work at
 *   once on this instance, `maxWaiting` more wait their turn (at most `maxWaitMs`), the others are
 *   turned away at once with 429 and Retry-After. A caller may ask for a shorter queue and wait
 *   (`AdmitLimits`: Buy Now's buyers hear their answer sooner than checkout's). A buyer whose turn
 *   would come later than its wait allows (the place in the queue × the lane's recent order time)
 *   is turned away on arrival instead of after waiting for nothing. Buyers of a popular spec queue
 *   here, not on the database's row lock, so the pool stays free for the store's other reads.
 *   Waiting buyers of a spec that sells out meanwhile are answered "out of stock" at once.
 */

/** The channel the stock trigger (migration 0025) announces a spec's stock reaching or leaving 0 on. */
export const STOCK_CHANNEL = 'spec_stock';

export interface StockGateOptions {
  needsListener: boolean;
  /** Orders of one spec that run their database work at once on this instance. */
  concurrency?: number;
  /** Orders of one spec that may wait for a turn; more are turned away. */
  maxWaiting?: number;
  /** The longest a waiting order waits before it is turned away. */
  maxWaitMs?: number;
  /** Buy Now's shorter queue and wait: its buyers hear 429 sooner and try again (checkout keeps the gate's). */
  buyNow?: AdmitLimits;
}

/** A caller's own bounds on waiting for a turn (at most the gate's). */
export interface AdmitLimits {
  maxWaiting?: number;
  maxWaitMs?: number;
}

/** An order turned away by the gate: the shopper may try again after `retryAfterSeconds`. */
export class GateBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many orders of this spec at once');
  }
}

/** A spec known sold out: answered without asking the database. */
export class KnownSoldOut extends Error {
  constructor(
    readonly specId: string,
    readonly title: string,
  ) {
    super('Out of stock');
  }
}

/**
 * Builds an error without its stack trace: a drop's refusals are expected answers, thousands a
 * second, and capturing each one's (async) stack was a tenth of the API's CPU in a drop.
 */
export function withoutStack<E extends Error>(make: () => E): E {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

interface SoldOut {
  title: string;
  /** The accounts holding an order line of the spec, loaded once while it stays sold out (`holdersOf`). */
  holders?: Promise<ReadonlySet<string> | null>;
}

interface Lane {
  running: number;
  waiting: { wake: () => void }[];
  /** Recent time of one order's work on this lane (moving average, ms); 0 before the first. */
  workMs: number;
  /** The spec's stock after the last order this instance placed (a hint: that order may still roll back). */
  unitsLeft: number | null;
}

/** Weight of the newest order in a lane's moving average of work time. */
const WORK_MS_WEIGHT = 0.2;

export class StockGate {
  /** Spec id → its title (for the answer) and who holds it. */
  private readonly soldOut = new Map<string, SoldOut>();
  private readonly lanes = new Map<string, Lane>();
  private generation = 0;
  private listening: boolean;
  readonly concurrency: number;
  readonly maxWaiting: number;
  readonly maxWaitMs: number;
  readonly buyNow: AdmitLimits;
  /** Counters for the bench and metrics: answered from memory, turned away. */
  readonly counts = { soldOutAnswers: 0, turnedAway: 0 };

  constructor(options: StockGateOptions) {
    this.listening = !options.needsListener;
    this.concurrency = options.concurrency ?? 1;
    this.maxWaiting = options.maxWaiting ?? 64;
    this.maxWaitMs = options.maxWaitMs ?? 1000;
    this.buyNow = { maxWaiting: 16, maxWaitMs: 150, ...options.buyNow };
  }

  /** Throws KnownSoldOut when one of the specs is known sold out. */
  check(specIds: readonly string[]) {
    for (const id of specIds) {
      const known = this.soldOut.get(id);
      if (known !== undefined) {
        this.counts.soldOutAnswers++;
        throw withoutStack(() => new KnownSoldOut(id, known.title));
      }
    }
  }

  isSoldOut(specId: string) {
    return this.soldOut.has(specId);
  }

  /**
   * While a spec is known sold out, the accounts holding any order line of it (`load`, run once per
   * sell-out on this instance, shared by every caller; a failed load is tried again by the next):
   * only they can have a stored answer to repeat, so the others' Idempotency-Keys need no lookup.
   * Null when the spec is not known sold out. Read after the sell-out was known (its committed
   * NOTIFY, or a stock of 0 read after the last sale committed), it sees every order that took a
   * unit; a unit can only be taken again after an announcement that forgets the spec (and the set).
   */
  holdersOf(specId: string, load: () => Promise<Iterable<string>>): Promise<ReadonlySet<string> | null> | null {
    const known = this.soldOut.get(specId);
    if (!known) return null;
    known.holders ??= load().then(
      (ids) => new Set(ids),
      () => {
        known.holders = undefined;
        return null;
      },
    );
    return known.holders;
  }

  /**
   * Runs `work` once every spec of the order has a free turn (taken in id order), after checking none
   * is known sold out; throws KnownSoldOut or GateBusy instead.
   */
  async admit<T>(specIds: readonly string[], work: () => Promise<T>, limits: AdmitLimits = {}): Promise<T> {
    const ids = [...new Set(specIds)].sort();
    this.check(ids);
    const maxWaiting = Math.min(limits.maxWaiting ?? this.maxWaiting, this.maxWaiting);
    const maxWaitMs = Math.min(limits.maxWaitMs ?? this.maxWaitMs, this.maxWaitMs);
    const held: Lane[] = [];
    try {
      for (const id of ids) held.push(await this.enter(id, maxWaiting, maxWaitMs));
      const started = performance.now();
      try {
        return await work();
      } finally {
        const took = performance.now() - started;
        for (const lane of held) lane.workMs = lane.workMs === 0 ? took : lane.workMs + WORK_MS_WEIGHT * (took - lane.workMs);
      }
    } finally {
      for (const lane of held) this.leave(lane);
    }
  }

  private lane(specId: string): Lane {
    let lane = this.lanes.get(specId);
    if (!lane) {
      lane = { running: 0, waiting: [], workMs: 0, unitsLeft: null };
      this.lanes.set(specId, lane);
    }
    return lane;
  }

  private async enter(specId: string, maxWaiting: number, maxWaitMs: number): Promise<Lane> {
    const lane = this.lane(specId);
    if (lane.running < this.concurrency && lane.waiting.length === 0) {
      lane.running++;
      return lane;
    }
    if (lane.waiting.length >= maxWaiting) return this.turnAway(specId);
    // Its turn would come after `rounds` orders finish in each running slot: if that is longer than
    // it may wait, it hears 429 now rather than after waiting for nothing.
    const rounds = Math.ceil((lane.waiting.length + 1) / this.concurrency);
    if (rounds * lane.workMs > maxWaitMs) return this.turnAway(specId);
    const turn = await new Promise<boolean>((resolve) => {
      const waiter = {
        wake: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        const i = lane.waiting.indexOf(waiter);
        if (i >= 0) lane.waiting.splice(i, 1);
        resolve(false);
      }, maxWaitMs);
      lane.waiting.push(waiter);
    });
    // Woken: a turn was handed over (running already counts it), or the spec sold out meanwhile.
    if (turn && this.soldOut.has(specId)) {
      this.leave(lane);
      this.check([specId]);
    }
    if (!turn) {
      this.check([specId]);
      return this.turnAway(specId);
    }
    return lane;
  }

  private turnAway(specId: string): never {
    this.counts.turnedAway++;
    const retryAfter = this.retryAfterSeconds(this.lanes.get(specId));
    this.dropIfIdle(specId);
    throw withoutStack(() => new GateBusy(retryAfter));
  }

  /**
   * When a turned-away buyer should come back: once the units left are likely claimed, at the
   * lane's pace (`concurrency` orders per recent order time), between 1 s and
   * RETRY_AFTER_WAITED_MAX_SECONDS. All of a drop's turned-away buyers coming back 1 s later met a spec
   * still selling and were turned away again; after the sell-out their retry is answered from memory.
   */
  private retryAfterSeconds(lane: Lane | undefined) {
    if (!lane || lane.workMs === 0 || lane.unitsLeft === null) return 1;
    const seconds = Math.ceil((lane.unitsLeft * lane.workMs) / this.concurrency / 1000);
    return Math.min(RETRY_AFTER_WAITED_MAX_SECONDS, Math.max(1, seconds));
  }

  /** An order of the spec was placed and left `stock` units (the shop's statement answers it). */
  noteUnitsLeft(specId: string, stock: number) {
    const lane = this.lanes.get(specId);
    if (lane) lane.unitsLeft = stock;
  }

  private leave(lane: Lane) {
    const next = lane.waiting.shift();
    if (next) next.wake();
    else lane.running--;
  }

  private dropIfIdle(specId: string) {
    const lane = this.lanes.get(specId);
    // An idle lane is kept while it remembers an order time (a drop's next buyers need it); a
    // lane without one goes.
    if (lane && lane.running === 0 && lane.waiting.length === 0 && lane.workMs === 0) this.lanes.delete(specId);
  }

  /** A committed announcement: `{"id":…,"stock":…,"title":…}`. */
  onNotification(payload: string) {
    let change: { id?: unknown; stock?: unknown; title?: unknown };
    try {
      change = JSON.parse(payload) as typeof change;
    } catch {
      return;
    }
    if (typeof change.id !== 'string' || typeof change.stock !== 'number') return;
    this.generation++;
    const lane = this.lanes.get(change.id);
    if (lane) lane.unitsLeft = change.stock;
    if (change.stock > 0 || !this.listening) {
      this.soldOut.delete(change.id);
      return;
    }
    this.markSoldOut(change.id, typeof change.title === 'string' ? change.title : '');
  }

  private markSoldOut(specId: string, title: string) {
    this.soldOut.set(specId, { title });
    // Those waiting for a turn are answered now: wake each with a turn, they find it sold out.
    const lane = this.lanes.get(specId);
    if (!lane) return;
    for (const waiter of lane.waiting.splice(0)) {
      lane.running++;
      waiter.wake();
    }
  }

  /**
   * An order was refused for want of stock: reads the spec's stock (outside any transaction) and
   * keeps it known sold out when it is 0 and no announcement came in between.
   */
  async learn(specId: string, read: () => Promise<{ stock: number; title: string } | null>) {
    if (!this.listening || this.soldOut.has(specId)) return;
    const generation = this.generation;
    const spec = await read();
    if (spec && spec.stock === 0 && generation === this.generation && this.listening) this.markSoldOut(specId, spec.title);
  }

  /** The listener connected (true) or was lost (false): either way what is known may be stale. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.generation++;
    this.soldOut.clear();
  }
}
