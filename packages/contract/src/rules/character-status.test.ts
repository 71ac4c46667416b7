import { describe, expect, it } from 'vitest';
import { characterKind, characterPath, displayStatus, DisplayStatus, isPreSale, type CharacterStateInput } from './character-status';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const future = '2026-07-01T00:00:00Z';
const past = '2026-05-01T00:00:00Z';
const c = (over: Partial<CharacterStateInput>): CharacterStateInput => ({ status: 'approved', ...over });

describe('displayStatus (SPEC §4 order)', () => {
  it('shows Rejected before anything else', () => {
    expect(displayStatus(c({ status: 'rejected', sale: { status: 'active', preSaleEndAt: future, salePrice: 10 } }), NOW)).toBe(
      DisplayStatus.rejected,
    );
  });
  it('shows On Pre-sale while the pre-sale end is in the future', () => {
    expect(displayStatus(c({ sale: { status: 'active', preSaleEndAt: future, salePrice: 10 } }), NOW)).toBe(DisplayStatus.preSale);
  });
  it('shows On Sale once the pre-sale has ended and a sale price is set', () => {
    expect(displayStatus(c({ sale: { status: 'active', preSaleEndAt: past, salePrice: 10 } }), NOW)).toBe(DisplayStatus.onSale);
  });
  it('ignores an inactive sale', () => {
    expect(displayStatus(c({ sale: { status: 'inactive', salePrice: 10 }, crowdfunding: { status: 'active' } }), NOW)).toBe(
      DisplayStatus.crowdfunding,
    );
  });
  it.each([
    ['active', DisplayStatus.crowdfunding],
    ['success_pending', DisplayStatus.crowdfundingSuccess],
    ['failed', DisplayStatus.crowdfundingFailed],
    ['ended', DisplayStatus.crowdfundingEnded],
  ] as const)('maps crowdfunding %s', (status, label) => {
    expect(displayStatus(c({ crowdfunding: { status }, vote: { status: 'ended' } }), NOW)).toBe(label);
  });
  it('shows On Voting and Voting Ended from the vote', () => {
    expect(displayStatus(c({ vote: { status: 'active' }, crowdfunding: { status: 'inactive' } }), NOW)).toBe(DisplayStatus.voting);
    expect(displayStatus(c({ vote: { status: 'ended' } }), NOW)).toBe(DisplayStatus.votingEnded);
  });
  it('shows Waiting for op review for a pending character with nothing started', () => {
    expect(displayStatus(c({ status: 'pending', vote: { status: 'inactive' } }), NOW)).toBe(DisplayStatus.pendingReview);
  });
  it('falls back to the not-obtained placeholder', () => {
    expect(displayStatus(c({ vote: { status: 'inactive' } }), NOW)).toBe(DisplayStatus.unknown);
  });
});

describe('characterKind', () => {
  it('is sale for an active sale with a future pre-sale end or a sale price', () => {
    expect(characterKind(c({ sale: { status: 'active', preSaleEndAt: future } }), NOW)).toBe('sale');
    expect(characterKind(c({ sale: { status: 'active', salePrice: 5, preSaleEndAt: past } }), NOW)).toBe('sale');
  });
  it('is never sale for a rejected character', () => {
    expect(characterKind(c({ status: 'rejected', sale: { status: 'active', salePrice: 5 } }), NOW)).toBe('vote');
  });
  it('is crowdfunding for any started campaign', () => {
    for (const status of ['active', 'success_pending', 'failed', 'ended'] as const) {
      expect(characterKind(c({ crowdfunding: { status } }), NOW)).toBe('crowdfunding');
    }
    expect(characterKind(c({ crowdfunding: { status: 'inactive' } }), NOW)).toBe('vote');
  });
  it('is vote otherwise, and links each kind to its page', () => {
    expect(characterKind(c({}), NOW)).toBe('vote');
    expect(characterPath('vote', 'a1')).toBe('/vote/show/a1');
    expect(characterPath('crowdfunding', 'a1')).toBe('/crowdfunding/show/a1');
    expect(characterPath('sale', 'a1')).toBe('/figurines/show/a1');
  });
  it('knows when a pre-sale is running', () => {
    expect(isPreSale({ preSaleEndAt: future }, NOW)).toBe(true);
    expect(isPreSale({ preSaleEndAt: past }, NOW)).toBe(false);
    expect(isPreSale(null, NOW)).toBe(false);
  });
});
