import { describe, expect, it } from 'vitest';
import { clampStep } from './number-stepper';

describe('clampStep', () => {
  it('respects optional min and max', () => {
    expect(clampStep(5)).toBe(5);
    expect(clampStep(-1, 1)).toBe(1);
    expect(clampStep(7, 1, 4)).toBe(4);
  });
  it('lets a max below the min win, so an empty stock reads 0', () => {
    expect(clampStep(1, 1, 0)).toBe(0);
  });
  it('falls back to the min for a value that is not a number', () => {
    expect(clampStep(Number.NaN, 1, 4)).toBe(1);
  });
});
