import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { figurineOrder } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { dialogClosed, findDialog, findRows, readText } from '@admin/testing/screen-helpers';

describe('orders: figurine orders', () => {
  it('lists each order with its items, address, total and status', async () => {
    const list = mockApi.get('admin/order/figurine', [
      figurineOrder(),
      figurineOrder({ id: 'order-2', no: 'FO2', status: 'unreceived', trackingNo: 'SF123' }),
    ]);
    renderConsole('/orders', { api: [list] });
    expect(await findRows('Figurine orders')).toEqual([
      [
        '',
        'FO20260501001',
        '05/01/2026 02:00',
        'Robo Ronin — Standard Edition × 1',
        'Ann Collector, Shenzhen',
        'annann@example.test',
        '$79.99$69.99 + ship $10.00',
        'To ship',
        'BreakdownShipRefund',
      ],
      [
        '',
        'FO2',
        '05/01/2026 02:00',
        'Robo Ronin — Standard Edition × 1',
        'Ann Collector, Shenzhen',
        'annann@example.test',
        '$79.99$69.99 + ship $10.00',
        'ShippedTracking SF123',
        'BreakdownRefund',
      ],
    ]);
    expect(list.calls[0]!.query).toEqual({ page: '1', pageSize: '20' });
    // The buyer is named (issue 39), linking to their account.
    const links = within(screen.getByRole('table', { name: 'Figurine orders' })).getAllByRole('link', { name: 'ann' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      expect.stringMatching(/\/users\/user-ann$/),
      expect.stringMatching(/\/users\/user-ann$/),
    ]);
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
      { method: 'POST', path: '/api/admin/order/figurine/order-1/ship', query: {}, body: { trackingNo: 'SF1234567', carrier: 'usps' } },
    ]);
  });

  it('refunds after saying what happens, then reloads the list', async () => {
    const list = mockApi.get('admin/order/figurine', [figurineOrder()]);
    const refund = mockApi.post('admin/order/figurine/:id/refund', figurineOrder({ status: 'refunding' }));
    const { user } = renderConsole('/orders', { api: [list, refund] });
    await user.click(await screen.findByRole('button', { name: 'Refund order FO20260501001' }));
    const dialog = await findDialog('Refund order FO20260501001?');
    expect(dialog.textContent).toContain('$79.99 is refunded to the shopper through the payment provider.');
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $79.99' }));
    await dialogClosed();
    expect(refund.calls.map((c) => [c.method, c.path])).toEqual([['POST', '/api/admin/order/figurine/order-1/refund']]);
    await findRows('Figurine orders');
    expect(list.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('refunds part of an order: units of a line or an amount, with a reason', async () => {
    const order = figurineOrder({
      totalPrice: 149.98,
      subtotal: 139.98,
      items: [{ ...figurineOrder().items[0]!, quantity: 2 }],
    });
    const list = mockApi.get('admin/order/figurine', [order]);
    const refund = mockApi.post('admin/order/figurine/:id/refund', order);
    const { user } = renderConsole('/orders', { api: [list, refund] });
    await user.click(await screen.findByRole('button', { name: 'Refund order FO20260501001' }));
    const dialog = await findDialog('Refund order FO20260501001?');
    await user.selectOptions(within(dialog).getByLabelText('What to refund'), 'Part of the order');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $0.00' }));
    expect(within(dialog).getByText('Give an amount, or units of the order lines')).toBeTruthy();
    expect(within(dialog).getByText('Give a reason for the refund')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Units of Robo Ronin — Standard Edition to refund (of 2)'), '1');
    await user.type(within(dialog).getByLabelText('Reason'), 'One figure arrived broken');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $69.99' }));
    await dialogClosed();
    expect(refund.calls).toEqual([
      {
        method: 'POST',
        path: '/api/admin/order/figurine/order-1/refund',
        query: {},
        body: { lines: [{ itemId: 'item-1', quantity: 1 }], reason: 'One figure arrived broken' },
      },
    ]);
  });

  it('refuses a partial refund above what is left, and says what was refunded already', async () => {
    const order = figurineOrder({ refundedAmount: 30 });
    const refund = mockApi.post('admin/order/figurine/:id/refund', order);
    const { user } = renderConsole('/orders', { api: [mockApi.get('admin/order/figurine', [order]), refund] });
    await user.click(await screen.findByRole('button', { name: 'Refund order FO20260501001' }));
    const dialog = await findDialog('Refund order FO20260501001?');
    expect(dialog.textContent).toContain('$30.00 of $79.99 is refunded already; $49.99 is left.');
    await user.selectOptions(within(dialog).getByLabelText('What to refund'), 'Part of the order');
    await user.type(within(dialog).getByLabelText('Amount in USD'), '50');
    await user.type(within(dialog).getByLabelText('Reason'), 'Late delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $50.00' }));
    expect(within(dialog).getByText('At most $49.99 is left to refund')).toBeTruthy();
    expect(refund.calls).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Amount in USD'));
    await user.type(within(dialog).getByLabelText('Amount in USD'), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12.50' }));
    await dialogClosed();
    expect(refund.calls.map((c) => c.body)).toEqual([{ amountCents: 1250, reason: 'Late delivery' }]);
  });

  it('shows an order’s breakdown: lines, shipping, tax, refunds and total', async () => {
    const order = figurineOrder({
      totalPrice: 172.89,
      subtotal: 139.98,
      shippingFee: 12,
      tax: 20.91,
      taxDetail: { kind: 'vat', rate: 19, inclusive: true, iossNumber: 'IM2760000001', shippingTax: 2.28, zone: 'EU' },
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
          tax: 9.3,
        },
      ],
      refundedAmount: 79.29,
    });
    const { user } = renderConsole('/orders', { api: [mockApi.get('admin/order/figurine', [order])] });
    await findRows('Figurine orders');
    await user.click(screen.getByRole('button', { name: 'Breakdown of order FO20260501001' }));
    const dialog = await findDialog('Order FO20260501001');
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Robo Ronin — Standard Edition1 refunded', '2', '$69.99', '$9.30', '$139.98'],
      ['Lines (before tax)', '$139.98'],
      ['Shipping (EU)', '$12.00'],
      ['VAT 19% (included)Lines $18.60 + shipping $2.28 · IOSS IM2760000001', '$20.91'],
      ['Total charged', '$172.89'],
      ['Refunded', '−$79.29'],
      ['Kept', '$93.60'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await dialogClosed();
  });

  it('shows a disputed order held: a banner and no Ship', async () => {
    const order = figurineOrder({ disputed: true, refundedAmount: 5 });
    renderConsole('/orders', { api: [mockApi.get('admin/order/figurine', [order])] });
    await findRows('Figurine orders');
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe('Payment disputed — hold shipping');
    expect(screen.queryByRole('button', { name: 'Ship order FO20260501001' })).toBeNull();
    expect(screen.getByText('Refunded $5.00')).toBeTruthy();
  });

  it('searches and filters by status, keeping both in the address', async () => {
    const list = mockApi.get('admin/order/figurine', [figurineOrder()]);
    const { user, path } = renderConsole('/orders', { api: [list] });
    await findRows('Figurine orders');
    await user.type(screen.getByLabelText('Search orders'), 'Ronin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Refund in progress');
    await findRows('Figurine orders');
    expect(list.calls.at(-1)!.query).toEqual({ status: 'refunding', searchKeyword: 'Ronin', page: '1', pageSize: '20' });
    expect(path()).toBe('/orders?q=Ronin&status=refunding');
  });
});

