import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin, characterDetail, crowdfundingSummary, voteSummary } from '@admin/testing/data';
import { mockApi, refusal } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { dialogClosed, findDialog } from '@admin/testing/screen-helpers';
import { screenApis } from '@admin/testing/screen-apis';

const campaign = characterDetail({
  phase: 'crowdfunding-active',
  kind: 'crowdfunding',
  displayStatus: 'On Crowdfunding',
  vote: voteSummary({ status: 'ended', countCurrent: 1000, progress: 100, negotiation: 'succeeded' }),
  crowdfunding: crowdfundingSummary({ countCurrent: 25, countTarget: 10000, progress: 0 }),
});

/** Honest campaign endings (decision 036). */
describe('character detail: ending a campaign', () => {
  it('offers no "success" below the goal: funding below it needs a written reason', async () => {
    const fund = mockApi.post('admin/character/fund-below-goal/:id', campaign);
    const { user } = renderConsole('/characters/char-1', { api: [fund, ...screenApis.characterDetail(campaign)] });
    await user.click(await screen.findByRole('button', { name: 'Fund below goal…' }));
    expect(screen.queryByRole('button', { name: 'Finish crowdfunding as success' })).toBeNull();
    const dialog = await findDialog('Fund Lantern Keeper below its goal?');
    expect(dialog.textContent).toContain('The campaign is at $25.00 of $10,000.00 (0%)');
    expect(dialog.textContent).toContain('never that it reached it');
    await user.click(within(dialog).getByRole('button', { name: 'Fund below goal' }));
    expect(within(dialog).getByText('Write a reason (at least 5 characters)')).toBeTruthy();
    expect(fund.calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Factory agreed a small run');
    await user.click(within(dialog).getByRole('button', { name: 'Fund below goal' }));
    expect(await screen.findByText('Funded below its goal. Supporters were told so, with no mention of reaching it.')).toBeTruthy();
    expect(fund.calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/admin/character/fund-below-goal/char-1', { reason: 'Factory agreed a small run' }],
    ]);
  });

  it('finishes a campaign as failed after saying every paid support is refunded', async () => {
    const fail = mockApi.post('admin/character/finish-crowdfunding-failed/:id', refusal('campaign-not-failable'));
    const { user } = renderConsole('/characters/char-1', { api: [fail, ...screenApis.characterDetail(campaign)] });
    await user.click(await screen.findByRole('button', { name: 'Finish as failed…' }));
    const dialog = await findDialog("Finish Lantern Keeper's campaign as failed?");
    expect(dialog.textContent).toContain('Every paid support is refunded in full');
    await user.click(within(dialog).getByRole('button', { name: 'Finish as failed and refund everyone' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only an active campaign can be finished as failed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(fail.calls.map((c) => c.path)).toEqual(['/api/admin/character/finish-crowdfunding-failed/char-1']);
  });

  it('shows support staff the progress, not the endings', async () => {
    renderConsole('/characters/char-1', { api: screenApis.characterDetail(campaign), session: anAdmin({ role: 'support' }) });
    expect(await screen.findByText(/^Crowdfunding: \$25\.00 of \$10,000\.00 raised \(0% of its goal\)\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish as failed…' })).toBeNull();
  });
});
