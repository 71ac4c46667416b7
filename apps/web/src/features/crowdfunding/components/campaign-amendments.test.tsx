import type { CampaignAmendment } from '@pedestal/contract/schemas/crowdfunding';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { CampaignAmendments } from './campaign-amendments';

afterEach(cleanup);
afterAll(() => setLanguage('en'));
afterEach(() => setLanguage('en'));

// Noon UTC, so the day is the same in any time zone the test runs in.
const amendments: CampaignAmendment[] = [
  { at: '2026-11-03T12:00:00.000Z', reason: 'Smaller first run', changes: [{ field: 'goal', from: 500, to: 200 }] },
  {
    at: '2026-11-20T12:00:00.000Z',
    reason: 'Factory delay',
    changes: [
      { field: 'end-at', from: '2026-12-01T12:00:00.000Z', to: '2026-12-15T12:00:00.000Z' },
      { field: 'tier-price', tierName: 'Deluxe', from: 50, to: 45 },
      { field: 'tier-price', tierName: '', from: 30, to: 25 },
    ],
  },
];

const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);

/** Decision 072: a running campaign's amendments on its public page, dated, with the reason, in both languages. */
describe('campaign amendments', () => {
  it('lists each amendment with its date and reason (English)', () => {
    render(<CampaignAmendments amendments={amendments} />);
    expect(screen.getByRole('heading', { name: 'Changes to this campaign' })).toBeTruthy();
    expect(items()).toEqual([
      'Goal changed from $500.00 to $200.00 on 11/03/2026: Smaller first run',
      'End date changed from 12/01/2026 to 12/15/2026; Price of the Deluxe tier changed from $50.00 to $45.00; Price of the $30.00 tier changed from $30.00 to $25.00 on 11/20/2026: Factory delay',
    ]);
  });

  it('says the same in 简体中文', async () => {
    await setLanguage('zh-CN');
    render(<CampaignAmendments amendments={amendments} />);
    expect(screen.getByRole('heading', { name: '众筹变更记录' })).toBeTruthy();
    expect(items()[0]).toBe('2026年11月3日：目标金额由 $500.00 调整为 $200.00。原因：Smaller first run');
    expect(items()[1]).toContain('「Deluxe」档位价格由 $50.00 调整为 $45.00');
  });

  it('shows nothing for a campaign never amended', () => {
    const { container } = render(<CampaignAmendments amendments={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
