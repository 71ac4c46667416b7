/**
 * Counts sign-in attempts per key (account + client address) in a sliding window. Each attempt is
 * counted when it starts, before the slow password check, so parallel guesses cannot slip past the
 * limit; a success clears the key. After `max` failures the key is refused until the window passes.
 * Kept in process memory: with several instances each counts its own share (docs/SCALING.md).
 */
export class LoginThrottle {
  private readonly attempts = new Map<string, number[]>();
  constructor(private readonly max = 5, private readonly windowMs = 15 * 60_000) {}

  /** Seconds to wait when the key is locked (the attempt is then not counted), otherwise 0. */
  begin(key: string, now: number): number {
    const list = (this.attempts.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length >= this.max) {
      this.attempts.set(key, list);
      return Math.ceil((list[0]! + this.windowMs - now) / 1000);
    }
    list.push(now);
    this.attempts.set(key, list);
    if (this.attempts.size > 50_000) this.attempts.delete(this.attempts.keys().next().value!);
    return 0;
  }

  succeed(key: string) {
    this.attempts.delete(key);
  }
}
