import { describe, expect, it } from 'vitest';
import type { Viewer } from '../context';
import { ViewerCache, encodeRevocation } from './viewer-cache';

const ann: Viewer = { kind: 'user', userId: 'u1', sessionId: 's1' };
const ann2: Viewer = { kind: 'user', userId: 'u1', sessionId: 's2' };
const far = new Date(Date.now() + 86_400_000);

function counted(viewer: Viewer | null, expiresAt = far) {
  const load = async () => {
    load.calls++;
    return viewer && { viewer, expiresAt };
  };
  load.calls = 0;
  return load;
}

describe('viewer cache', () => {
  it('answers a token from memory until its time is up or its session expires', async () => {
    const cache = new ViewerCache(5000, { needsListener: false });
    const load = counted(ann);
    expect(await cache.resolve('t1', 0, load)).toEqual(ann);
    expect(await cache.resolve('t1', 4999, load)).toEqual(ann);
    expect(load.calls).toBe(1);
    expect(await cache.resolve('t1', 5000, load)).toEqual(ann);
    expect(load.calls).toBe(2);

    const expiring = counted(ann, new Date(1000));
    await cache.resolve('t2', 0, expiring);
    await cache.resolve('t2', 1000, expiring);
    expect(expiring.calls).toBe(2);
  });

  it('evicts a revoked session, or every session of a user but the one kept', async () => {
    const cache = new ViewerCache(5000, { needsListener: false });
    const one = counted(ann);
    const two = counted(ann2);
    await cache.resolve('t1', 0, one);
    await cache.resolve('t2', 0, two);
    cache.onNotification(encodeRevocation({ userId: 'u1', keepSessionId: 's2' }));
    await cache.resolve('t1', 1, one);
    await cache.resolve('t2', 1, two);
    expect([one.calls, two.calls]).toEqual([2, 1]);
    cache.evict({ sessionId: 's2' });
    await cache.resolve('t2', 2, two);
    expect(two.calls).toBe(2);
  });

  it('does not keep a lookup that raced an eviction', async () => {
    const cache = new ViewerCache(5000, { needsListener: false });
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((r) => (release = r));
      return { viewer: ann, expiresAt: far };
    };
    const pending = cache.resolve('t1', 0, slow);
    cache.evict({ sessionId: 's1' });
    release();
    expect(await pending).toEqual(ann);
    const load = counted(null);
    expect(await cache.resolve('t1', 1, load)).toBeNull();
    expect(load.calls).toBe(1);
  });

  it('looks every request up while it cannot hear revocations from other instances', async () => {
    const cache = new ViewerCache(5000, { needsListener: true });
    const load = counted(ann);
    await cache.resolve('t1', 0, load);
    await cache.resolve('t1', 1, load);
    expect(load.calls).toBe(2);
    cache.setListening(true);
    await cache.resolve('t1', 2, load);
    await cache.resolve('t1', 3, load);
    expect(load.calls).toBe(3);
    cache.setListening(false);
    await cache.resolve('t1', 4, load);
    expect(load.calls).toBe(4);
  });
});
