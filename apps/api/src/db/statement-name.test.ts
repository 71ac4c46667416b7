import { describe, expect, it } from 'vitest';
import { statementName } from './statement-name';

describe('statementName', () => {
  it('keeps a name PostgreSQL keeps whole', () => {
    expect(statementName('character_cards_vote_latest_20_0')).toBe('character_cards_vote_latest_20_0');
  });

  it('fits a longer name in 63 bytes, and two names alike in their first 63 stay apart', () => {
    const a = statementName('character_cards_vote_crowdfunding_latest_genre_starts_search_1_0');
    const b = statementName('character_cards_vote_crowdfunding_latest_genre_starts_search_1_00');
    expect(a.length).toBeLessThanOrEqual(63);
    expect(b.length).toBeLessThanOrEqual(63);
    expect(a).not.toBe(b);
    expect(a.startsWith('character_cards_vote_crowdfunding_latest_genre')).toBe(true);
    expect(statementName('character_cards_vote_crowdfunding_latest_genre_starts_search_1_0')).toBe(a);
  });
});
