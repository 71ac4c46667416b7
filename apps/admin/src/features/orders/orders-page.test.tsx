import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { figurineOrder } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findRows } from '@admin/testing/screen-helpers';

describe('orders: figurine orders', () => {
  it('lists each order with its items, address, total and status', async () => {
    const list = mockApi.get('admin/order/figurine', [
      figurineOrder(),
      figurineOrder({ id: 'order-2', no: 'FO2', status: 'unreceived', trackingNo: 'SF123' }),
    ]);
    renderConsole('/orders', { api: [list] });
    expect(await findRows('Figurine orders')).toEqual([
      [
        'FO20260501001',
        '05/01/2026 02:00',
        'Robo Ronin — Standard Edition × 1',
        'Ann Collector, Shenzhen',
        '$79.99',
        'To ship',
        'ShipRefund',
      ],
      [
        'FO2',
        '05/01/2026 02:00',
        'Robo Ronin — Standard Edition × 1',
        'Ann Collector, Shenzhen',
        '$79.99',
        'ShippedTracking SF123',
        'Refund',
      ],
    ]);
    expect(list.calls[0]!.query).toEqual({ page: '1', pageSize: '20' });
  });

  it('asks for a tracking number before shipping, then sends it', async () => {
    const ship = mockApi.post('admin/order/figurine/:id/ship', problem(400, 'Order cannot be shipped'));
    const { user } = renderConsole('/orders', { api: [mockApi.get('admin/order/figurine', [figurineOrder()]), ship] });
    await user.click(await screen.findByRole('button', { name: 'Ship order FO20260501001' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order FO20260501001' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(within(dialog).getByText('trackingNo is required')).toBeTruthy();
    expect(ship.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Tracking number'), 'SF1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Order cannot be shipped');
    expect(ship.calls).toEqual([
      { method: 'POST', path: '/api/admin/order/figurine/order-1/ship', query: {}, body: { trackingNo: 'SF1234567' } },
    ]);
  });
});
