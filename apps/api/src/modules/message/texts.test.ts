import { describe, expect, it } from 'vitest';
import { messageText } from './texts';

describe('message texts count diamonds with their unit (decision 051)', () => {
  it('says "1 diamond" in the singular and "N diamonds" otherwise, with the verb agreeing', () => {
    expect(messageText('en', 'vote_reward', { name: 'Frost', rank: 1, diamonds: 1 })).toEqual({
      title: 'You earned 1 diamond',
      body: 'Frost reached its vote target and you ranked #1 among its voters. 1 diamond was added to your wallet.',
    });
    expect(messageText('en', 'crowdfunding_reward', { name: 'Frost', rank: 2, diamonds: 5 }).body).toBe(
      'You ranked #2 among the supporters of Frost. 5 diamonds were added to your wallet.',
    );
    expect(messageText('en', 'crowdfunding_success', { name: 'Frost', diamonds: 1 }).body).toContain('Your 1 diamond is now available.');
  });

  it('counts diamonds with 颗 in Chinese', () => {
    const texts = [
      messageText('zh-CN', 'vote_reward', { name: 'Frost', rank: 1, diamonds: 3 }),
      messageText('zh-CN', 'crowdfunding_started', { name: 'Frost', days: 30, diamonds: 3 }),
      messageText('zh-CN', 'crowdfunding_success', { name: 'Frost', diamonds: 3 }),
      messageText('zh-CN', 'support_paid', { name: 'Frost', no: 'CS1', amountCents: 3000, diamonds: 3 }),
      messageText('zh-CN', 'pledge_charged', { name: 'Frost', no: 'CS1', amountCents: 3000, diamonds: 3 }),
    ];
    for (const { title, body } of texts) {
      expect(`${title} ${body}`).toContain('3 颗钻石');
      expect(`${title} ${body}`).not.toMatch(/\d 钻石/);
    }
  });
});
