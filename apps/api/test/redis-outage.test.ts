import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limiters } from '../src/platform/rate-limit/limiters';
import { addAddress, makeUser, openSale, sentCode } from './factories';
import { freePort, startTestApp, type TestApp } from './harness';

/** Polls (outside a test, where expect.poll cannot). */
async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; !(await condition());) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

/** A Redis of the test's own (never the machine's), on a port it chose, that it can stop and start again. */
class OwnRedis {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}
  static async start() {
    const redis = new OwnRedis(await freePort());
    await redis.up();
    return redis;
  }
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  async up() {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until(async () => {
      const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => {});
      const answer = await probe.connect().then(
        () => probe.ping(),
        () => 'down',
      );
      probe.disconnect();
      return answer === 'PONG';
    });
  }
  async down() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  }
}

describe.skipIf(!hasRedis)('Redis going away', () => {
  let redis: OwnRedis;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    t = await startTestApp({ env: { REDIS_URL: redis.url, RATE_LIMIT_ENABLED: 'true' } });
    owner = await makeUser(t.ctx);
    await until(async () => t.ctx.limiters.redisState === 'ok');
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await redis?.down();
  });

  const ready = async () => (await t.http.get('/api/health/ready')).body.data;
  const login = (username: string, password: string) => t.http.post('/api/authentication/login-by-password', { username, password });

  /** Sign-in (wrong and right password), registration (code and account) and checkout; answers their statuses. */
  async function shopperRound(tag: string): Promise<number[]> {
    const user = await makeUser(t.ctx);
    const statuses = [(await login(user.username, 'wrong-password')).status, (await login(user.username, 'secret123')).status];
    const email = `redis_${tag}@example.test`;
    statuses.push((await t.http.post('/api/authentication/send-email-verification-code', { email })).status);
    const registered = await t.http.post('/api/authentication/register-by-email', {
      email,
      code: sentCode(t.ctx, email),
      username: `redis_${tag}`,
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    statuses.push(registered.status);
    const { specId } = await openSale(t, owner.id, { stock: 5 });
    await addAddress(t, user.id);
    statuses.push((await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 1 }, user.token)).status);
    const items = (await t.http.get('/api/user-shopping-cart/list', user.token)).body.data as { id: string }[];
    statuses.push((await t.http.post('/api/user-shopping-cart/checkout', { cartItemIds: items.map((i) => i.id) }, user.token)).status);
    return statuses;
  }

  it('counts in Redis while it is up', async () => {
    expect(await shopperRound('up')).toEqual([401, 200, 200, 200, 200, 200]);
    const client = new Redis(redis.url);
    expect((await client.keys('rl:*')).length).toBeGreaterThan(0);
    client.disconnect();
    expect(await ready()).toMatchObject({ status: 'ok', checks: { redis: 'ok' } });
  });

  it('while Redis is stopped: no 500 on sign-in, registration or checkout, limits count in the database, ready says degraded', async () => {
    await redis.down();
    await expect.poll(() => t.ctx.limiters.redisState, { timeout: 10_000 }).toBe('down');
    const statuses = [...(await shopperRound('down1')), ...(await shopperRound('down2'))];
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses).toEqual([401, 200, 200, 200, 200, 200, 401, 200, 200, 200, 200, 200]);
    // Still limited, now by the database's counters: five wrong passwords for one account lock it.
    const target = await makeUser(t.ctx);
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) guesses.push((await login(target.username, `wrong-${i}`)).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    // Ready, but degraded: the instance keeps its traffic.
    const res = await t.http.get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'degraded', checks: { database: 'ok', migrations: 'ok', queue: 'ok', redis: 'down' } });
  }, 60_000);

  it('goes back to Redis once it is up again', async () => {
    await redis.up();
    await expect.poll(async () => (await ready()).status, { timeout: 15_000, interval: 250 }).toBe('ok');
    expect(await shopperRound('back')).toEqual([401, 200, 200, 200, 200, 200]);
  }, 30_000);

  it('says so in the log, once per outage', async () => {
    const warnings: string[] = [];
    const infos: string[] = [];
    const limiters = new Limiters({
      db: t.ctx.db,
      redisUrl: redis.url,
      log: { warn: (_o: unknown, m?: string) => warnings.push(m ?? ''), info: (m: string) => infos.push(m) } as never,
    });
    await expect.poll(() => limiters.redisState, { timeout: 10_000 }).toBe('ok');
    await redis.down();
    await expect.poll(() => limiters.redisState, { timeout: 10_000 }).toBe('down');
    await new Promise((r) => setTimeout(r, 3_000)); // several failed reconnects
    expect(warnings).toEqual(['Redis unreachable: rate limits count in the database until it is back']);
    await redis.up();
    await expect.poll(() => limiters.redisState, { timeout: 10_000 }).toBe('ok');
    expect(infos).toEqual(['Redis is back: rate limits count in Redis again']);
    await limiters.close();
  }, 40_000);
});
