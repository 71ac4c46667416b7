import { characterPath } from '@pedestal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { characterDetail, crowdfundingSummary, voteSummary } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { dialogClosed, findDialog } from '@admin/testing/screen-helpers';
import { screenApis } from '@admin/testing/screen-apis';

const voteReached = characterDetail({ vote: voteSummary({ countCurrent: 1000, countTarget: 1000, progress: 100 }) });
const campaign = characterDetail({
  phase: 'crowdfunding-active',
  kind: 'crowdfunding',
  displayStatus: 'On Crowdfunding',
  vote: voteSummary({ status: 'ended', countCurrent: 1000, progress: 100, negotiation: 'succeeded' }),
  crowdfunding: crowdfundingSummary(),
});
const funded = characterDetail({
  ...campaign,
  phase: 'crowdfunding-success',
  crowdfunding: crowdfundingSummary({ status: 'success_pending' }),
});

describe('character detail: header, journey and next step', () => {
  it('shows the character’s status, submitter, store link and journey', async () => {
    renderConsole('/characters/char-1', { api: screenApis.characterDetail(characterDetail()) });
    expect(await screen.findByRole('heading', { name: 'Lantern Keeper', level: 1 })).toBeTruthy();
    expect(screen.getByText('Submitted by Mira · Vote active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View in the store ↗' }).getAttribute('href')).toBe(characterPath('vote', 'char-1'));
    const journey = screen.getByRole('heading', { name: 'Journey' }).closest('section')!;
    const stages = within(journey)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(stages.slice(0, 4)).toEqual([
      'Submitted05/01/2026 02:00',
      'Approved05/01/2026 02:00',
      'Voting05/01/2026 02:00',
      'Negotiationnot yet',
    ]);
    expect(screen.getByText('Voting: 420 of 1,000 votes. Crowdfunding can start once the vote reaches its target.')).toBeTruthy();
  });

  it('sends a pending submission to the review queue', async () => {
    const pending = characterDetail({ status: 'pending', phase: null, vote: null, displayStatus: 'Waiting for op review' });
    renderConsole('/characters/char-1', { api: screenApis.characterDetail(pending) });
    expect((await screen.findByRole('link', { name: 'Open the review queue' })).getAttribute('href')).toBe('/admin/reviews?focus=char-1');
    expect(screen.queryByRole('link', { name: 'View in the store ↗' })).toBeNull();
  });

  it('shows the rejection reason', async () => {
    const rejected = characterDetail({
      status: 'rejected',
      phase: null,
      vote: null,
      displayStatus: 'Rejected',
      rejectReason: 'Uses a logo',
    });
    renderConsole('/characters/char-1', { api: screenApis.characterDetail(rejected) });
    expect(await screen.findByText('Rejected: Uses a logo')).toBeTruthy();
    expect(screen.getByText('Rejected. The submitter may edit it and submit it again.')).toBeTruthy();
  });

  it('prepares a draft once the vote reached its target, then points to its checklist (no campaign opens bare)', async () => {
    let now = voteReached;
    const drafted = characterDetail({
      ...voteReached,
      crowdfunding: crowdfundingSummary({ status: 'inactive', countCurrent: 0, progress: 0 }),
    });
    const prepare = mockApi.post('admin/crowdfunding/:id/draft', () => (now = drafted));
    const show = mockApi.get('admin/character/show/:id', () => now);
    const { user } = renderConsole('/characters/char-1', { api: [prepare, show, ...screenApis.characterDetail(voteReached)] });
    expect(await screen.findByText('The vote reached its target. Start crowdfunding once the rights are agreed.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Prepare as draft' }));
    expect(await screen.findByText('Draft campaign prepared: add its tiers and images below, then start it.')).toBeTruthy();
    // The draft's card offers Start, disabled with what is missing; the step's button is gone.
    expect(await screen.findByRole('list', { name: 'Draft checklist' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prepare as draft' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start campaign' })).toBeTruthy();
    expect(prepare.calls.map((c) => [c.method, c.path])).toEqual([['POST', '/api/admin/crowdfunding/char-1/draft']]);
  });

  it('keeps the finish dialog open with the server’s refusal', async () => {
    const finish = mockApi.get('admin/character/finish-crowdfunding-success/:id', problem(400, 'The campaign is not running'));
    const atGoal = characterDetail({ ...campaign, crowdfunding: crowdfundingSummary({ countCurrent: 10000, progress: 100 }) });
    const { user } = renderConsole('/characters/char-1', { api: [finish, ...screenApis.characterDetail(atGoal)] });
    await user.click(await screen.findByRole('button', { name: 'Finish crowdfunding as success' }));
    const dialog = await findDialog("Finish Lantern Keeper's campaign as a success?");
    expect(dialog.textContent).toContain('The campaign ends now as funded ($10,000.00 of $10,000.00)');
    await user.click(within(dialog).getByRole('button', { name: 'Finish as success' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The campaign is not running');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
  });

  it('checks the pre-sale figures before starting it, and sends them', async () => {
    const startPre = mockApi.post('admin/character/start-pre-sale/:id', funded);
    const { user } = renderConsole('/characters/char-1', { api: [startPre, ...screenApis.characterDetail(funded)] });
    await user.click(await screen.findByRole('button', { name: 'Start pre-sale' }));
    const dialog = await findDialog('Start the pre-sale of Lantern Keeper?');
    const days = within(dialog).getByLabelText('Pre-sale days');
    expect((within(dialog).getByLabelText('Sale price ($)') as HTMLInputElement).value).toBe('99');
    expect((within(dialog).getByLabelText('Pre-sale price ($)') as HTMLInputElement).placeholder).toBe('79.2');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Start pre-sale' }));
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(startPre.calls).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '14');
    await user.type(within(dialog).getByLabelText('Pre-sale price ($)'), '79');
    // The description in both languages goes with the start (decision 046).
    await user.type(within(dialog).getByLabelText('English (Markdown)'), 'Hand-painted.');
    await user.type(within(dialog).getByLabelText('简体中文 (Markdown)'), '手工涂装。');
    await user.click(within(dialog).getByRole('button', { name: 'Start pre-sale' }));
    expect(await screen.findByText('Pre-sale started.')).toBeTruthy();
    expect(startPre.calls.map((c) => c.body)).toEqual([
      { salePrice: 99, preSalePrice: 79, preSaleDays: 14, descriptions: { en: 'Hand-painted.', 'zh-CN': '手工涂装。' } },
    ]);
  });
});

