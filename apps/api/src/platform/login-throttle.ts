import type { LimitRule, Limiters } from './rate-limit/limiters';

const WINDOW_SECONDS = 15 * 60;

/**
 * Sign-in guesses, counted in the shared store so every instance sees the same numbers. Each
 * attempt counts when it starts (before the slow password check, so parallel guesses cannot slip
 * past), against these counters: the account from this address (5 — what a shopper who forgot
 * their password meets), the account from anywhere (20 — guessing spread over many addresses; shoppers
 * only) and the address for any account (100 — one address trying many accounts; 20 for the console).
 * The account is the person, whichever of username, email or phone names it. A success clears the
 * first and gives back its attempt to the others.
 *
 * Admin accounts have no counter of their own (decision 030): with one, anybody could lock the real
 * operator out from elsewhere by guessing 20 times. Their guessing is bounded per address and per
 * account and address, and a guessed password still needs the second factor.
 */
export class LoginThrottle {
  private readonly rules: { pair: LimitRule; account: LimitRule | null; address: LimitRule };

  constructor(
    private readonly limiters: Limiters,
    scope: 'user' | 'admin',
  ) {
    this.rules = {
      pair: { prefix: `login:${scope}:pair`, points: 5, durationSeconds: WINDOW_SECONDS },
      account: scope === 'user' ? { prefix: `login:${scope}:account`, points: 20, durationSeconds: WINDOW_SECONDS } : null,
      address: { prefix: `login:${scope}:address`, points: scope === 'user' ? 100 : 20, durationSeconds: WINDOW_SECONDS },
    };
  }

  /** Counts an attempt; answers the seconds to wait when a counter is exhausted (then refuse), else 0. */
  async begin(account: string, address: string): Promise<number> {
    const waits = await Promise.all([
      this.limiters.take(this.rules.pair, `${account}|${address}`),
      this.rules.account ? this.limiters.take(this.rules.account, account) : 0,
      this.limiters.take(this.rules.address, address),
    ]);
    return Math.max(...waits);
  }

  /** Gives the attempt back (it was not a guess: the right password, asked for its second factor). */
  async forgive(account: string, address: string) {
    await Promise.all([
      this.limiters.limiter(this.rules.pair).reward(`${account}|${address}`, 1),
      this.rules.account ? this.limiters.limiter(this.rules.account).reward(account, 1) : null,
      this.limiters.limiter(this.rules.address).reward(address, 1),
    ]);
  }

  async succeed(account: string, address: string) {
    await this.limiters.reset(this.rules.pair, `${account}|${address}`);
    await Promise.all([
      this.rules.account ? this.limiters.limiter(this.rules.account).reward(account, 1) : null,
      this.limiters.limiter(this.rules.address).reward(address, 1),
    ]);
  }
}
