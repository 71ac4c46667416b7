import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, hashSeed, newSeed, rollFor, stationaryWinRate, ROLL_RANGE } from './draw';

const rules = { winRateBp: 600, guaranteeCount: 80 };
const LOSE = ROLL_RANGE - 1;

describe('raffle draw', () => {
  it('guarantees a win on the 80th draw since the last win and resets the counter', () => {
    let counter = 0;
    for (let i = 1; i < 80; i++) {
      const r = decide(rules, counter, LOSE);
      expect(r.isWin).toBe(false);
      counter = r.counterAfter;
    }
    expect(counter).toBe(79);
    expect(decide(rules, counter, LOSE)).toEqual({ isWin: true, counterAfter: 0 });
    expect(decide(rules, 10, 0)).toEqual({ isWin: true, counterAfter: 0 });
    expect(decide(rules, 10, 59_999).isWin).toBe(true);
    expect(decide(rules, 10, 60_000)).toEqual({ isWin: false, counterAfter: 11 });
  });

  it('for any odds and rolls, never goes past the guarantee: at most G-1 losses in a row, a win resets', () => {
    const odds = fc.record({ winRateBp: fc.integer({ min: 0, max: 10_000 }), guaranteeCount: fc.integer({ min: 1, max: 200 }) });
    fc.assert(
      fc.property(odds, fc.array(fc.integer({ min: 0, max: ROLL_RANGE - 1 }), { maxLength: 500 }), (r, rolls) => {
        let counter = 0;
        let lossesInRow = 0;
        for (const roll of rolls) {
          const { isWin, counterAfter } = decide(r, counter, roll);
          lossesInRow = isWin ? 0 : lossesInRow + 1;
          expect(lossesInRow).toBeLessThan(r.guaranteeCount);
          expect(counterAfter).toBe(isWin ? 0 : counter + 1);
          if (roll < r.winRateBp * (ROLL_RANGE / 10_000)) expect(isWin).toBe(true);
          counter = counterAfter;
        }
      }),
    );
  });

  it('rolls deterministically from the seed, in range, and publishes a matching hash', () => {
    const seed = newSeed();
    expect(rollFor(seed, 'u1', 1)).toBe(rollFor(seed, 'u1', 1));
    expect(rollFor(seed, 'u1', 1)).not.toBe(rollFor(seed, 'u1', 2));
    expect(hashSeed(seed)).toMatch(/^[0-9a-f]{64}$/);
    for (let n = 1; n <= 1000; n++) expect(rollFor(seed, 'u', n)).toBeLessThan(ROLL_RANGE);
  });

  it('rolls and hashes exactly as node:crypto did, so every stored draw still verifies', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string(), fc.integer({ min: 1, max: 1e6 }), (seed, userId, n) => {
        const native = createHmac('sha256', seed).update(`${userId}:${n}`).digest().readUInt32BE(0) % ROLL_RANGE;
        expect(rollFor(seed, userId, n)).toBe(native);
        expect(hashSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
      }),
    );
    expect(newSeed()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('wins within 4σ of the exact stationary rate over 200k draws with random seeds', () => {
    const r = stationaryWinRate(rules);
    // E = (1 - 0.94^80) / 0.06 ≈ 16.54 draws per win, so r ≈ 0.0605 (pity adds a little to 0.06).
    expect(r).toBeCloseTo(0.06 / (1 - 0.94 ** 80), 10);
    const n = 200_000;
    let wins = 0;
    for (let user = 0; user < 200; user++) {
      const seed = newSeed();
      let counter = 0;
      for (let draw = 1; draw <= n / 200; draw++) {
        const d = decide(rules, counter, rollFor(seed, `user-${user}`, draw));
        if (d.isWin) wins++;
        counter = d.counterAfter;
      }
    }
    const sigma = Math.sqrt((r * (1 - r)) / n);
    expect(Math.abs(wins / n - r)).toBeLessThan(4 * sigma);
  });
});
