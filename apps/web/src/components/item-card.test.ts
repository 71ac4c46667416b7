import { describe, expect, it } from 'vitest';
import { ITEM_STRIP } from './item-card';

// jsdom lays nothing out, so the width itself is measured by the browser walks (e2e/support/a11y.ts widthProblems).
describe('the figurine strip', () => {
  it('is the containing block of its cards’ visually hidden labels, so they scroll and clip with it', () => {
    // Issue 41: without a positioned strip the sr-only counters of the last cards made a phone page 1,900 px wide.
    expect(ITEM_STRIP.split(' ')).toContain('relative');
  });
});
