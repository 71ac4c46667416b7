import { describe, expect, it } from 'vitest';
import { formatDelta, reasonLabel } from './ledger-labels';

describe('reasonLabel', () => {
  it('names the reasons the server writes in plain English', () => {
    expect(reasonLabel('daily_votes')).toBe('Daily votes');
    expect(reasonLabel('vote')).toBe('Voted for a character');
    expect(reasonLabel('welcome_bonus')).toBe('Welcome bonus');
  });
  it('humanises a reason it does not know', () => {
    expect(reasonLabel('admin_adjustment')).toBe('Admin adjustment');
    expect(reasonLabel('')).toBe('Balance change');
  });
});

describe('formatDelta', () => {
  it('signs credits and debits', () => {
    expect(formatDelta(1500)).toBe('+1,500');
    expect(formatDelta(-3)).toBe('\u22123');
    expect(formatDelta(0)).toBe('0');
  });
});
