import type { LedgerReason } from '@pedestal/contract/enums';
import { describe, expect, it } from 'vitest';
import { formatDelta, reasonLabel } from './ledger-labels';

describe('reasonLabel', () => {
  it('names the reasons the server writes in plain English', () => {
    expect(reasonLabel('daily_votes')).toBe('Daily votes');
    expect(reasonLabel('vote')).toBe('Voted for a character');
    expect(reasonLabel('welcome_bonus')).toBe('Welcome bonus');
    expect(reasonLabel('raffle_entry')).toBe('Raffle entry');
    expect(reasonLabel('admin_adjustment')).toBe('Adjustment by support');
  });
  it('humanises a reason a newer server sends before this page knows it', () => {
    expect(reasonLabel('gift_card' as LedgerReason)).toBe('Gift card');
    expect(reasonLabel('' as LedgerReason)).toBe('Balance change');
  });
});

describe('formatDelta', () => {
  it('signs credits and debits', () => {
    expect(formatDelta(1500)).toBe('+1,500');
    expect(formatDelta(-3)).toBe('\u22123');
    expect(formatDelta(0)).toBe('0');
  });
});
