import { describe, expect, it } from 'vitest';
import { characterPhase } from './character-phase';

const now = Date.parse('2025-07-01T00:00:00Z');
const vote = (status: 'active' | 'ended', countCurrent: number, negotiation: string | null = null) => ({
  status,
  countCurrent,
  countTarget: 1000,
  negotiation,
});

describe('characterPhase', () => {
  it('has no phase before approval', () => {
    expect(characterPhase({ status: 'pending' }, now)).toBeNull();
    expect(characterPhase({ status: 'rejected', vote: vote('active', 5) }, now)).toBeNull();
    expect(characterPhase({ status: 'approved' }, now)).toBeNull();
  });

  it('tells an open vote, a vote at its target and a failed vote apart', () => {
    expect(characterPhase({ status: 'approved', vote: vote('active', 999) }, now)).toBe('vote-active');
    expect(characterPhase({ status: 'approved', vote: vote('ended', 1000, 'in_progress') }, now)).toBe('vote-negotiation');
    expect(characterPhase({ status: 'approved', vote: vote('ended', 1000, 'failed') }, now)).toBe('vote-failed');
    expect(characterPhase({ status: 'approved', vote: vote('ended', 400) }, now)).toBe('vote-failed');
  });

  it('lets later stages win over earlier ones', () => {
    const base = { status: 'approved' as const, vote: vote('ended', 1000, 'succeeded') };
    expect(characterPhase({ ...base, crowdfunding: { status: 'active' } }, now)).toBe('crowdfunding-active');
    expect(characterPhase({ ...base, crowdfunding: { status: 'success_pending' } }, now)).toBe('crowdfunding-success');
    expect(characterPhase({ ...base, crowdfunding: { status: 'ended' } }, now)).toBe('crowdfunding-success');
    expect(characterPhase({ ...base, crowdfunding: { status: 'failed' } }, now)).toBe('crowdfunding-failed');
    const onSale = { ...base, crowdfunding: { status: 'ended' as const } };
    expect(characterPhase({ ...onSale, sale: { status: 'active', preSaleEndAt: '2025-07-02T00:00:00Z' } }, now)).toBe('pre-sale');
    expect(characterPhase({ ...onSale, sale: { status: 'active', preSaleEndAt: '2025-06-30T00:00:00Z' } }, now)).toBe('sale');
    expect(characterPhase({ ...onSale, sale: { status: 'inactive', preSaleEndAt: null } }, now)).toBe('crowdfunding-success');
  });
});
