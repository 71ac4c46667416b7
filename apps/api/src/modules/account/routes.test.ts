import { and, eq, sum } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { walletBalances, walletLedger } from '../wallet/schema';
import { applyLedgerEntry } from '../wallet/service';
import { users } from './schema';

describe('account: user state, profile and avatar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('user/state and the daily votes', () => {
    const state = async (token?: string) => (await t.http.get('/api/user/state', token)).body.data;
    async function ledgerMatchesBalance(userId: string) {
      const [row] = await t.ctx.db
        .select({ total: sum(walletLedger.delta) })
        .from(walletLedger)
        .where(and(eq(walletLedger.userId, userId), eq(walletLedger.currency, 'vote_ticket')));
      const [balance] = await t.ctx.db.select().from(walletBalances).where(eq(walletBalances.userId, userId));
      return Number(row?.total ?? 0) === balance!.voteTickets;
    }

    it('answers null to a visitor, not a 401', async () => {
      const res = await t.http.get('/api/user/state');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: null });
    });

    it('grants 3 votes on the first call of the business day only', async () => {
      t.clock.set('2025-03-10T02:00:00Z');
      const user = await makeUser(t.ctx, { nickname: 'Voter' });
      const first = await state(user.token);
      expect(first).toEqual({
        id: user.id,
        username: user.username,
        profileNickname: 'Voter',
        profileAvatar: null,
        voteToken: 3,
        diamond: 0,
        frozenDiamond: 0,
        isDistributedVoteToken: true,
        votingReminder: true,
        email: user.email,
        phone: null,
      });
      expect(await state(user.token)).toMatchObject({ voteToken: 3, isDistributedVoteToken: false });
      expect(await ledgerMatchesBalance(user.id)).toBe(true);
    });

    it('starts a new day at 16:00 UTC (midnight at UTC+08:00) and tops up to 3, never above', async () => {
      t.clock.set('2025-03-10T15:58:00Z');
      const user = await makeUser(t.ctx);
      expect(await state(user.token)).toMatchObject({ voteToken: 3, isDistributedVoteToken: true });
      await applyLedgerEntry(t.ctx.db, { userId: user.id, currency: 'vote_ticket', delta: -2, reason: 'vote' });
      t.clock.set('2025-03-10T15:59:59Z');
      expect(await state(user.token)).toMatchObject({ voteToken: 1, isDistributedVoteToken: false });
      t.clock.set('2025-03-10T16:00:00Z');
      expect(await state(user.token)).toMatchObject({ voteToken: 3, isDistributedVoteToken: true });
      t.clock.set('2025-03-11T16:00:00Z');
      expect(await state(user.token)).toMatchObject({ voteToken: 3, isDistributedVoteToken: true });
      expect(await ledgerMatchesBalance(user.id)).toBe(true);
      const rows = await t.ctx.db.select().from(walletLedger).where(eq(walletLedger.userId, user.id));
      expect(rows.map((r) => r.delta).sort()).toEqual([-2, 2, 3]);
    });

    it('grants once when the first calls of the day arrive together', async () => {
      t.clock.set('2025-04-01T01:00:00Z');
      const user = await makeUser(t.ctx);
      const results = await Promise.all(Array.from({ length: 6 }, () => state(user.token)));
      expect(results.filter((r) => r.isDistributedVoteToken)).toHaveLength(1);
      expect(results.every((r) => r.voteToken === 3)).toBe(true);
      expect(await ledgerMatchesBalance(user.id)).toBe(true);
    });
  });

  describe('profile', () => {
    it('reads and updates nickname and bio; an empty bio clears it', async () => {
      const user = await makeUser(t.ctx, { nickname: 'Before' });
      expect((await t.http.get('/api/user/profile', user.token)).body).toEqual({ data: { nickname: 'Before', avatar: null, bio: null } });
      const updated = await t.http.put('/api/user/profile', { nickname: '  After  ', bio: 'Collector of tiny things' }, user.token);
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ data: { nickname: 'After', avatar: null, bio: 'Collector of tiny things' } });
      expect((await t.http.put('/api/user/profile', { bio: '' }, user.token)).body.data).toEqual({
        nickname: 'After',
        avatar: null,
        bio: null,
      });
      await t.http.put('/api/user/profile', { bio: 'again' }, user.token);
      expect((await t.http.put('/api/user/profile', { bio: '   ' }, user.token)).body.data.bio).toBeNull();
      expect((await t.http.get('/api/user/state', user.token)).body.data.profileNickname).toBe('After');
    });

    it.each([
      [{ nickname: 'x'.repeat(31) }, 'nickname', 'Nickname is too long'],
      [{ nickname: '' }, 'nickname', 'Nickname is required'],
      [{ nickname: '   ' }, 'nickname', 'Nickname is required'],
      [{ bio: 'x'.repeat(201) }, 'bio', 'Bio is too long'],
      [{ avatar: 'https://elsewhere.example/a.png' }, 'avatar', 'The avatar must be an image uploaded here'],
    ])('refuses %j with the SPEC message', async (body, path, message) => {
      const user = await makeUser(t.ctx);
      const res = await t.http.put('/api/user/profile', body, user.token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: '40003', detail: message, errors: [{ path, message }] });
    });

    it('accepts the longest nickname and bio', async () => {
      const user = await makeUser(t.ctx);
      const res = await t.http.put('/api/user/profile', { nickname: 'n'.repeat(30), bio: 'b'.repeat(200) }, user.token);
      expect(res.status).toBe(200);
    });
  });

  describe('avatar upload', () => {
    const upload = (token: string | undefined, file?: { bytes: Buffer; name: string; type: string }) => {
      const form = new FormData();
      if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      else form.append('note', 'no file here');
      return t.http.request('POST', '/api/upload/user/avatar', { form, token });
    };
    let png: Buffer;
    beforeAll(async () => {
      png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e11d48' } })
        .png()
        .toBuffer();
    });

    it('re-encodes a PNG to WebP, serves it and sets it on the profile', async () => {
      const user = await makeUser(t.ctx);
      const res = await upload(user.token, { bytes: png, name: 'me.png', type: 'image/png' });
      expect(res.status).toBe(200);
      const avatar: string = res.body.data.avatar;
      expect(avatar).toMatch(new RegExp(`^/uploads/avatars/${user.id}/[a-z0-9]+\\.w512\\.webp$`));
      const served = await fetch(`${t.baseUrl}${avatar}`);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
      expect((await t.http.get('/api/user/profile', user.token)).body.data.avatar).toBe(avatar);
      expect((await t.http.get('/api/user/state', user.token)).body.data.profileAvatar).toBe(avatar);
      const [row] = await t.ctx.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, user.id));
      expect(row!.avatar).toBe(avatar);
    });

    it('judges the file by its bytes: a text file named .png is refused', async () => {
      const user = await makeUser(t.ctx);
      const res = await upload(user.token, { bytes: Buffer.from('just some text, not an image'), name: 'fake.png', type: 'image/png' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: '40003',
        detail: 'Unsupported file type, please select png, jpeg, jpg, webp, gif format image',
      });
    });

    it('refuses a file over 5 MB with 413', async () => {
      const user = await makeUser(t.ctx);
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 7);
      png.copy(big);
      // A few rounds: where the limit falls among the stream's chunks varies from one upload to the next.
      for (let round = 0; round < 4; round++) {
        const res = await upload(user.token, { bytes: big, name: 'big.png', type: 'image/png' });
        expect(res.status).toBe(413);
        expect(res.body).toMatchObject({ status: 413, title: 'Unknown client error', detail: 'File or request body is too large' });
      }
      expect((await t.http.get('/api/user/profile', user.token)).body.data.avatar).toBeNull();
    });

    it('refuses a request without a file, or not multipart', async () => {
      const user = await makeUser(t.ctx);
      const noFile = await upload(user.token);
      expect(noFile.status).toBe(400);
      expect(noFile.body.errors).toMatchObject([{ path: 'file', message: 'The file given is not an image' }]);
      const json = await t.http.post('/api/upload/user/avatar', { file: 'data:image/png;base64,AAAA' }, user.token);
      expect(json.status).toBe(400);
      const empty = await upload(user.token, { bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' });
      expect(empty.status).toBe(400);
    });

    it('needs a signed-in user', async () => {
      const res = await upload(undefined, { bytes: png, name: 'me.png', type: 'image/png' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('40101');
    });
  });

  describe('voting reminder', () => {
    it('lets a user switch their own reminder and nobody else', async () => {
      const user = await makeUser(t.ctx);
      const other = await makeUser(t.ctx);
      expect((await t.http.put(`/api/voting-member/${user.id}`, { reminder: false }, user.token)).body).toEqual({ data: true });
      expect((await t.http.get('/api/user/state', user.token)).body.data.votingReminder).toBe(false);
      expect((await t.http.put(`/api/voting-member/${other.id}`, { reminder: false }, user.token)).status).toBe(404);
      const badId = await t.http.put('/api/voting-member/NOT-AN-ID', { reminder: false }, user.token);
      expect(badId.status).toBe(400);
      expect(badId.body.detail).toBe('resource ID format is incorrect');
      expect((await t.http.put(`/api/voting-member/${user.id}`, { reminder: 'yes' }, user.token)).body.errors).toMatchObject([
        { path: 'reminder', message: 'reminder must be true or false' },
      ]);
    });
  });
});
