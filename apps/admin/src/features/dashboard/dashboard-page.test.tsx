import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboard } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findRows } from '@admin/testing/screen-helpers';

const busyDay = dashboard({
  pendingReviews: { count: 2, oldest: [{ id: 'char-p', name: 'Stormcaller Yuki', createdAt: '2026-05-01T02:00:00.000Z' }] },
  votesNearTarget: [
    { id: 'char-v', name: 'Captain Brass', countCurrent: 1000, countTarget: 1000, progress: 100, reached: true, negotiation: null },
  ],
  campaigns: [
    { id: 'char-c', name: 'Sunflower Ranger', current: 2500, target: 10000, progress: 25, endAt: '2026-06-01T00:00:00.000Z', daysLeft: 12 },
  ],
  ordersToShip: 3,
  refundsInProgress: { figurineOrders: 1, supports: 2 },
  today: {
    since: '2026-05-01T16:00:00.000Z',
    revenue: 150,
    figurineRevenue: 100,
    figurineOrders: 1,
    supportRevenue: 50,
    supports: 1,
    raffleEntries: 4,
    raffleDiamonds: 640,
  },
  raffleEntries: 90,
});

describe('dashboard', () => {
  it('shows what needs doing, each figure linking to the screen that acts on it', async () => {
    renderConsole('/', { api: [mockApi.get('admin/dashboard', busyDay)] });
    const toShip = await screen.findByRole('link', { name: /Orders to ship/ });
    expect(toShip.textContent).toBe('Orders to ship3');
    expect(toShip.getAttribute('href')).toBe('/admin/orders?status=undelivered');
    expect(screen.getByRole('link', { name: /Pending reviews/ }).textContent).toBe('Pending reviews2');
    expect(screen.getByRole('link', { name: /Refunds in progress/ }).textContent).toBe('Refunds in progress31 orders · 2 supports');
    expect(screen.getByText('Revenue today').parentElement!.textContent).toBe('Revenue today$150.00$100.00 figurines · $50.00 supports');
    expect(screen.getByRole('link', { name: /Raffle entries today/ }).textContent).toBe('Raffle entries today4640 diamonds · 90 all time');
    expect(screen.getByRole('link', { name: 'Stormcaller Yuki' }).getAttribute('href')).toBe('/admin/reviews?focus=char-p');
    expect(screen.getByText('Ready for crowdfunding')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Captain Brass vote progress' }).getAttribute('aria-valuenow')).toBe('100');
    expect(await findRows('Campaigns running')).toEqual([['Sunflower Ranger', '$2500.00 of $10000.00', '25%', '12']]);
  });

  it('says so when nothing is waiting', async () => {
    renderConsole('/', { api: [mockApi.get('admin/dashboard', dashboard())] });
    expect(await screen.findByText('No submissions waiting')).toBeTruthy();
    expect(screen.getByText('No vote is near its target')).toBeTruthy();
    expect(screen.getByText('No campaign is running')).toBeTruthy();
  });

  it('retries a server failure, then shows the error with Try again', async () => {
    let failures = 3;
    const figures = mockApi.get('admin/dashboard', () => (failures-- > 0 ? problem(500) : busyDay));
    const { user } = renderConsole('/', { api: [figures] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unknown server error, please try again later');
    expect(figures.calls).toHaveLength(3);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Orders to ship/ })).toBeTruthy();
  });
});
