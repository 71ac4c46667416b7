import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { raffleDetail, raffleSpecRef } from '@admin/testing/data';
import { mockApi, type MockRoute } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { dialogClosed, findDialog } from '@admin/testing/screen-helpers';

const played = raffleDetail({ stats: { entries: 120, wins: 9, pityWins: 1, players: 40, diamonds: 19200, distributed: 7 } });
const available = [raffleSpecRef({ id: 'spec-2', title: 'Deluxe Edition', stock: 5, characterName: 'Honey Bee Knight' })];
const open = (r: ReturnType<typeof raffleDetail>, more: MockRoute[] = []) =>
  renderConsole('/raffles/raffle-1', {
    api: [...more, mockApi.get('admin/raffle/detail/:id', r), mockApi.get('admin/raffle/available-specs', available)],
  });

describe('raffle detail', () => {
  it('shows its figures, prizes and the published seed hash', async () => {
    open(played);
    await screen.findByRole('heading', { name: 'Lucky Pedestal Raffle', level: 1 });
    const figures = [...document.querySelectorAll('dl.grid > div')].map((d) => d.textContent);
    expect(figures).toEqual(['Entries120', 'Players40', 'Wins9', 'Pity wins1', 'Diamonds spent19200', 'Prizes distributed7']);
    const prizes = screen.getByRole('heading', { name: 'Prizes' }).closest('section')!;
    expect(within(prizes).getByRole('listitem').textContent).toBe('Robo Ronin — Standard Edition12 in stockRemove');
    expect(screen.getByText('a'.repeat(64))).toBeTruthy();
    expect(screen.getByText('Revealed when the raffle ends')).toBeTruthy();
  });

  it('locks the odds once people entered and saves the rest', async () => {
    const save = mockApi.put('admin/raffle/:id', played);
    const { user } = open(played, [save]);
    const cost = await screen.findByLabelText('Cost (diamonds)');
    expect((screen.getByLabelText('Win rate (%)') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Guaranteed win on draw') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/The odds are locked/)).toBeTruthy();
    await user.clear(cost);
    await user.type(cost, '200');
    await user.click(screen.getByRole('button', { name: 'Save raffle' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(save.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'PUT',
        '/api/admin/raffle/raffle-1',
        {
          title: 'Lucky Pedestal Raffle',
          description: 'Enter with diamonds for a chance to win.',
          image: null,
          costDiamond: 200,
          status: 'active',
        },
      ],
    ]);
  });

  it('adds a spec with stock as a prize, and removes one after a confirmation', async () => {
    const add = mockApi.patch('admin/raffle/add-figurine-spec');
    const remove = mockApi.patch('admin/raffle/remove-figurine-spec/:id');
    const { user } = open(played, [add, remove]);
    const picker = await screen.findByLabelText('Add a figurine spec');
    await screen.findByRole('option', { name: 'Honey Bee Knight — Deluxe Edition (5)' });
    await user.selectOptions(picker, 'spec-2');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(add.calls).toHaveLength(1));
    expect(add.calls[0]!.body).toEqual({ raffleId: 'raffle-1', specId: 'spec-2' });
    await user.click(screen.getByRole('button', { name: 'Remove Standard Edition from the raffle' }));
    const dialog = await findDialog('Remove Standard Edition from the raffle?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove prize' }));
    await dialogClosed();
    expect(remove.calls.map((c) => [c.method, c.path])).toEqual([['PATCH', '/api/admin/raffle/remove-figurine-spec/spec-1']]);
  });

  it('ends the raffle after warning of prizes not yet distributed', async () => {
    const end = mockApi.put('admin/raffle/:id', played);
    const { user } = open(played, [end]);
    await user.click(await screen.findByRole('button', { name: 'End and reveal seed' }));
    const dialog = await findDialog('End Lucky Pedestal Raffle?');
    expect(dialog.textContent).toContain('2 prizes won are not distributed yet');
    await user.click(within(dialog).getByRole('button', { name: 'End raffle' }));
    await dialogClosed();
    expect(end.calls.map((c) => c.body)).toEqual([{ status: 'ended' }]);
  });

  it('shows an ended raffle read-only, with its seed', async () => {
    open(raffleDetail({ status: 'ended', seed: 'b'.repeat(64) }));
    expect(await screen.findByText('An ended raffle cannot change.')).toBeTruthy();
    expect(screen.getByText('b'.repeat(64))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End and reveal seed' })).toBeNull();
    expect(screen.queryByLabelText('Add a figurine spec')).toBeNull();
  });
});
