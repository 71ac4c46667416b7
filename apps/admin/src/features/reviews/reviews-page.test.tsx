import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminCharacter, characterDetail } from '@admin/testing/data';
import { mockApi, problem, type Answer } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findDialog } from '@admin/testing/screen-helpers';

const pending = { id: 'char-p', name: 'Stormcaller Yuki', status: 'pending', phase: null, displayStatus: 'Waiting for op review' } as const;

function reviewApi(decision: { approve?: Answer; reject?: Answer } = {}) {
  const approve = mockApi.get('admin/character/approve/:id', decision.approve ?? characterDetail(pending));
  const reject = mockApi.get('admin/character/reject/:id', decision.reject ?? characterDetail(pending));
  const list = mockApi.get('admin/character/list', [adminCharacter(pending)]);
  const show = mockApi.get('admin/character/show/:id', characterDetail({ ...pending, vote: null, journey: [] }));
  return { approve, reject, list, api: [approve, reject, list, show] };
}

describe('review queue', () => {
  it('lists pending submissions and previews the first as the shopper will see it', async () => {
    const { list, api } = reviewApi();
    renderConsole('/reviews', { api });
    const preview = await screen.findByRole('article', { name: 'Preview of Stormcaller Yuki' });
    expect(preview.textContent).toContain('A lantern keeper who guards the harbour lights');
    expect(preview.textContent).toContain('Note for the review team: Original character, all rights mine.');
    expect(screen.getByRole('button', { name: /Stormcaller Yuki/ }).getAttribute('aria-current')).toBe('true');
    expect(list.calls[0]!.query).toEqual({ page: '1', pageSize: '20', status: 'pending' });
  });

  it('approves after a confirmation and says what happened', async () => {
    const { approve, api } = reviewApi();
    const { user } = renderConsole('/reviews', { api });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve Stormcaller Yuki?');
    expect(dialog.textContent).toContain('Mira receives a message that it was approved');
    expect(approve.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve and open the vote' }));
    expect((await screen.findByText(/was approved/)).textContent).toBe(
      'Stormcaller Yuki was approved; its vote is open and Mira was notified.',
    );
    expect(approve.calls.map((c) => [c.method, c.path])).toEqual([['GET', '/api/admin/character/approve/char-p']]);
  });

  it('needs a reason to reject, and sends it', async () => {
    const { reject, api } = reviewApi();
    const { user } = renderConsole('/reviews', { api });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await findDialog('Reject Stormcaller Yuki?');
    await user.click(within(dialog).getByRole('button', { name: 'Reject submission' }));
    expect(within(dialog).getByText('rejectReason is required')).toBeTruthy();
    expect(reject.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason for the submitter'), 'Uses a trademarked logo');
    await user.click(within(dialog).getByRole('button', { name: 'Reject submission' }));
    expect(await screen.findByText('Stormcaller Yuki was rejected; Mira was told why.')).toBeTruthy();
    expect(reject.calls.map((c) => [c.path, c.query])).toEqual([
      ['/api/admin/character/reject/char-p', { rejectReason: 'Uses a trademarked logo' }],
    ]);
  });

  it('shows the server’s refusal in the dialog', async () => {
    const { api } = reviewApi({ approve: problem(400, 'Only a pending character can be approved') });
    const { user } = renderConsole('/reviews', { api });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve Stormcaller Yuki?');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and open the vote' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only a pending character can be approved');
  });

  it('says the queue is empty', async () => {
    renderConsole('/reviews', { api: [mockApi.get('admin/character/list', [])] });
    expect(await screen.findByText('The queue is empty')).toBeTruthy();
  });
});
