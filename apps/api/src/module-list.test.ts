import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES } from './module-list';

const folders = readdirSync(fileURLToPath(new URL('./modules', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the module list', () => {
  it('plugs in every module folder once, by its definition named for it', () => {
    expect(MODULES.map((m) => m.name).sort()).toEqual([...folders].sort());
  });

  it('keeps the orders that have an effect: phase parts, supporters and character holds', () => {
    const order = (part: 'phaseSource' | 'supporterSource' | 'characterHold') => MODULES.filter((m) => m[part]).map((m) => m.name);
    expect(order('phaseSource')).toEqual(['vote', 'crowdfunding', 'shop']);
    expect(order('supporterSource')).toEqual(['vote', 'crowdfunding']);
    expect(order('characterHold')).toEqual(['crowdfunding', 'shop', 'raffle', 'drop']);
  });
});
