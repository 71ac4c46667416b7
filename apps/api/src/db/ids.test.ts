import { IdSchema } from '@pedestal/contract';
import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('row ids', () => {
  it('have the contract id shape and do not repeat', () => {
    const ids = Array.from({ length: 20_000 }, newId);
    for (const id of ids.slice(0, 200)) {
      expect(id).toMatch(/^[a-z][0-9a-z]{23}$/);
      expect(IdSchema.safeParse(id).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('use every letter and digit (no fixed or narrow characters)', () => {
    const seen = new Set(Array.from({ length: 2_000 }, newId).join(''));
    expect(seen.size).toBe(36);
  });
});
