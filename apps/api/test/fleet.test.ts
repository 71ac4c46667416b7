import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess } from './server-process';
import { startLocalS3, type LocalS3 } from './stand-ins/s3';

const TRIALS = Number(process.env.FLEET_TRIALS ?? 10);
const serverUrl = process.env.DATABASE_URL;

/** A new database with nothing in it: no migrations, no pg-boss schema (not the migrated test template). */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fleet_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The files under a folder, recursively (an instance's local upload folder). */
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

/**
 * A fleet as an operator runs one: three instances of the real server started at the same moment on
 * one PostgreSQL database, sharing an S3-compatible bucket for uploads (each keeps its own local
 * folder, which must stay empty).
 */
describe.skipIf(!serverUrl)('a fleet of three instances', () => {
  let s3: LocalS3;
  let fleet: ServerProcess[] = [];
  let database: Awaited<ReturnType<typeof emptyDatabase>> | null = null;

  beforeAll(async () => {
    s3 = await startLocalS3();
  });

  afterAll(async () => {
    await Promise.all(fleet.map((s) => s.kill('SIGTERM')));
    await database?.drop();
    await s3?.close();
  });

  it(`starts all three at once on an empty database, ${TRIALS} times out of ${TRIALS}`, async () => {
    const seconds: number[] = [];
    for (let trial = 1; trial <= TRIALS; trial++) {
      database = await emptyDatabase();
      // No ADMIN_PASSWORD: the first admin is made (and its generated password printed) exactly once.
      fleet = await Promise.all([0, 1, 2].map(() => ServerProcess.create(database!.url, { ...s3.env, ADMIN_PASSWORD: '' })));
      const startedAt = Date.now();
      const starts = await Promise.allSettled(fleet.map((s) => s.start()));
      seconds.push((Date.now() - startedAt) / 1000);
      const failed = starts.flatMap((r, i) => (r.status === 'rejected' ? [`instance ${i}: ${String(r.reason)}`] : []));
      expect(failed, `trial ${trial}`).toEqual([]);

      // Each prints its banner just after it starts listening.
      await expect.poll(() => fleet.every((s) => s.log.includes('is running at')), { timeout: 10_000 }).toBe(true);
      const printed = fleet.flatMap((s) => [...s.log.matchAll(/Admin: +username "rootadmin" +password "([^"]+)"/g)].map((m) => m[1]!));
      expect(printed, `trial ${trial}: one instance made and printed the first admin`).toHaveLength(1);
      for (const s of fleet) expect((await s.http.get('/api/health/ready')).body.data.status, `trial ${trial}`).toBe('ok');
      // The printed password signs in through another instance than the one that printed it.
      const other = fleet.find((s) => !s.log.includes('Admin:'))!;
      const login = await other.http.post('/api/admin/login/password', { username: 'rootadmin', password: printed[0] });
      expect(login.status, `trial ${trial}: the printed admin password works`).toBe(200);
      if (trial < TRIALS) {
        await Promise.all(fleet.map((s) => s.kill('SIGKILL')));
        await database.drop();
      }
    }
    console.info(`fleet starts (3 instances, empty database): ${seconds.map((s) => s.toFixed(1)).join(' ')} s`);
  }, 600_000);

  /** Registers through one instance: the code is read from that instance's dev mailbox. */
  async function register(via: ServerProcess, username: string) {
    const email = `${username}@example.test`;
    expect((await via.http.post('/api/authentication/send-email-verification-code', { email })).status).toBe(200);
    const mails = (await via.http.get('/api/dev/mailbox')).body.data as { to: string; text: string }[];
    const code = mails.find((m) => m.to === email)!.text.match(/\b(\d{6})\b/)![1];
    const res = await via.http.post('/api/authentication/register-by-email', {
      email,
      code,
      username,
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(res.status).toBe(200);
    return res.body.meta.token as string;
  }

  const uploadAvatar = async (via: ServerProcess, token: string, shade: number) => {
    const png = await sharp({ create: { width: 700, height: 700, channels: 3, background: { r: shade, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await via.http.request('POST', '/api/upload/user/avatar', { token, form });
    expect(res.status).toBe(200);
    return res.body.data.avatar as string;
  };

  /** The avatar (512 px) and its narrower copies, as a page's srcset asks for them. */
  const variants = (path: string) => [path, path.replace('.w512.webp', '.w512.240.webp'), path.replace('.w512.webp', '.w512.480.webp')];

  it('serves every image uploaded through one instance from every other, and deletes a deleted account’s images', async () => {
    const [a, b, c] = fleet as [ServerProcess, ServerProcess, ServerProcess];
    const token = await register(a, 'fleet_ann');
    const fetched: number[] = [];
    const replaced: string[] = [];
    let avatar = '';
    for (let i = 0; i < 6; i++) {
      const via = fleet[i % 3]!;
      if (avatar) replaced.push(avatar);
      avatar = await uploadAvatar(via, token, 40 * i);
      expect(avatar).toMatch(/^\/uploads\/avatars\/[a-z0-9]+\/[a-z0-9]+\.w512\.webp$/);
      for (const other of fleet.filter((s) => s !== via)) {
        for (const path of variants(avatar)) {
          const res = await fetch(`${other.baseUrl}${path}`);
          fetched.push(res.status);
          expect(res.headers.get('content-type')).toBe('image/webp');
          expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
        }
      }
    }
    // 6 uploads × 2 other instances × 3 files: every one answered.
    expect(fetched).toHaveLength(36);
    expect(fetched.every((s) => s === 200)).toBe(true);
    // Nothing went to the instances' own disks.
    for (const s of fleet) expect(filesUnder(s.dataDir).filter((f) => f.name.endsWith('.webp'))).toEqual([]);

    // Each replaced avatar's files were deleted by a queued job; the last one stays until the account goes.
    const gone = (path: string) =>
      expect
        .poll(async () => Promise.all(fleet.map(async (s) => (await fetch(`${s.baseUrl}${path}`)).status)), {
          timeout: 20_000,
          interval: 250,
        })
        .toEqual([404, 404, 404]);
    for (const old of replaced) for (const path of variants(old)) await gone(path);
    expect((await fetch(`${c.baseUrl}${avatar}`)).status).toBe(200);

    expect((await b.http.delete('/api/authentication/delete-account', token)).status).toBe(200);
    for (const path of variants(avatar)) await gone(path);
  }, 120_000);
});
