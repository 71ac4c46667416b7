import { refusalText } from '@pedestal/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterInput, makeAdmin, makeUser, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

describe('character submission, visibility and collections', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeUser(t.ctx, { nickname: 'Owner' });
    other = await makeUser(t.ctx);
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());

  const submit = async (overrides = {}) => {
    const res = await t.http.post('/api/character', characterInput(overrides), owner.token);
    expect(res.status).toBe(200);
    return res.body.data.id as string;
  };

  it('creates a pending character that only its owner can see', async () => {
    const id = await submit({ genre: ' Manga , Anime,Manga ' });
    const mine = await t.http.get(`/api/character/${id}`, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      id,
      status: 'pending',
      genre: 'Manga,Anime',
      isOwner: true,
      displayStatus: 'Waiting for op review',
      vote: null,
    });
    expect(mine.body.data.user.profile.nickname).toBe('Owner');
    for (const token of [undefined, other.token]) {
      expect((await t.http.get(`/api/character/${id}`, token)).status).toBe(404);
      expect((await t.http.get(`/api/vote/show/${id}`, token)).status).toBe(404);
      expect((await t.http.get(`/api/contributor/${id}/pageForVote`, token)).status).toBe(404);
    }
    expect((await t.http.get(`/api/admin/character/show/${id}`, admin.token)).body.data.status).toBe('pending');
  });

  it('requires sign-in to submit', async () => {
    const res = await t.http.post('/api/character', characterInput());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('40101');
  });

  it('answers invalid submissions with the SPEC messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ description: 'too short' }, 'description', refusalText('description-length')],
      [{ description: 'x'.repeat(2001) }, 'description', refusalText('description-length')],
      [{ agreement: false }, 'agreement', refusalText('agreement-required')],
      [{ creatorWebsite: 'not a url' }, 'creatorWebsite', 'Creator website must be a web address starting with http:// or https://'],
      [{ name: 'n'.repeat(256) }, 'name', 'Character name must be at most 255 characters'],
      [{ genre: '' }, 'genre', 'Please add at least one genre'],
      [{ note: 'n'.repeat(2001) }, 'note', 'Note must be at most 2000 characters'],
      [{ note: ' ' }, 'note', 'Please add a note for the review team'],
      [{ creatorName: '' }, 'creatorName', 'Creator name is required'],
      [{ gender: 'robot' }, 'gender', 'Please select a gender'],
      [{ illustration: '/uploads/avatars/x.webp' }, 'illustration', 'The illustration must be an image uploaded here'],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await t.http.post('/api/character', { ...characterInput(), ...overrides }, owner.token);
      expect(res.status, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect((await t.http.post('/api/character', 'null', owner.token)).status).toBe(400);
  });

  it('answers malformed ids with 400 and the id message', async () => {
    for (const path of ['/api/character/NOT-AN-ID', '/api/vote/show/1', '/api/contributor/x!/pageForVote']) {
      const res = await t.http.get(path, owner.token);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('resource ID format is incorrect');
    }
  });

  it('lets the owner edit a rejected character, which goes back to review', async () => {
    const id = await submit();
    expect((await t.http.get(`/api/admin/character/reject/${id}?rejectReason=Blurry%20art`, admin.token)).status).toBe(200);
    const rejected = await t.http.get(`/api/character/${id}`, owner.token);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'Blurry art', displayStatus: 'Rejected' });

    expect((await t.http.patch(`/api/character/${id}`, { name: 'Hacked' }, other.token)).status).toBe(404);
    const edited = await t.http.patch(`/api/character/${id}`, { name: 'Aria Redrawn', website: '' }, owner.token);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Aria Redrawn', status: 'pending', rejectReason: null, website: null });
  });

  it('refuses to edit or delete an approved character, even for its owner', async () => {
    const id = await submit();
    expect((await t.http.get(`/api/admin/character/approve/${id}`, admin.token)).status).toBe(200);
    const edit = await t.http.patch(`/api/character/${id}`, { name: 'Renamed' }, owner.token);
    expect(edit.status).toBe(400);
    expect(edit.body.detail).toBe('An approved character can no longer be edited or deleted');
    expect((await t.http.delete(`/api/character/${id}`, owner.token)).status).toBe(400);
    expect((await t.http.delete(`/api/character/${id}`, other.token)).status).toBe(403);
  });

  it('lets the owner delete a pending character; others get 404', async () => {
    const id = await submit();
    expect((await t.http.delete(`/api/character/${id}`, other.token)).status).toBe(404);
    expect((await t.http.delete(`/api/character/${id}`)).status).toBe(401);
    expect((await t.http.delete(`/api/character/${id}`, owner.token)).status).toBe(200);
    expect((await t.http.get(`/api/character/${id}`, owner.token)).status).toBe(404);
  });

  it('lists my campaigns in every status, searchable by name', async () => {
    const me = await makeUser(t.ctx);
    await t.http.post('/api/character', characterInput({ name: 'Zephyr Knight' }), me.token);
    await t.http.post('/api/character', characterInput({ name: 'Moss Witch' }), me.token);
    const all = await t.http.get('/api/character/pageForMine?page=1', me.token);
    expect(all.body.data.map((c: { name: string }) => c.name)).toEqual(['Moss Witch', 'Zephyr Knight']);
    const found = await t.http.get('/api/character/pageForMine?name=zeph', me.token);
    expect(found.body.data.map((c: { name: string }) => c.name)).toEqual(['Zephyr Knight']);
    expect((await t.http.get('/api/character/pageForMine?page=2', me.token)).body.data).toEqual([]);
    expect((await t.http.get('/api/character/pageForMine')).status).toBe(401);
  });

  it('collects idempotently and keeps the count exact', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { name: 'Collectible' });
    const first = await t.http.put(`/api/character/${id}/collect`, undefined, other.token);
    expect(first.body.data).toEqual({ countCollect: 1, isCollect: true });
    const again = await Promise.all(Array.from({ length: 5 }, () => t.http.put(`/api/character/${id}/collect`, undefined, other.token)));
    expect(again.every((r) => r.status === 200 && r.body.data.countCollect === 1)).toBe(true);
    expect((await t.http.put(`/api/character/${id}/collect`, undefined, owner.token)).body.data.countCollect).toBe(2);

    const detail = await t.http.get(`/api/character/${id}`, other.token);
    expect(detail.body.data).toMatchObject({ countCollect: 2, isCollectedForCurrentUser: true });
    const collection = await t.http.get('/api/character/pageForUserCollection?page=1', other.token);
    expect(collection.body.data).toHaveLength(1);
    expect(collection.body.data[0].character).toMatchObject({ id, name: 'Collectible', kind: 'vote' });

    expect((await t.http.put(`/api/character/${id}/uncollect`, undefined, other.token)).body.data).toEqual({
      countCollect: 1,
      isCollect: false,
    });
    expect((await t.http.put(`/api/character/${id}/uncollect`, undefined, other.token)).body.data.countCollect).toBe(1);
    expect((await t.http.get('/api/character/pageForUserCollection', other.token)).body.data).toEqual([]);
  });

  it('does not let anyone collect a character they cannot see', async () => {
    const id = await submit();
    expect((await t.http.put(`/api/character/${id}/collect`, undefined, other.token)).status).toBe(404);
    expect((await t.http.put(`/api/character/${id}/collect`, undefined)).status).toBe(401);
  });

  it('uploads an illustration and accepts it on submission', async () => {
    const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#ff88cc' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'art.png');
    const res = await t.http.request('POST', '/api/upload/character/illustration', { form, token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data.illustration).toMatch(/^\/uploads\/characters\/[a-z0-9]+\.w40\.webp$/);
    const id = await submit({ illustration: res.body.data.illustration });
    expect((await t.http.get(`/api/character/${id}`, owner.token)).body.data.illustration).toBe(res.body.data.illustration);

    const text = new FormData();
    text.append('file', new Blob(['hello']), 'a.txt');
    const bad = await t.http.request('POST', '/api/upload/character/illustration', { form: text, token: owner.token });
    expect(bad.status).toBe(400);
    expect((await t.http.request('POST', '/api/upload/character/illustration', { form })).status).toBe(401);
  });

  it('makes the narrower WebP variants of an upload once, never wider than the original', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3388cc' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'big.png');
    const res = await t.http.request('POST', '/api/upload/character/illustration', { form, token: owner.token });
    expect(res.status).toBe(200);
    const path: string = res.body.data.illustration;
    expect(path).toMatch(/^\/uploads\/characters\/[a-z0-9]+\.w1200\.webp$/);
    const fetched = async (url: string) => {
      const r = await fetch(`${t.http.baseUrl}${url}`);
      return { status: r.status, type: r.headers.get('content-type'), body: Buffer.from(await r.arrayBuffer()) };
    };
    const full = await fetched(path);
    expect(full.status).toBe(200);
    expect(await sharp(full.body).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    for (const width of [240, 480, 960]) {
      const variant = await fetched(path.replace('.w1200.webp', `.w1200.${width}.webp`));
      expect(variant.status, `variant ${width}`).toBe(200);
      expect(variant.type).toBe('image/webp');
      expect(await sharp(variant.body).metadata()).toMatchObject({ format: 'webp', width, height: Math.round((width * 900) / 1200) });
    }
    // Never upscaled: no 1920 copy of a 1200 px image.
    expect((await fetched(path.replace('.w1200.webp', '.w1200.1920.webp'))).status).toBe(404);
  });

  it('removes pending submissions and collections when the account is deleted', async () => {
    const leaver = await makeUser(t.ctx);
    const { id: approvedId } = await stageCharacter(t.ctx, owner.id);
    await t.http.put(`/api/character/${approvedId}/collect`, undefined, leaver.token);
    const pending = (await t.http.post('/api/character', characterInput(), leaver.token)).body.data.id;
    const { id: keptId } = await stageCharacter(t.ctx, leaver.id, { name: 'Stays' });

    expect((await t.http.delete('/api/authentication/delete-account', leaver.token)).status).toBe(200);
    expect((await t.http.get(`/api/admin/character/show/${pending}`, admin.token)).status).toBe(404);
    expect((await t.http.get(`/api/character/${approvedId}`)).body.data.countCollect).toBe(0);
    const kept = await t.http.get(`/api/character/${keptId}`);
    expect(kept.body.data.user.profile.nickname).toBe('Deleted user');
  });
});
