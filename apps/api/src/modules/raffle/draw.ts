import { createHash, createHmac, randomBytes } from 'node:crypto';

export const ROLL_RANGE = 1_000_000;

export const newSeed = () => randomBytes(32).toString('hex');
export const hashSeed = (seed: string) => createHash('sha256').update(seed).digest('hex');

/**
 * The user's n-th roll in a raffle: HMAC-SHA256 keyed with the seed's hex text (UTF-8) over
 * "userId:n"; the first 4 bytes as a big-endian unsigned integer, mod 1e6.
 */
export function rollFor(seed: string, userId: string, drawNumber: number): number {
  return createHmac('sha256', seed).update(`${userId}:${drawNumber}`).digest().readUInt32BE(0) % ROLL_RANGE;
}

export interface DrawRules {
  /** Basis points of 1e-4 (600 = 0.06). */
  winRateBp: number;
  guaranteeCount: number;
}

/** Wins when this is the guaranteeCount-th draw since the last win, or the roll is under the rate. */
export function decide(rules: DrawRules, counter: number, roll: number) {
  const isWin = counter + 1 >= rules.guaranteeCount || roll < rules.winRateBp * (ROLL_RANGE / 10_000);
  return { isWin, counterAfter: isWin ? 0 : counter + 1 };
}

/** Long-run win share with pity: 1 / E[draws per win], E = Σ_{k=1..G} (1-p)^(k-1). */
export function stationaryWinRate(rules: DrawRules): number {
  const p = rules.winRateBp / 10_000;
  let expected = 0;
  for (let k = 1; k <= rules.guaranteeCount; k++) expected += (1 - p) ** (k - 1);
  return 1 / expected;
}
