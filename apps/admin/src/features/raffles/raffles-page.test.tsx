import { RAFFLE_DEFAULTS } from '@pedestal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { raffle, raffleDetail } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findDialog, findRows } from '@admin/testing/screen-helpers';

describe('raffles', () => {
  it('lists raffles with their odds, cost and prizes', async () => {
    renderConsole('/raffles', {
      api: [mockApi.get('admin/raffle/list', [raffle(), raffle({ id: 'raffle-2', title: 'Old Raffle', status: 'ended', specs: [] })])],
    });
    expect(await findRows('Raffles')).toEqual([
      ['Lucky Pedestal Raffle', 'Active', '160 diamonds', '6%', 'draw 80', '1', '05/01/2026 02:00'],
      ['Old Raffle', 'Ended', '160 diamonds', '6%', 'draw 80', '0', '05/01/2026 02:00'],
    ]);
    expect(screen.getByRole('link', { name: 'Old Raffle' }).getAttribute('href')).toBe('/admin/raffles/raffle-2');
  });

  it('says there is none yet', async () => {
    renderConsole('/raffles', { api: [mockApi.get('admin/raffle/list', [])] });
    expect(await screen.findByText('No raffle yet')).toBeTruthy();
    expect(screen.getByText('Create one, then add figurine specs as prizes.')).toBeTruthy();
  });

  it('creates a raffle from the form (win rate in percent), then opens it', async () => {
    const created = raffleDetail({ id: 'raffle-new', title: 'Spring Raffle', specs: [] });
    const create = mockApi.post('admin/raffle', created);
    const { user, path } = renderConsole('/raffles', {
      api: [
        create,
        mockApi.get('admin/raffle/list', []),
        mockApi.get('admin/raffle/detail/:id', created),
        mockApi.get('admin/raffle/available-specs', []),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'New raffle' }));
    const dialog = await findDialog('New raffle');
    await user.click(within(dialog).getByRole('button', { name: 'Create raffle' }));
    expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(create.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Title'), 'Spring Raffle');
    const rate = within(dialog).getByLabelText('Win rate (%)');
    await user.clear(rate);
    await user.type(rate, '2.5');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'active');
    await user.click(within(dialog).getByRole('button', { name: 'Create raffle' }));
    await screen.findByRole('heading', { name: 'Spring Raffle', level: 1 });
    expect(path()).toBe('/raffles/raffle-new');
    expect(create.calls.map((c) => c.body)).toEqual([
      {
        title: 'Spring Raffle',
        description: '',
        image: null,
        costDiamond: RAFFLE_DEFAULTS.costDiamond,
        status: 'active',
        winRate: 0.025,
        guaranteeCount: RAFFLE_DEFAULTS.guaranteeCount,
      },
    ]);
  });

  it('keeps the form open with the server’s refusal', async () => {
    const { user } = renderConsole('/raffles', {
      api: [mockApi.post('admin/raffle', problem(400, 'A raffle with this title exists')), mockApi.get('admin/raffle/list', [])],
    });
    await user.click(await screen.findByRole('button', { name: 'New raffle' }));
    const dialog = await findDialog('New raffle');
    await user.type(within(dialog).getByLabelText('Title'), 'Spring Raffle');
    await user.click(within(dialog).getByRole('button', { name: 'Create raffle' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A raffle with this title exists');
  });
});
