import type { ShipmentPlan } from '@pedestal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { figurineOrder, listTotals } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { dialogClosed, findDialog, findRows } from '@admin/testing/screen-helpers';

const row = (r: Partial<ShipmentPlan['rows'][number]>): ShipmentPlan['rows'][number] => ({
  line: 2,
  orderId: 'order-1',
  orderNo: 'FO1',
  carrier: 'ups',
  trackingNo: '1Z1',
  status: 'undelivered',
  outcome: 'ship',
  reason: null,
  message: null,
  ...r,
});
const plan = (applied: boolean, rows: ShipmentPlan['rows']): ShipmentPlan => ({
  applied,
  rows,
  counts: {
    ship: rows.filter((r) => r.outcome === 'ship').length,
    unchanged: rows.filter((r) => r.outcome === 'unchanged').length,
    error: rows.filter((r) => r.outcome === 'error').length,
  },
});

describe('orders: shipping many at once', () => {
  it('ships the selected orders with one carrier, a tracking number each', async () => {
    const orders = [
      figurineOrder({ id: 'order-1', no: 'FO1' }),
      figurineOrder({ id: 'order-2', no: 'FO2' }),
      figurineOrder({ id: 'order-3', no: 'FO3', status: 'unreceived', trackingNo: 'X' }),
    ];
    const list = mockApi.get('admin/order/figurine', orders);
    const ship = mockApi.post('admin/order/figurine/shipments', ({ body }) =>
      plan(
        true,
        (body as { shipments: { orderId: string; trackingNo: string }[] }).shipments.map((s) =>
          row({ orderId: s.orderId, trackingNo: s.trackingNo, line: null }),
        ),
      ),
    );
    const { user } = renderConsole('/orders', { api: [list, ship] });
    await findRows('Figurine orders');
    // A shipped order cannot be chosen.
    expect(screen.queryByRole('checkbox', { name: 'Select order FO3' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select order FO1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order FO2' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ship selected (2)' }));
    const dialog = await findDialog('Ship 2 orders');
    await user.selectOptions(within(dialog).getByLabelText('Carrier'), 'UPS');
    await user.click(within(dialog).getByRole('button', { name: 'Mark 2 as shipped' }));
    expect(within(dialog).getAllByText('Enter a tracking number')).toHaveLength(2);
    expect(ship.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Tracking number for FO1'), '1Z1');
    await user.type(within(dialog).getByLabelText('Tracking number for FO2'), '1Z2');
    await user.click(within(dialog).getByRole('button', { name: 'Mark 2 as shipped' }));
    await dialogClosed();
    expect(ship.calls[0]!.body).toEqual({
      carrier: 'ups',
      shipments: [
        { orderId: 'order-1', trackingNo: '1Z1' },
        { orderId: 'order-2', trackingNo: '1Z2' },
      ],
    });
    expect(screen.getByText('None selected')).toBeTruthy();
  });

  it('imports a CSV: a dry run lists what will change, then the same file is applied', async () => {
    const csv = 'order,carrier,tracking\nFO1,UPS,1Z1\nNOPE,UPS,1Z2';
    const rows = [
      row({}),
      row({
        line: 3,
        orderId: null,
        orderNo: 'NOPE',
        trackingNo: '1Z2',
        status: null,
        outcome: 'error',
        reason: 'order-not-found',
        message: 'Order not found',
      }),
    ];
    const imported = mockApi.post('admin/order/figurine/shipments/import', ({ body }) => plan(!(body as { dryRun: boolean }).dryRun, rows));
    const { user } = renderConsole('/orders', { api: [mockApi.get('admin/order/figurine', [figurineOrder()]), imported] });
    await user.click(await screen.findByRole('button', { name: 'Import shipments' }));
    const dialog = await findDialog('Import shipments');
    expect(within(dialog).getByRole('button', { name: 'Ship orders' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByLabelText('Or paste the CSV'));
    await user.paste(csv);
    await user.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    expect(await within(dialog).findByText(/Dry run: 1 will ship, 0 unchanged, 1 with errors\. Nothing has changed yet\./)).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Shipments to apply' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['LineOrderCarrierTrackingOutcome', '2FO1UPS1Z1Will ship', '3NOPEUPS1Z2Not shippedOrder not found']);
    expect(imported.calls.map((c) => c.body)).toEqual([{ csv, dryRun: true }]);
    await user.click(within(dialog).getByRole('button', { name: 'Ship 1 order' }));
    expect(await within(dialog).findByText('1 shipped, 0 unchanged, 1 not shipped.')).toBeTruthy();
    expect(imported.calls.map((c) => c.body)).toEqual([
      { csv, dryRun: true },
      { csv, dryRun: false },
    ]);
  });

  it('asks for a new dry run when the CSV changes, and shows a file the server cannot read', async () => {
    const imported = mockApi.post('admin/order/figurine/shipments/import', ({ body }) =>
      (body as { csv: string }).csv.startsWith('order')
        ? plan(false, [row({})])
        : problem(400, 'The CSV needs a header row with the columns order, carrier and tracking'),
    );
    const { user } = renderConsole('/orders', { api: [mockApi.get('admin/order/figurine', [figurineOrder()]), imported] });
    await user.click(await screen.findByRole('button', { name: 'Import shipments' }));
    const dialog = await findDialog('Import shipments');
    await user.click(within(dialog).getByLabelText('Or paste the CSV'));
    await user.paste('order,carrier,tracking\nFO1,UPS,1Z1');
    await user.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    await within(dialog).findByRole('button', { name: 'Ship 1 order' });
    await user.type(within(dialog).getByLabelText('Or paste the CSV'), 'x');
    expect(within(dialog).getByText('The CSV changed since the dry run: check it again.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ship orders' }).hasAttribute('disabled')).toBe(true);
    await user.clear(within(dialog).getByLabelText('Or paste the CSV'));
    await user.paste('bad');
    await user.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('header row');
  });

  it('shows what the filtered list adds up to over every page', async () => {
    const totals = mockApi.get('admin/order/figurine/totals', listTotals({ count: 1204, paid: 1100, gross: 123456.78, refunded: 456.78 }));
    renderConsole('/orders?status=undelivered', { api: [mockApi.get('admin/order/figurine', [figurineOrder()]), totals] });
    expect((await screen.findByLabelText('orders totals')).textContent).toBe(
      '1,204 orders · 1,100 paid, $123,456.78 · refunded $456.78 · net $123,000.00',
    );
    expect(totals.calls[0]!.query).toEqual({ status: 'undelivered' });
  });

  it('labels a raffle prize instead of an unlabeled $0.00 and links the tracking number to its carrier', async () => {
    renderConsole('/orders', {
      api: [
        mockApi.get('admin/order/figurine', [
          figurineOrder({ kind: 'raffle', totalPrice: 0, subtotal: 0, shippingFee: 0 }),
          figurineOrder({
            id: 'o2',
            no: 'FO2',
            status: 'unreceived',
            carrier: 'ups',
            trackingNo: '1Z9',
            trackingUrl: 'https://www.ups.com/track?tracknum=1Z9',
          }),
        ]),
      ],
    });
    const rows = await findRows('Figurine orders');
    expect(rows[0]![6]).toBe('Raffle prize');
    expect(rows[1]![7]).toBe('ShippedUPS 1Z9');
    expect(screen.getByRole('link', { name: '1Z9' }).getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z9');
  });
});
