/**
 * One value read from the database and kept until it is announced changed: `invalidate()` on this
 * instance, or a committed NOTIFY on its channel from any instance (decision 023, as the viewer
 * cache). While an instance cannot hear the announcements (no listener connection) it keeps
 * nothing, and never longer than `ttlMs` (0 turns it off). A load that raced an invalidation is not
 * kept (the generation moved on).
 */
export class NotifiedValue<T> {
  private kept: { value: T; until: number } | null = null;
  private generation = 0;
  private listening: boolean;

  constructor(
    private readonly ttlMs: number,
    options: { needsListener: boolean },
  ) {
    this.listening = !options.needsListener;
  }

  /** The kept value, or `load`'s answer (kept for next time when nothing changed meanwhile). */
  async get(nowMs: number, load: () => Promise<T>): Promise<T> {
    if (this.kept && this.kept.until > nowMs) return this.kept.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.listening && this.ttlMs > 0) this.kept = { value, until: nowMs + this.ttlMs };
    return value;
  }

  invalidate() {
    this.generation++;
    this.kept = null;
  }

  /** The listener connected (true) or was lost (false): either way what is kept may be stale. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.invalidate();
  }
}
