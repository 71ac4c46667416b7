import { FigurineOrderSchema, type FigurineOrder } from '@pedestal/contract/schemas/shop';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { formatDay } from '@/lib/format';
import { fakeApi, resetFakes } from '@/testing/fake-api';
import { renderAt } from '@/testing/render-at';
import { FigurineOrderCard } from '../components/figurine-order-card';
import OrderShowPage from './order-show-page';

/** A shipped order of one figure, as the server answers it; `o` overrides. */
const order = (o: Partial<FigurineOrder> = {}) =>
  FigurineOrderSchema.parse({
    id: 'o1',
    no: 'FO20261124001',
    status: 'unreceived',
    kind: 'checkout',
    createdAt: '2026-11-20T08:00:00.000Z',
    expiredAt: '2026-11-20T08:30:00.000Z',
    totalPrice: 69.99,
    shippingFee: 0,
    subtotal: 69.99,
    items: [
      {
        id: 'i1',
        characterSaleSpecId: 's1',
        characterId: 'c1',
        characterSaleSpecImage: null,
        characterSaleSpecTitle: 'Deluxe Edition',
        characterName: 'Sakura',
        quantity: 1,
        refundedQuantity: 0,
        price: 69.99,
      },
    ],
    refundedAmount: 0,
    address: null,
    trackingNo: 'SF1234567890',
    carrier: null,
    trackingUrl: null,
    paidAt: '2026-11-20T08:05:00.000Z',
    shippedAt: '2026-11-22T08:00:00.000Z',
    receivedAt: null,
    reviewComment: null,
    ...o,
  });

const withdrawn = (o: Partial<FigurineOrder> = {}) =>
  order({
    withdrawnAt: '2026-11-24T08:00:00.000Z',
    returnBy: '2026-12-08T08:00:00.000Z',
    returnTo: { address: 'Pedestal Returns\nLagerstraße 5\n10115 Berlin', instructions: 'Use a tracked service.' },
    ...o,
  });

const show = (answer: FigurineOrder) => {
  const calls = fakeApi({ '/api/character-sale-order/show/o1': answer, '/api/character-sale-order/o1/withdraw': { withdrawnAt: 'now' } });
  renderAt([{ path: '/order/show/:orderId', element: <OrderShowPage /> }], '/order/show/o1');
  return calls;
};

afterEach(resetFakes);
afterAll(() => setLanguage('en'));

/** Issue 41 #5: withdrawal from delivery onward (before arrival where the law says so), and a withdrawn order reads as a return. */
describe('order page: withdrawal and return', () => {
  it('a shipped order the server calls withdrawable offers the two-step withdrawal before it arrives', async () => {
    await setLanguage('en');
    const calls = show(order({ withdrawable: true }));
    expect(await screen.findByText('Withdraw from contract', { selector: 'h2, h3' })).toBeTruthy();
    expect(screen.getByText(/withdraw from this purchase without giving a reason now, while it is on its way/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Receipt' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw from contract' }));
    expect(screen.getByText(/Confirm that you withdraw from the contract for order FO20261124001/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByRole('button', { name: 'Withdraw from contract' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/character-sale-order/o1/withdraw']);
  });

  it('not withdrawable (a US-only store, or the window closed): no withdrawal card', async () => {
    await setLanguage('en');
    show(order({ withdrawable: false }));
    expect(await screen.findByRole('button', { name: 'Confirm Receipt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw from contract' })).toBeNull();
  });

  it('withdrawn: the header reads as a return, the address and the order number are right there, no receipt to confirm', async () => {
    await setLanguage('en');
    show(withdrawn());
    expect(await screen.findByText('Return in progress')).toBeTruthy();
    expect(screen.getByText(`Send it back by ${formatDay('2026-12-08T08:00:00.000Z')}; your refund follows when it arrives`)).toBeTruthy();
    expect(screen.queryByText('On its way to you')).toBeNull();
    const address = screen.getByLabelText('Return address');
    expect(address.textContent).toBe('Pedestal Returns\nLagerstraße 5\n10115 Berlin');
    expect(screen.getByText(/write the order number FO20261124001 on the parcel and send it by/)).toBeTruthy();
    expect(screen.getByText('Order number for the parcel').nextElementSibling?.textContent).toBe('FO20261124001');
    expect(screen.getByText('Use a tracked service.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw from contract' })).toBeNull();
  });

  it('withdrawn after delivery: no review form, and the header is not "To review"', async () => {
    await setLanguage('en');
    show(withdrawn({ status: 'uncommented', receivedAt: '2026-11-23T08:00:00.000Z' }));
    expect(await screen.findByText('Return in progress')).toBeTruthy();
    expect(screen.queryByText('To review')).toBeNull();
    expect(screen.queryByText('Delivered, tell us how you like it')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });

  it('简体中文, no address set: says support emails it instead of inventing one', async () => {
    await setLanguage('zh-CN');
    show(withdrawn({ returnTo: { address: null, instructions: null } }));
    expect(await screen.findByText('退货处理中')).toBeTruthy();
    expect(screen.getByText(`请在 ${formatDay('2026-12-08T08:00:00.000Z')} 前寄回，我们收到后为你退款`)).toBeTruthy();
    expect(screen.getByText('客服会在一个工作日内通过邮件告知你退货地址。')).toBeTruthy();
    expect(screen.queryByLabelText('退货地址')).toBeNull();
    expect(screen.queryByRole('button', { name: '确认收货' })).toBeNull();
  });

  it('refunded after a withdrawal: the return is over, the refund shows', async () => {
    await setLanguage('en');
    show(withdrawn({ status: 'refunded', returnTo: null }));
    expect(await screen.findByText('Your payment was refunded')).toBeTruthy();
    expect(screen.queryByText('Return in progress')).toBeNull();
  });

  it('the list card’s chip reads "Return in progress" for a withdrawn order', async () => {
    await setLanguage('en');
    const router = createMemoryRouter([{ path: '/', element: <FigurineOrderCard order={withdrawn()} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Return in progress')).toBeTruthy();
    expect(screen.queryByText('Shipped')).toBeNull();
  });
});
