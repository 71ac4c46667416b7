import { describe, expect, it } from 'vitest';
import { NotifiedValue } from './notified-value';

describe('notified value', () => {
  it('keeps a value until invalidated or past its time', async () => {
    const kept = new NotifiedValue<number>(1000, { needsListener: false });
    let loads = 0;
    const load = async () => ++loads;
    expect(await kept.get(0, load)).toBe(1);
    expect(await kept.get(999, load)).toBe(1);
    kept.invalidate();
    expect(await kept.get(999, load)).toBe(2);
    expect(await kept.get(2000, load)).toBe(3);
  });

  it('does not keep a load that raced an invalidation', async () => {
    const kept = new NotifiedValue<string>(1000, { needsListener: false });
    const stale = kept.get(0, async () => {
      kept.invalidate(); // a change announced while the old value was being read
      return 'old';
    });
    expect(await stale).toBe('old');
    expect(await kept.get(0, async () => 'new')).toBe('new');
  });

  it('keeps nothing while it cannot hear announcements', async () => {
    const kept = new NotifiedValue<number>(1000, { needsListener: true });
    let loads = 0;
    const load = async () => ++loads;
    await kept.get(0, load);
    expect(await kept.get(0, load)).toBe(2);
    kept.setListening(true);
    await kept.get(0, load);
    expect(await kept.get(0, load)).toBe(3);
    kept.setListening(false);
    expect(await kept.get(0, load)).toBe(4);
  });
});
