import { lt } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { rateLimits } from './schema';

export interface LimitRule {
  /** Names the counter family (a route, the sign-in throttle...). */
  prefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * Counters shared by every instance: in PostgreSQL (or the embedded PGlite) by default, in Redis
 * when REDIS_URL is set. One limiter per rule, built on first use.
 */
export class Limiters {
  private readonly built = new Map<string, RateLimiterAbstract>();
  private readonly redis: Redis | null;

  constructor(private readonly options: { db: Db; redisUrl?: string }) {
    this.redis = options.redisUrl
      ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
  }

  limiter(rule: LimitRule): RateLimiterAbstract {
    const id = `${rule.prefix}:${rule.points}:${rule.durationSeconds}`;
    let limiter = this.built.get(id);
    if (!limiter) {
      const common = { keyPrefix: `rl:${rule.prefix}`, points: rule.points, duration: rule.durationSeconds };
      limiter = this.redis
        ? new RateLimiterRedis({ ...common, storeClient: this.redis })
        : new RateLimiterDrizzle({ ...common, storeClient: this.options.db, schema: rateLimits, clearExpiredByTimeout: false });
      this.built.set(id, limiter);
    }
    return limiter;
  }

  /** Takes one point; answers the seconds to wait when the rule is exhausted (the point is then not taken), else 0. */
  async take(rule: LimitRule, key: string): Promise<number> {
    try {
      await this.limiter(rule).consume(key, 1);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  }

  /** Seconds to wait before the rule lets `key` through again (0: it would pass now). */
  async waitFor(rule: LimitRule, key: string): Promise<number> {
    const res = await this.limiter(rule).get(key);
    return res && res.consumedPoints >= rule.points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  }

  async reset(rule: LimitRule, key: string) {
    await this.limiter(rule).delete(key);
  }

  /** Counters expired for an hour are swept (the Redis store expires its own keys). */
  async sweep(now: Date) {
    if (!this.redis) await this.options.db.delete(rateLimits).where(lt(rateLimits.expire, new Date(now.getTime() - 3_600_000)));
  }

  async close() {
    this.redis?.disconnect();
  }
}
