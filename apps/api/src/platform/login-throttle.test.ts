import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('lets five attempts start, refuses the sixth and says how long to wait', () => {
    const throttle = new LoginThrottle(5, 15 * 60_000);
    for (let i = 0; i < 5; i++) expect(throttle.begin('ann|1.2.3.4', 1_000 + i)).toBe(0);
    expect(throttle.begin('ann|1.2.3.4', 61_000)).toBe(900 - 60);
    expect(throttle.begin('bob|1.2.3.4', 61_000)).toBe(0);
  });

  it('does not count refused attempts, so the window is not extended by retries', () => {
    const throttle = new LoginThrottle(2, 10_000);
    throttle.begin('k', 0);
    throttle.begin('k', 0);
    for (let t = 1_000; t < 10_000; t += 1_000) expect(throttle.begin('k', t)).toBeGreaterThan(0);
    expect(throttle.begin('k', 10_000)).toBe(0);
  });

  it('forgets a key after a success', () => {
    const throttle = new LoginThrottle(2, 10_000);
    throttle.begin('k', 0);
    throttle.begin('k', 0);
    throttle.succeed('k');
    expect(throttle.begin('k', 1)).toBe(0);
  });
});
