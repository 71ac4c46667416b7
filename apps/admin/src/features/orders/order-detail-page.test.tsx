import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { figurineOrder } from '@admin/testing/data';
import { listPage, mockApi, refusal } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { dialogClosed, findDialog } from '@admin/testing/screen-helpers';

/** Two units bought, one refunded: one left to ship. */
const partlyRefunded = (o: Parameters<typeof figurineOrder>[0] = {}) =>
  figurineOrder({
    items: [
      {
        id: 'item-1',
        characterSaleSpecId: 'spec-1',
        characterId: 'char-1',
        characterSaleSpecImage: null,
        characterSaleSpecTitle: 'Standard Edition',
        characterName: 'Robo Ronin',
        quantity: 2,
        refundedQuantity: 1,
        toShip: 1,
        price: 69.99,
      },
    ],
    refundedAmount: 69.99,
    ...o,
  });

const detail = (order = partlyRefunded()) => ({
  order,
  payment: {
    id: 'pay-1',
    provider: 'stripe',
    method: 'card',
    providerRef: 'pi_123',
    status: 'success',
    amount: 149.98,
    refunded: 69.99,
    fee: 4.65,
    paidAt: order.paidAt,
  },
  refunds: [
    {
      id: 'refund-1',
      amount: 69.99,
      reason: 'Crushed box',
      status: 'succeeded',
      source: 'console',
      failureMessage: null,
      requestedBy: { id: 'admin-1', name: 'olivia' },
      lines: [{ itemId: 'item-1', title: 'Robo Ronin · Standard Edition', quantity: 1 }],
      createdAt: order.createdAt,
    },
  ],
  disputes: [],
  notices: [{ title: 'Part of your order refunded', body: 'We refunded $69.99 of your order.', sentAt: order.createdAt }],
  notes: [{ id: 'note-1', body: 'Buyer asked for gift wrap', by: { id: 'admin-2', name: 'sam' }, createdAt: order.createdAt }],
});
const audit = mockApi.get('admin/audit/list', () =>
  listPage(
    [
      {
        id: 'a1',
        adminUsername: 'olivia',
        action: 'figurine_order.refund',
        targetType: 'figurine_order',
        targetId: 'order-1',
        detail: { amountCents: 6999, lines: [{ itemId: 'item-1', quantity: 1 }], reason: 'Crushed box', full: false },
        createdAt: '2026-05-01T02:00:00.000Z',
      },
    ],
    1,
  ),
);

describe('orders: one figurine order’s page', () => {
  it('shows what is left to ship, the refund with its amount, units and operator, notices, notes and the audit trail', async () => {
    renderConsole('/orders/figurine/order-1', { api: [mockApi.get('admin/order/figurine/:id', detail()), audit] });
    expect(await screen.findByRole('heading', { name: 'Order FO20260501001' })).toBeTruthy();
    const lines = within(screen.getByRole('table', { name: 'Lines of order FO20260501001' }));
    expect(lines.getAllByRole('row')[1]!.textContent).toBe('Robo Ronin — Standard Edition211$69.99$0.00');
    const refunds = within(screen.getByRole('table', { name: 'Refunds' }));
    expect(refunds.getAllByRole('row')[1]!.textContent).toContain('$69.99Robo Ronin · Standard Edition × 1Crushed boxolivia');
    expect(screen.getByText('Part of your order refunded')).toBeTruthy();
    expect(screen.getByText('Buyer asked for gift wrap')).toBeTruthy();
    expect(await screen.findByText(/\$69\.99 · 1 unit · “Crushed box”/)).toBeTruthy();
  });

  it('ships with a packing list that leaves the refunded unit out', async () => {
    const { user } = renderConsole('/orders/figurine/order-1', { api: [mockApi.get('admin/order/figurine/:id', detail()), audit] });
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await findDialog('Ship order FO20260501001');
    expect(within(dialog).getByRole('listitem').textContent).toBe('Robo Ronin — Standard Edition × 1');
    expect(within(dialog).getByText('1 refunded unit is left out: do not pack it.')).toBeTruthy();
  });

  it('corrects a tracking number, asking first when another order has it (the same parcel?)', async () => {
    const shipped = partlyRefunded({ status: 'unreceived', trackingNo: 'TYPO1', carrier: 'ups' });
    let tries = 0;
    const correct = mockApi.put('admin/order/figurine/:id/tracking', () =>
      ++tries === 1 ? refusal('tracking-no-shared', { trackingNo: '1Z9', orderNo: 'FO2' }) : shipped,
    );
    const { user } = renderConsole('/orders/figurine/order-1', {
      api: [mockApi.get('admin/order/figurine/:id', detail(shipped)), audit, correct],
    });
    await user.click(await screen.findByRole('button', { name: 'Correct tracking' }));
    const dialog = await findDialog('Correct the tracking number of FO20260501001');
    const field = within(dialog).getByLabelText('Tracking number');
    await user.clear(field);
    await user.type(field, '1Z9');
    await user.click(within(dialog).getByRole('button', { name: 'Save and tell the buyer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Order FO2 already ships with this tracking number');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, the same parcel' }));
    await dialogClosed();
    expect(correct.calls.map((c) => c.body)).toEqual([
      { trackingNo: '1Z9', carrier: 'ups' },
      { trackingNo: '1Z9', carrier: 'ups', confirmSharedTracking: true },
    ]);
  });

  it('adds a note once, however often Add is pressed while it saves', async () => {
    const note = mockApi.post('admin/order/figurine/:id/note', true);
    const { user } = renderConsole('/orders/figurine/order-1', {
      api: [mockApi.get('admin/order/figurine/:id', detail()), audit, note],
    });
    await user.type(await screen.findByLabelText('Add a note'), 'Called the buyer');
    await user.dblClick(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByDisplayValue('');
    expect(note.calls.map((c) => c.body)).toEqual([{ body: 'Called the buyer' }]);
  });
});
