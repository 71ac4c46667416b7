import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin, dashboard } from '@admin/testing/data';
import { mockApi, refusal } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { dialogClosed, findDialog, findRows } from '@admin/testing/screen-helpers';
import type { Team } from './team-page';

const AT = '2026-05-01T02:00:00.000Z';
const team = (o: Partial<Team> = {}): Team => ({
  members: [
    { id: 'admin-1', username: 'operator', email: null, role: 'owner', secondFactor: true, createdAt: AT },
    { id: 'admin-2', username: 'sam', email: 'sam@example.test', role: 'support', secondFactor: false, createdAt: AT },
  ],
  invitations: [{ id: 'inv-1', email: 'kim@example.test', role: 'read-only', invitedBy: 'operator', expiresAt: AT, createdAt: AT }],
  ...o,
});

describe('team', () => {
  it('lists members with their roles and second factor, the open invitations and what each role may do', async () => {
    renderConsole('/team', { api: [mockApi.get('admin/team', team())] });
    expect(await screen.findByRole('heading', { name: 'Team', level: 1 })).toBeTruthy();
    const rows = await findRows('Team members');
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ['operator (you)', 'Owner', 'Set up'],
      // A select's cell reads as its options.
      ['samsam@example.test', 'OwnerOperatorSupportRead-only', 'Not yet'],
    ]);
    // The owner's own row has no role select and no Remove (the server refuses both too).
    expect(screen.queryByRole('combobox', { name: 'Role of operator' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Role of sam' }) as HTMLSelectElement).value).toBe('support');
    expect(screen.getByRole('list', { name: 'Open invitations' }).textContent).toContain('kim@example.test · Read-only');
    const allowed = (permission: string) =>
      within(screen.getByRole('rowheader', { name: permission }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(allowed('Orders refund')).toEqual(['Yes', 'Yes', 'No', 'No']);
    expect(allowed('Orders ship')).toEqual(['Yes', 'Yes', 'Yes', 'No']);
  });

  it('invites by email with a role, checking the address as the server does', async () => {
    const invite = mockApi.post('admin/team/invite', { id: 'inv-2', email: 'ana@example.test', role: 'support', expiresAt: AT, url: null });
    const { user } = renderConsole('/team', { api: [invite, mockApi.get('admin/team', team())] });
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('email format is incorrect')).toBeTruthy();
    expect(invite.calls).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Ana@Example.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'operator');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/An invitation was sent to ana@example.test/)).toBeTruthy();
    expect(invite.calls.map((c) => c.body)).toEqual([{ email: 'ana@example.test', role: 'operator' }]);
  });

  it('shows the server’s refusal of an address already invited', async () => {
    const { user } = renderConsole('/team', {
      api: [mockApi.post('admin/team/invite', refusal('admin-email-taken')), mockApi.get('admin/team', team())],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'kim@example.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('is already on the team or invited');
  });

  it('changes a role and removes a member after a confirmation', async () => {
    const role = mockApi.put('admin/team/:id/role');
    const remove = mockApi.delete('admin/team/:id');
    const { user } = renderConsole('/team', { api: [role, remove, mockApi.get('admin/team', team())] });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of sam' }), 'owner');
    // Nothing changes until it is confirmed (issue 41); Cancel leaves the role as it was.
    const owner = await findDialog('Make sam Owner?');
    expect(owner.textContent).toContain('an owner may do everything');
    expect(role.calls).toHaveLength(0);
    await user.click(within(owner).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect((screen.getByRole('combobox', { name: 'Role of sam' }) as HTMLSelectElement).value).toBe('support');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of sam' }), 'operator');
    const confirm = await findDialog('Make sam Operator?');
    expect(confirm.textContent).toContain('sam goes from Support to Operator at once');
    await user.click(within(confirm).getByRole('button', { name: 'Change role' }));
    await dialogClosed();
    expect(role.calls.map((c) => [c.path, c.body])).toEqual([['/api/admin/team/admin-2/role', { role: 'operator' }]]);
    await user.click(screen.getByRole('button', { name: 'Remove sam' }));
    const dialog = await findDialog('Remove sam from the team?');
    expect(dialog.textContent).toContain('signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByRole('heading', { name: 'Team', level: 1 });
    expect(remove.calls.map((c) => [c.method, c.path])).toEqual([['DELETE', '/api/admin/team/admin-2']]);
  });

  it('shows Team in the navigation to the owner only', async () => {
    renderConsole('/', { api: [mockApi.get('admin/dashboard', dashboard())], session: anAdmin({ role: 'support' }) });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).not.toContain('Team');
    expect(screen.getByText(/· Support/)).toBeTruthy();
  });
});
