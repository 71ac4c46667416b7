import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The committed-seed draw (DESIGN §6) shared by diamond raffles and lottery drops: a secret seed, its
 * published SHA-256, and one roll per user and draw. Pure and isomorphic (audited hashes, no
 * node:crypto), so a shopper's browser can recompute a revealed draw with the same code the server ran.
 */
export const ROLL_RANGE = 1_000_000;

/** A fresh secret seed: 32 random bytes as hex (the platform's CSPRNG). */
export const newSeed = () => bytesToHex(randomBytes(32));
export const hashSeed = (seed: string) => bytesToHex(sha256(utf8ToBytes(seed)));

/**
 * The user's n-th roll: HMAC-SHA256 keyed with the seed's hex text (UTF-8) over "userId:n"; the
 * first 4 bytes as a big-endian unsigned integer, mod 1e6.
 */
export function rollFor(seed: string, userId: string, drawNumber: number): number {
  const mac = hmac(sha256, utf8ToBytes(seed), utf8ToBytes(`${userId}:${drawNumber}`));
  return new DataView(mac.buffer, mac.byteOffset, 4).getUint32(0, false) % ROLL_RANGE;
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
