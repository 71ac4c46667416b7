import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { problemType, reasonOfType, refusals, refusalText, type RefusalReason } from '@pedestal/contract';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
/** Source files (tests excluded) of the parts that raise or word refusals. */
const sources = ['apps/api/src', 'packages/contract/src', 'apps/web/src', 'apps/admin/src'].flatMap((dir) =>
  (readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }) as string[])
    // The web's texts name every store reason: they translate reasons, they do not raise them.
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('locales/'))
    .map((f) => ({ path: `${dir}/${f}`, text: readFileSync(join(root, dir, f), 'utf8') })),
);

describe('the refusal catalogue (packages/contract/src/refusals.ts)', () => {
  const reasons = Object.keys(refusals) as RefusalReason[];

  it('names each reason by a type that leads back to it, with a 4xx or 5xx status', () => {
    for (const reason of reasons) {
      expect(reasonOfType(problemType(reason)), reason).toBe(reason);
      expect(refusals[reason].status, reason).toBeGreaterThanOrEqual(400);
      expect(refusals[reason].status, reason).toBeLessThan(600);
    }
  });

  it('holds no reason nothing raises: each is used outside its own entry', () => {
    const catalogue = sources.find((s) => s.path === 'packages/contract/src/refusals.ts')!;
    const unused = reasons.filter((reason) => {
      // Amount fields name their reasons from the field: price('sale-price') → sale-price-required….
      const family = /^(.*)-(required|too-small|too-large)$/.exec(reason)?.[1];
      const used = (text: string) => text.includes(`'${reason}'`) || (!!family && text.includes(`'${family}'`));
      // The status fallbacks are raised by reasonForStatus, in the catalogue's own file.
      return !sources.some((s) => s !== catalogue && used(s.text)) && catalogue.text.split(`'${reason}'`).length < 3;
    });
    expect(unused).toEqual([]);
  });

  it('fills its texts: plural by count, values by name', () => {
    expect(refusalText('code-cooldown', { count: 1 })).toBe('Please wait 1 second before requesting a new code');
    expect(refusalText('code-cooldown', { count: 42 })).toBe('Please wait 42 seconds before requesting a new code');
    expect(refusalText('out-of-stock', { title: 'Deluxe' })).toBe('Out of stock: Deluxe');
    expect(refusalText('vote-limit-reached')).toBe("You have no votes left. You'll receive 3 votes each day.");
  });
});
