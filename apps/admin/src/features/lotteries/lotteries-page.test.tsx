import type { Lottery, LotteryDrawRecord } from '@pedestal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { dialogClosed, findDialog, findRows } from '@admin/testing/screen-helpers';

const lottery = (over: Partial<Lottery> = {}): Lottery => ({
  id: 'lot1',
  specId: 'spec1',
  characterId: 'char1',
  specTitle: 'Standard 1/7',
  characterName: 'Sakura',
  units: 100,
  maxPerApplication: 2,
  supporterWeight: 2,
  claimHours: 48,
  applyStartAt: '2026-05-01T02:00:00.000Z',
  applyEndAt: '2026-05-03T02:00:00.000Z',
  status: 'open',
  seedHash: 'abc123',
  seed: null,
  drawnAt: null,
  applications: 1200,
  mine: null,
  ...over,
});
const record = (over: Partial<LotteryDrawRecord> = {}): LotteryDrawRecord => {
  const { mine: _mine, ...l } = lottery();
  return { lottery: l, unitsLeft: 100, entries: [], ...over };
};

describe('lotteries', () => {
  it('lists lotteries with their state, units and applications', async () => {
    renderConsole('/lotteries', {
      api: [mockApi.get('admin/lottery/list', [lottery(), lottery({ id: 'lot2', status: 'drawn', applications: 3 })])],
    });
    expect(await findRows('Lotteries')).toEqual([
      ['Sakura — Standard 1/7', 'Open', '100', '1200', '05/03/2026 02:00'],
      ['Sakura — Standard 1/7', 'Drawn', '100', '3', '05/03/2026 02:00'],
    ]);
  });

  it('sets one up from the form, its spec picked by character and title, checked with the contract before it is sent', async () => {
    const create = mockApi.post('admin/lottery', lottery({ id: 'lot9' }));
    const specs = mockApi.get('admin/lottery/available-specs', [
      { id: 'spec1', title: 'Standard 1/7', image: null, stock: 120, characterId: 'char1', characterName: 'Sakura' },
    ]);
    const { user, path } = renderConsole('/lotteries', {
      api: [create, specs, mockApi.get('admin/lottery/list', []), mockApi.get('admin/lottery/:id', record())],
    });
    await user.click(await screen.findByRole('button', { name: 'New lottery' }));
    const dialog = await findDialog('New lottery');
    await user.click(within(dialog).getByRole('button', { name: 'Create lottery' }));
    expect(create.calls).toHaveLength(0);
    const picker = within(dialog).getByLabelText('Figurine spec');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a spec', 'Sakura — Standard 1/7 (120 in stock)']);
    await user.selectOptions(picker, 'spec1');
    await user.type(within(dialog).getByLabelText('Units (taken off the stock)'), '100');
    await user.type(within(dialog).getByLabelText('Applications open'), '2026-05-01T10:00');
    await user.type(within(dialog).getByLabelText('Applications close'), '2026-05-03T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create lottery' }));
    await screen.findByRole('heading', { name: 'Sakura — Standard 1/7', level: 1 });
    expect(path()).toBe('/lotteries/lot9');
    expect(create.calls[0]!.body).toMatchObject({ specId: 'spec1', units: 100, maxPerApplication: 1, supporterWeight: 1, claimHours: 48 });
  });

  it('runs the draw after asking, then shows the drawn order', async () => {
    const draw = mockApi.post('admin/lottery/:id/draw', true);
    const { user } = renderConsole('/lotteries/lot1', { api: [draw, mockApi.get('admin/lottery/:id', record())] });
    await user.click(await screen.findByRole('button', { name: 'Run the draw' }));
    const dialog = await findDialog('Run the draw');
    await user.click(within(dialog).getByRole('button', { name: 'Draw now' }));
    await dialogClosed();
    expect(draw.calls).toHaveLength(1);
  });

  it('deletes a lottery nobody applied to after asking, then goes back to the list', async () => {
    const remove = mockApi.delete('admin/lottery/:id', true);
    const { mine: _mine, ...empty } = lottery({ applications: 0 });
    const { user, path } = renderConsole('/lotteries/lot1', {
      api: [remove, mockApi.get('admin/lottery/:id', record({ lottery: empty })), mockApi.get('admin/lottery/list', [])],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete lottery' }));
    const dialog = await findDialog('Delete lottery');
    expect(remove.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'Lotteries', level: 1 });
    expect(remove.calls).toHaveLength(1);
    expect(path()).toBe('/lotteries');
  });

  it('offers no delete once someone has applied', async () => {
    renderConsole('/lotteries/lot1', { api: [mockApi.get('admin/lottery/:id', record())] });
    await screen.findByRole('button', { name: 'Run the draw' });
    expect(screen.queryByRole('button', { name: 'Delete lottery' })).toBeNull();
  });

  it('disables the draw, with the reason, while applications are still open', async () => {
    const open = record({ lottery: lottery({ applyEndAt: new Date(Date.now() + 86_400_000).toISOString() }) });
    const draw = mockApi.post('admin/lottery/:id/draw', true);
    renderConsole('/lotteries/lot1', { api: [draw, mockApi.get('admin/lottery/:id', open)] });
    const button = await screen.findByRole('button', { name: 'Run the draw' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('title')).toMatch(/^The draw opens when applications close/);
    expect(screen.getAllByText(/The draw opens when applications close/).length).toBeGreaterThan(0);
    expect(draw.calls).toHaveLength(0);
  });

  it('shows who was drawn, in order, with the revealed seed', async () => {
    const { mine: _mine, ...drawn } = lottery({ status: 'drawn', seed: 'the-seed' });
    renderConsole('/lotteries/lot1', {
      api: [
        mockApi.get('admin/lottery/:id', {
          lottery: drawn,
          unitsLeft: 0,
          entries: [
            { userId: 'u1', username: 'ann', quantity: 2, weight: 2, rank: 1, status: 'won', allocated: 2 },
            { userId: 'u2', username: null, quantity: 1, weight: 1, rank: 2, status: 'waiting', allocated: 0 },
          ],
        }),
      ],
    });
    expect(await findRows('Drawn order')).toEqual([
      ['1', 'ann', '2', '2', 'won', '2'],
      ['2', 'Deleted user', '1', '1', 'waiting', '0'],
    ]);
    // Accounts by name (issue 41), each still a link to its page.
    expect(screen.getByRole('link', { name: 'ann' }).getAttribute('href')).toBe('/admin/users/u1');
    expect(screen.getByText('the-seed')).toBeTruthy();
  });
});
