/**
 * Counts failed sign-ins per key (account + client address) in a sliding window. After `max`
 * failures in a row the key is refused until the window passes; a success clears it.
 * Kept in process memory: with several instances each counts its own share (docs/SCALING.md).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  constructor(private readonly max = 5, private readonly windowMs = 15 * 60_000) {}

  private recent(key: string, now: number) {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds to wait when the key is locked, otherwise 0. */
  retryAfter(key: string, now: number): number {
    const list = this.recent(key, now);
    if (list.length < this.max) return 0;
    return Math.ceil((list[0]! + this.windowMs - now) / 1000);
  }

  fail(key: string, now: number) {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    if (this.failures.size > 50_000) this.failures.delete(this.failures.keys().next().value!);
  }

  succeed(key: string) {
    this.failures.delete(key);
  }
}
