import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminCharacter, crowdfundingSummary } from '@admin/testing/data';
import { listPage, mockApi } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findRows } from '@admin/testing/screen-helpers';

const lastQuery = (route: { calls: { query: Record<string, string> }[] }) => route.calls.at(-1)?.query;

describe('characters', () => {
  it('lists each character with its status, phase, progress and submitter', async () => {
    const list = mockApi.get('admin/character/list', [
      adminCharacter(),
      adminCharacter({
        id: 'char-cf',
        name: 'Sunflower Ranger',
        phase: 'crowdfunding-active',
        kind: 'crowdfunding',
        displayStatus: 'On Crowdfunding',
        crowdfunding: crowdfundingSummary(),
      }),
    ]);
    renderConsole('/characters', { api: [list] });
    expect(await findRows('Characters')).toEqual([
      ['Lantern Keeper', 'On Voting', 'Vote active', '420 / 1000 votes', 'Mira', '05/01/2026 02:00'],
      ['Sunflower Ranger', 'On Crowdfunding', 'Crowdfunding active', '25% funded', 'Mira', '05/01/2026 02:00'],
    ]);
    expect(screen.getByRole('link', { name: 'Sunflower Ranger' }).getAttribute('href')).toBe('/admin/characters/char-cf');
    expect(lastQuery(list)).toEqual({ page: '1', pageSize: '20' });
  });

  it('searches by name and filters by review status and phase, keeping them in the address', async () => {
    const list = mockApi.get('admin/character/list', [adminCharacter()]);
    const { user, path } = renderConsole('/characters', { api: [list] });
    await findRows('Characters');
    await user.type(screen.getByLabelText('Character name'), 'Lantern');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Review status'), 'approved');
    await user.selectOptions(screen.getByLabelText('Phase'), 'vote-active');
    await findRows('Characters');
    expect(lastQuery(list)).toEqual({ page: '1', pageSize: '20', name: 'Lantern', status: 'approved', phase: 'vote-active' });
    expect(path()).toBe('/characters?name=Lantern&status=approved&phase=vote-active');
  });

  it('shows the whole list\'s count and pages from the server, and offers "Next" only while there are more', async () => {
    const all = Array.from({ length: 25 }, (_, i) => adminCharacter({ id: `char-${i}`, name: `Character ${i}` }));
    const list = mockApi.get('admin/character/list', ({ query }) => listPage(query.page === '1' ? all.slice(0, 20) : all.slice(20), 25));
    const { user } = renderConsole('/characters', { api: [list] });
    expect(await findRows('Characters')).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Characters pages' });
    expect(pager.textContent).toContain('Page 1 of 2 · 25 characters');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager.textContent).toContain('Page 2 of 2 · 25 characters'));
    expect(await findRows('Characters')).toHaveLength(5);
    expect(lastQuery(list)).toEqual({ page: '2', pageSize: '20' });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when there is nothing, with a count of none', async () => {
    renderConsole('/characters', { api: [mockApi.get('admin/character/list', () => listPage([], 0))] });
    expect(await screen.findByText('No character matches')).toBeTruthy();
    expect(screen.getByLabelText('Characters total').textContent).toBe('0 characters');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
