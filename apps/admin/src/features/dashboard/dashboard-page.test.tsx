import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dashboard, moneyReport } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { screenApis } from '@admin/testing/screen-apis';
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
    const money = mockApi.get('admin/payment/money', ({ query }) =>
      query.from
        ? {
            ...moneyReport({
              day: '2026-05-01',
              orders: { gross: 1234.5, refunds: 100, fees: 4.75, net: 1129.75 },
              supports: { gross: 50, net: 50 },
              all: { net: 1179.75 },
            }),
            from: query.from,
          }
        : moneyReport({ all: { gross: 150, refunds: 20, net: 130 } }),
    );
    renderConsole('/', { api: [mockApi.get('admin/dashboard', busyDay), money] });
    const toShip = await screen.findByRole('link', { name: /Orders to ship/ });
    expect(toShip.textContent).toBe('Orders to ship3');
    expect(toShip.getAttribute('href')).toBe('/admin/orders?status=undelivered');
    expect(screen.getByRole('link', { name: /Pending reviews/ }).textContent).toBe('Pending reviews2');
    expect(screen.getByRole('link', { name: /Refunds in progress/ }).textContent).toBe('Refunds in progress31 orders · 2 supports');
    // Net of refunds (refunds are rows, decision 031), not what was paid.
    await screen.findByText('$150.00 gross · $20.00 refunded');
    expect(screen.getByText('Net today').parentElement!.textContent).toBe('Net today$130.00$150.00 gross · $20.00 refunded');
    expect(screen.getByRole('link', { name: /Raffle entries today/ }).textContent).toBe('Raffle entries today4640 diamonds · 90 all time');
    expect(screen.getByRole('link', { name: 'Stormcaller Yuki' }).getAttribute('href')).toBe('/admin/reviews?focus=char-p');
    expect(screen.getByText('Ready for crowdfunding')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Captain Brass vote progress' }).getAttribute('aria-valuenow')).toBe('100');
    expect(await findRows('Campaigns running')).toEqual([['Sunflower Ranger', '$2,500.00 of $10,000.00', '25%', '12']]);
  });

  it('shows money by business day over a range: gross, refunds, fees and net, orders and supports apart, with totals', async () => {
    const money = mockApi.get('admin/payment/money', ({ query }) => ({
      ...moneyReport({
        day: query.to,
        orders: { gross: 1234.5, refunds: 100, fees: 4.75, net: 1129.75, payments: 3, refundCount: 1, feesReported: 1 },
        supports: { gross: 50, net: 50 },
        all: { gross: 1284.5, refunds: 100, fees: 4.75, net: 1179.75 },
      }),
      from: query.from,
    }));
    const { user } = renderConsole('/', { api: [mockApi.get('admin/dashboard', busyDay), money] });
    const table = await screen.findByRole('table', { name: 'Money by business day' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .map((r) => [...r.children].map((c) => c.textContent));
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toEqual(['Day', 'Orders gross', 'Refunds', 'Fees', 'Net', 'Supports gross', 'Refunds', 'Fees', 'Net', 'Net, all']);
    expect(rows()[2]).toEqual(['Total', '$1,234.50', '−$100.00', '−$4.75', '$1,129.75', '$50.00', '$0.00', 'n/a', '$50.00', '$1,179.75']);
    const ranges = money.calls.filter((c) => c.query.from);
    expect(ranges.at(-1)!.query).toEqual({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.any(String) });
    await user.selectOptions(screen.getByLabelText('Range'), 'Choose days');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-04-01');
    await vi.waitFor(() => expect(money.calls.at(-1)!.query.from).toBe('2026-04-01'));
  });

  it('says so when nothing is waiting', async () => {
    renderConsole('/', { api: screenApis.dashboard() });
    expect(await screen.findByText('No submissions waiting')).toBeTruthy();
    expect(screen.getByText('No vote is near its target')).toBeTruthy();
    expect(screen.getByText('No campaign is running')).toBeTruthy();
  });

  it('retries a server failure, then shows the error with Try again', async () => {
    let failures = 3;
    const figures = mockApi.get('admin/dashboard', () => (failures-- > 0 ? problem(500) : busyDay));
    const { user } = renderConsole('/', { api: [figures, mockApi.get('admin/payment/money', moneyReport())] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unknown server error, please try again later');
    expect(figures.calls).toHaveLength(3);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Orders to ship/ })).toBeTruthy();
  });
});
