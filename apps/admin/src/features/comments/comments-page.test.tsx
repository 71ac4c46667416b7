import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminComment } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findDialog, findRows } from '@admin/testing/screen-helpers';

describe('comment moderation', () => {
  it('lists reported comments with their reports, state and the actions they allow', async () => {
    const list = mockApi.get('admin/comment/list', [adminComment()]);
    renderConsole('/comments', { api: [list] });
    expect(await findRows('Comments')).toEqual([
      [
        'Buy cheap followers at spam.exampleSpammer · 05/01/2026 02:00',
        'Lantern Keeper',
        '2spam; advertising',
        'Visible',
        'HideDismiss reportsDelete',
      ],
    ]);
    expect(list.calls[0]!.query).toEqual({ filter: 'reported', page: '1', pageSize: '20' });
  });

  it('hides a comment after a confirmation quoting it, then says so', async () => {
    const hide = mockApi.put('admin/comment/:id/hide');
    const { user } = renderConsole('/comments', { api: [hide, mockApi.get('admin/comment/list', [adminComment()])] });
    await findRows('Comments');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await findDialog('Hide comment?');
    expect(within(dialog).getByText('Buy cheap followers at spam.example', { selector: 'blockquote' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Hide comment' }));
    expect(await screen.findByText('The comment by Spammer was hidden.')).toBeTruthy();
    expect(hide.calls.map((c) => [c.method, c.path])).toEqual([['PUT', '/api/admin/comment/comment-1/hide']]);
  });

  it('keeps the delete dialog open with the server’s refusal', async () => {
    const del = mockApi.delete('admin/comment/:id', problem(404, 'Comment not found'));
    const { user } = renderConsole('/comments', { api: [del, mockApi.get('admin/comment/list', [adminComment()])] });
    await findRows('Comments');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete comment?');
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Comment not found');
    expect(del.calls.map((c) => c.path)).toEqual(['/api/admin/comment/comment-1']);
  });

  it('shows hidden comments with Restore, and restores one', async () => {
    const hidden = adminComment({ hiddenAt: '2026-05-01T03:00:00.000Z', hiddenBy: 'admin' });
    const list = mockApi.get('admin/comment/list', ({ query }) => (query.filter === 'hidden' ? [hidden] : []));
    const restore = mockApi.put('admin/comment/:id/restore');
    const { user, path } = renderConsole('/comments', { api: [list, restore] });
    expect(await screen.findByText('No reported comments')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Show'), 'hidden');
    expect(await findRows('Comments')).toEqual([
      [
        'Buy cheap followers at spam.exampleSpammer · 05/01/2026 02:00',
        'Lantern Keeper',
        '2spam; advertising',
        'Hidden by a moderator',
        'RestoreDelete',
      ],
    ]);
    expect(path()).toBe('/comments?filter=hidden');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(within(await findDialog('Restore comment?')).getByRole('button', { name: 'Restore comment' }));
    expect(await screen.findByText('The comment by Spammer was restored.')).toBeTruthy();
    expect(restore.calls.map((c) => c.path)).toEqual(['/api/admin/comment/comment-1/restore']);
  });
});
