import { lt } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { FastifyBaseLogger } from 'fastify';
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
 * when REDIS_URL is set. Redis is optional at run time: while it cannot be reached, every limiter
 * counts in the database instead (its insurance limiter), with a warning in the log and `degraded`
 * readiness, and goes back to Redis once it answers again. One limiter per rule, built on first use.
 */
export class Limiters {
  private readonly built = new Map<string, RateLimiterAbstract>();
  private readonly redis: Redis | null;
  /** `down` is said once per outage (ioredis reports every failed reconnect). */
  private redisLink: 'connecting' | 'up' | 'down' = 'connecting';

  constructor(private readonly options: { db: Db; redisUrl?: string; log?: Pick<FastifyBaseLogger, 'warn' | 'info'> }) {
    this.redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          // Fail at once while disconnected (the database counts then) instead of queueing commands.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          // A Redis that accepts connections but does not answer must not hold requests either.
          commandTimeout: 1_000,
          connectTimeout: 2_000,
          // Reconnects for ever, at most every 2 s, so counting moves back to Redis soon after it is up.
          retryStrategy: (times) => Math.min(times * 200, 2_000),
        })
      : null;
    this.redis?.on('ready', () => {
      if (this.redisLink === 'down') options.log?.info('Redis is back: rate limits count in Redis again');
      this.redisLink = 'up';
    });
    this.redis?.on('error', (err: Error) => this.redisDown(err.message));
    this.redis?.on('close', () => this.redisDown('connection closed'));
  }

  private redisDown(reason: string) {
    if (this.redisLink === 'down') return;
    this.redisLink = 'down';
    this.options.log?.warn({ reason }, 'Redis unreachable: rate limits count in the database until it is back');
  }

  /** Redis when configured: `ok`, or `down` while the database stands in; `off` without REDIS_URL. */
  get redisState(): 'ok' | 'down' | 'off' {
    if (!this.redis) return 'off';
    return this.redisLink === 'up' && this.redis.status === 'ready' ? 'ok' : 'down';
  }

  limiter(rule: LimitRule): RateLimiterAbstract {
    const id = `${rule.prefix}:${rule.points}:${rule.durationSeconds}`;
    let limiter = this.built.get(id);
    if (!limiter) {
      const common = { keyPrefix: `rl:${rule.prefix}`, points: rule.points, duration: rule.durationSeconds };
      const inDatabase = new RateLimiterDrizzle({
        ...common,
        storeClient: this.options.db,
        schema: rateLimits,
        clearExpiredByTimeout: false,
      });
      limiter = this.redis
        ? new RateLimiterRedis({ ...common, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: inDatabase })
        : inDatabase;
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

  /** Counters expired for an hour are swept (Redis expires its own keys; the database holds those of its outages). */
  async sweep(now: Date) {
    await this.options.db.delete(rateLimits).where(lt(rateLimits.expire, new Date(now.getTime() - 3_600_000)));
  }

  async close() {
    // Closing is no outage to warn about.
    this.redisLink = 'down';
    this.redis?.disconnect();
  }
}
