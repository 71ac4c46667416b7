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

  it("asks the turned-away to come back once the units left are likely claimed, at the lane's pace, from 1 to 5 s", async () => {
    /** A fresh gate's lane after one order of ~100 ms that left `units`, full: what a buyer turned away hears. */
    const retryAfter = async (units: number | null) => {
      const gate = new StockGate({ needsListener: false, concurrency: 2, maxWaiting: 0, maxWaitMs: 1000 });
      await gate.admit(['spec'], async () => {
        await new Promise((r) => setTimeout(r, 100));
        if (units !== null) gate.noteUnitsLeft('spec', units);
      });
      const hold = later();
      const held = [gate.admit(['spec'], () => hold.done), gate.admit(['spec'], () => hold.done)];
      const answer = await gate.admit(['spec'], async () => 'ok').catch((e: unknown) => e);
      hold.release();
      await Promise.all(held);
      expect(answer).toBeInstanceOf(GateBusy);
      return (answer as GateBusy).retryAfterSeconds;
    };
    expect(await retryAfter(null)).toBe(1);
    // 30 units at 2 orders per 100–130 ms: 1.5–2 s, rounded up.
    expect(await retryAfter(30)).toBe(2);
    expect(await retryAfter(0)).toBe(1);
    expect(await retryAfter(10_000)).toBe(5);
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

  it("keeps a caller's shorter queue and wait (Buy Now), within the gate's own", async () => {
    const gate = new StockGate({ needsListener: false, concurrency: 1, maxWaiting: 10, maxWaitMs: 5000 });
    const hold = later();
    const first = gate.admit(['spec'], () => hold.done);
    const short = { maxWaiting: 2, maxWaitMs: 30 };
    const waiters = Array.from({ length: 4 }, () => gate.admit(['spec'], async () => 'ok', short).catch((e: unknown) => e));
    const started = performance.now();
    // Two wait (the short queue), two are turned away at once; the two waiting give up after 30 ms.
    const answers = await Promise.all(waiters);
    expect(answers.every((a) => a instanceof GateBusy)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
    hold.release();
    await first;
    // The gate's own queue still serves the other callers.
    await expect(gate.admit(['spec'], async () => 'ok')).resolves.toBe('ok');
  });

  it('turns a buyer away on arrival when its turn would come after its wait', async () => {
    const gate = new StockGate({ needsListener: false, concurrency: 1, maxWaiting: 10, maxWaitMs: 450 });
    // One order takes about 300 ms: the lane remembers it.
    await gate.admit(['spec'], () => new Promise((r) => setTimeout(r, 300)));
    const hold = later();
    const running = gate.admit(['spec'], () => hold.done);
    // First in the queue: one order's time (≈300 ms) ≤ 450 ms, it waits.
    const waiting = gate.admit(['spec'], async () => 'ok');
    // Second: two orders' time (≈600 ms) > 450 ms, turned away now, not after 450 ms.
    const started = performance.now();
    await expect(gate.admit(['spec'], async () => 'ok')).rejects.toBeInstanceOf(GateBusy);
    expect(performance.now() - started).toBeLessThan(200);
    hold.release();
    await running;
    await expect(waiting).resolves.toBe('ok');
  });

  it('reads the holders of a sold-out spec once per sell-out, again after a failed read, none while in stock', async () => {
    const gate = new StockGate({ needsListener: false });
    let loads = 0;
    const load = async () => {
      loads++;
      return ['u1', 'u2'];
    };
    expect(gate.holdersOf('spec', load)).toBeNull();
    gate.onNotification(JSON.stringify({ id: 'spec', stock: 0, title: 'Drop' }));
    const [a, b] = await Promise.all([gate.holdersOf('spec', load), gate.holdersOf('spec', load)]);
    expect([...a!]).toEqual(['u1', 'u2']);
    expect(b).toBe(a);
    expect(loads).toBe(1);
    // Stock is back, then sold out again: the holders are read anew (new orders may have come).
    gate.onNotification(JSON.stringify({ id: 'spec', stock: 3, title: 'Drop' }));
    expect(gate.holdersOf('spec', load)).toBeNull();
    gate.onNotification(JSON.stringify({ id: 'spec', stock: 0, title: 'Drop' }));
    await gate.holdersOf('spec', load);
    expect(loads).toBe(2);
    // A failed read answers null (the caller looks the key up) and the next caller reads again.
    gate.setListening(true);
    gate.onNotification(JSON.stringify({ id: 'other', stock: 0, title: 'Drop' }));
    await expect(gate.holdersOf('other', () => Promise.reject(new Error('down')))).resolves.toBeNull();
    await expect(gate.holdersOf('other', load)).resolves.toEqual(new Set(['u1', 'u2']));
  });

  it('builds its refusals without a stack trace', () => {
    const gate = new StockGate({ needsListener: false });
    gate.onNotification(JSON.stringify({ id: 'spec', stock: 0, title: 'Drop' }));
    let refusal: unknown;
    try {
      gate.check(['spec']);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(KnownSoldOut);
    expect((refusal as Error).stack).not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBeGreaterThan(0);
  });
});