describe('orders: CSV export', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('exports every page of the filtered orders as a spreadsheet-safe CSV', async () => {
    const blobs: Blob[] = [];
    const files: string[] = [];
    // jsdom has no object URLs and cannot follow a download link: the file is caught on its way out.
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:orders');
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push(this.download);
    });
    const full = Array.from({ length: 100 }, (_, i) => figurineOrder({ id: `order-${i}`, no: `FO${i}` }));
    const last = [figurineOrder({ id: 'order-x', no: '=HYPERLINK("x")', address: null })];
    const list = mockApi.get('admin/order/figurine', ({ query }) =>
      query.pageSize === '100' ? (query.page === '1' ? full : last) : full.slice(0, 20),
    );
    const { user } = renderConsole('/orders?status=undelivered', { api: [list] });
    await findRows('Figurine orders');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]).toMatch(/^figurine-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(list.calls.filter((c) => c.query.pageSize === '100').map((c) => c.query)).toEqual([
      { status: 'undelivered', page: '1', pageSize: '100' },
      { status: 'undelivered', page: '2', pageSize: '100' },
    ]);
    const lines = (await readText(blobs[0]!)).split('\r\n');
    expect(lines).toHaveLength(102);
    expect(lines[0]).toBe(
      '"order number","kind","status","placed","paid","shipped","carrier","tracking","tracking link","total","shipping fee","subtotal","tax","tax kind","tax rate %","shipping zone","ioss","refunded","username","email","items to ship","units to ship","units refunded","recipient","phone","address","area","city","province","zip code","country"',
    );
    expect(lines[1]).toBe(
      '"FO0","Purchase","To ship","2026-05-01T02:00:00.000Z","2026-05-01T02:00:00.000Z","","","","","79.99","10.00","69.99","0.00","","","","","0.00","ann","ann@example.test","Robo Ronin Standard Edition x1","1","0","Ann Collector","13812345678","Unit 8","1 Figure Street","Shenzhen","Guangdong","518000","China"',
    );
    // A cell a spreadsheet would run as a formula is neutralised.
    expect(lines[101]!.startsWith(`"'=HYPERLINK(""x"")","Purchase","To ship"`)).toBe(true);
  });
});
