import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin, figurineOrder } from '@admin/testing/data';
import { mockApi } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findRows } from '@admin/testing/screen-helpers';

/** The console hides what a role cannot do (decision 036); the server refuses it anyway. */
describe('what each role sees', () => {
  it('shows support Ship but not Refund on an order', async () => {
    renderConsole('/orders', {
      api: [mockApi.get('admin/order/figurine', [figurineOrder()])],
      session: anAdmin({ role: 'support' }),
    });
    const [row] = await findRows('Figurine orders');
    expect(row!.at(-1)).toBe('BreakdownShip');
    expect(screen.queryByRole('button', { name: /Refund order/ })).toBeNull();
  });

  it('shows read-only neither', async () => {
    renderConsole('/orders', {
      api: [mockApi.get('admin/order/figurine', [figurineOrder()])],
      session: anAdmin({ role: 'read-only' }),
    });
    const [row] = await findRows('Figurine orders');
    // Everyone may read an order's breakdown.
    expect(row!.at(-1)).toBe('Breakdown');
  });

  it('shows an operator both', async () => {
    renderConsole('/orders', {
      api: [mockApi.get('admin/order/figurine', [figurineOrder()])],
      session: anAdmin({ role: 'operator' }),
    });
    const [row] = await findRows('Figurine orders');
    expect(row!.at(-1)).toBe('BreakdownShipRefund');
  });
});
