import { describe, expect, it } from 'vitest';
import { GateBusy, KnownSoldOut, StockGate } from './stock-gate';

const later = () => {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { done, release };
};

describe('StockGate', () => {
  it('runs at most `concurrency` orders of a spec at once, lets `maxWaiting` wait, turns the rest away', async () => {
    const gate = new StockGate({ needsListener: false, concurrency: 2, maxWaiting: 1, maxWaitMs: 1000 });
    let running = 0;
    let most = 0;
    const hold = later();
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await hold.done;
      running--;
      return 'ok';
    };
    const calls = Array.from({ length: 5 }, () => gate.admit(['spec'], work).catch((e: unknown) => e));
    await new Promise((r) => setTimeout(r, 10));
    hold.release();
    const results = await Promise.all(calls);
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r instanceof GateBusy)).toHaveLength(2);
    expect(most).toBe(2);
    // Another spec has its own lane.
    await expect(gate.admit(['other'], async () => 'ok')).resolves.toBe('ok');
  });

  it('turns away a waiter after maxWaitMs', async () => {
    const gate = new StockGate({ needsListener: false, concurrency: 1, maxWaiting: 5, maxWaitMs: 20 });
    const hold = later();
    const first = gate.admit(['spec'], () => hold.done);
    await expect(gate.admit(['spec'], async () => 'ok')).rejects.toBeInstanceOf(GateBusy);
    hold.release();
    await first;
  });

  it('answers waiters at once when the spec is announced sold out, and forgets it when stock is back', async () => {
    const gate = new StockGate({ needsListener: true, concurrency: 1, maxWaiting: 5, maxWaitMs: 5000 });
    gate.setListening(true);
    const hold = later();
    const first = gate.admit(['spec'], () => hold.done);
    const waiting = gate.admit(['spec'], async () => 'ok').catch((e: unknown) => e);
    gate.onNotification(JSON.stringify({ id: 'spec', stock: 0, title: 'Standard' }));
    const answer = await waiting;
    expect(answer).toBeInstanceOf(KnownSoldOut);
    expect((answer as KnownSoldOut).title).toBe('Standard');
    expect(() => gate.check(['spec'])).toThrow(KnownSoldOut);
    hold.release();
    await first;
    gate.onNotification(JSON.stringify({ id: 'spec', stock: 3, title: 'Standard' }));
    await expect(gate.admit(['spec'], async () => 'ok')).resolves.toBe('ok');
  });

  it('knows nothing sold out while it cannot hear announcements, and keeps no reading that raced one', async () => {
    const gate = new StockGate({ needsListener: true });
    gate.onNotification(JSON.stringify({ id: 'spec', stock: 0, title: 'x' }));
    expect(gate.isSoldOut('spec')).toBe(false);
    gate.setListening(true);
    await gate.learn('spec', async () => {
      gate.onNotification(JSON.stringify({ id: 'spec', stock: 2, title: 'x' }));
      return { stock: 0, title: 'x' };
    });
    expect(gate.isSoldOut('spec')).toBe(false);
    await gate.learn('spec', async () => ({ stock: 0, title: 'x' }));
    expect(gate.isSoldOut('spec')).toBe(true);
    gate.setListening(false);
    expect(gate.isSoldOut('spec')).toBe(false);
  });
});
