import { ROLL_RANGE, rollFor } from '@pedestal/contract/rules/draw';

/**
 * The draw of a lottery drop (issue 25, decision 041), recomputable by anyone from the revealed seed
 * (whose sha256 was published when the lottery opened) and the list of applications:
 *
 * 1. Each applicant's roll is the raffle's (`rollFor(seed, userId, 0)`: HMAC-SHA256 keyed with the
 *    seed over "userId:0", first 4 bytes big-endian, mod 1e6).
 * 2. Its key is ln((roll + 1) / 1000001) / weight (weighted sampling without replacement, Efraimidis
 *    and Spirakis): a weight of 2 is twice as likely to come before a weight of 1 at each place.
 * 3. Applicants are drawn by key, largest first (ties: the smaller user id first).
 * 4. Units go down that order, each applicant getting what they asked for while units remain (the
 *    last one possibly fewer); the rest wait, in the same order, for units a winner leaves.
 */
export function drawKey(seed: string, userId: string, weight: number): number {
  return Math.log((rollFor(seed, userId, 0) + 1) / (ROLL_RANGE + 1)) / weight;
}

export interface Applicant {
  userId: string;
  weight: number;
  quantity: number;
}

/** The applicants in drawn order. */
export function drawOrder<A extends Applicant>(seed: string, applicants: readonly A[]): A[] {
  const keyed = applicants.map((a) => ({ a, key: drawKey(seed, a.userId, a.weight) }));
  keyed.sort((x, y) => y.key - x.key || (x.a.userId < y.a.userId ? -1 : x.a.userId > y.a.userId ? 1 : 0));
  return keyed.map((k) => k.a);
}

/** Units for each applicant in drawn order (0: waits), and the units nobody asked for. */
export function allocate(ordered: readonly Applicant[], units: number): { allocated: number[]; left: number } {
  let left = units;
  const allocated = ordered.map((a) => {
    const n = Math.min(a.quantity, left);
    left -= n;
    return n;
  });
  return { allocated, left };
}