describe('character detail: danger zone', () => {
  it('closes the vote after a confirmation', async () => {
    const closeVote = mockApi.put('admin/vote/:id', characterDetail({ vote: voteSummary({ status: 'ended' }) }));
    const { user } = renderConsole('/characters/char-1', { api: [closeVote, ...screenApis.characterDetail(characterDetail())] });
    await user.click(await screen.findByRole('button', { name: 'Close the vote' }));
    const dialog = await findDialog('Close the vote?');
    expect(dialog.textContent).toContain('Votes already cast are kept.');
    await user.click(within(dialog).getByRole('button', { name: 'Close vote' }));
    await dialogClosed();
    expect(closeVote.calls.map((c) => [c.method, c.path, c.body])).toEqual([['PUT', '/api/admin/vote/char-1', { status: 'ended' }]]);
  });

  it('deletes the character after a confirmation and returns to the list', async () => {
    const del = mockApi.delete('admin/character/:id');
    const { user, path } = renderConsole('/characters/char-1', {
      api: [del, mockApi.get('admin/character/list', []), ...screenApis.characterDetail(characterDetail())],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete character' }));
    const dialog = await findDialog('Delete Lantern Keeper?');
    expect(dialog.textContent).toContain('This cannot be undone from the console.');
    expect(del.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete character' }));
    await screen.findByRole('heading', { name: 'Characters', level: 1 });
    expect(path()).toBe('/characters');
    expect(del.calls.map((c) => [c.method, c.path])).toEqual([['DELETE', '/api/admin/character/char-1']]);
  });
});
