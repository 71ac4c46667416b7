import type { AdminDispute, AdminDisputeDetail } from '@pedestal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { screenApis } from '@admin/testing/screen-apis';
import { anAdmin } from '@admin/testing/data';
import { findDialog } from '@admin/testing/screen-helpers';

const dispute = (over: Partial<AdminDispute> = {}): AdminDispute => ({
  id: 'dsp1',
  provider: 'stripe',
  providerRef: 'dp_123',
  status: 'open',
  amount: 129,
  reason: 'product_not_received',
  evidenceDueBy: new Date(Date.now() + 5 * 86_400_000 - 60_000).toISOString(),
  openedAt: '2026-11-20T08:00:00.000Z',
  closedAt: null,
  payment: { id: 'pay1', method: 'stripe', amount: 129, paidAt: '2026-11-10T09:30:00.000Z' },
  order: { type: 'figurine', id: 'ord1', no: 'FO20261110001' },
  buyer: { id: 'u1', username: 'ann', email: 'ann@example.com' },
  ...over,
});

const detail = (over: Partial<AdminDisputeDetail> = {}): AdminDisputeDetail => ({
  ...dispute(),
  evidence: {
    no: 'FO20261110001',
    status: 'unreceived',
    lines: [{ title: 'Sakura — Deluxe 1/7', quantity: 1, unitPrice: 119 }],
    subtotal: 119,
    shippingFee: 10,
    tax: 0,
    total: 129,
    refunded: 0,
    address: {
      name: 'Ann Collector',
      phone: '13812345678',
      zipCode: '518000',
      country: 'China',
      province: 'Guangdong',
      city: 'Shenzhen',
      area: 'Nanshan',
      address: '1 Figure Street',
    },
    carrier: 'sf-express',
    carrierName: 'SF Express',
    trackingNo: 'SF1234567',
    trackingUrl: 'https://www.sf-express.com/track?no=SF1234567',
    shippedAt: '2026-11-12T03:00:00.000Z',
    receivedAt: null,
    messages: [{ title: 'Order paid', body: 'Your order FO20261110001 is confirmed.', sentAt: '2026-11-10T09:30:05.000Z' }],
  },
  proposed: PROPOSED,
  submission: { status: 'not_submitted', fields: null, requestedAt: null, submittedAt: null, error: null, unreachable: false },
  ...over,
});

const PROPOSED = {
  productDescription: 'Order FO20261110001: 1 × Sakura — Deluxe 1/7 ($119.00 each). Total paid $129.00.',
  customerName: 'Ann Collector',
  customerEmailAddress: 'ann@example.com',
  shippingAddress: '1 Figure Street, Nanshan, Shenzhen, Guangdong, 518000, China',
  shippingCarrier: 'SF Express',
  shippingTrackingNumber: 'SF1234567',
  shippingDate: '2026-11-12',
  uncategorizedText: 'Paid on 2026-11-10 by the account ann.',
};

describe('disputes', () => {
  it('lists open disputes with the deadline and the days left; the banner is on other screens', async () => {
    renderConsole('/disputes', { api: [mockApi.get('admin/payment/disputes', [dispute()])] });
    await screen.findByRole('link', { name: 'Order FO20261110001' });
    const row = screen.getByRole('table', { name: 'Open disputes' }).querySelectorAll('tbody tr')[0] as HTMLElement;
    expect(row.textContent).toContain('Order FO20261110001');
    expect(row.textContent).toContain('$129.00');
    expect(row.textContent).toContain('Product not received');
    expect(row.textContent).toContain('5 days left');
    expect(within(row).getByRole('link', { name: 'Order FO20261110001' }).getAttribute('href')).toBe('/admin/disputes/dsp1');
  });

  it("reads each provider's reason code as words, never the raw code (decision 051)", async () => {
    renderConsole('/disputes', {
      api: [
        mockApi.get('admin/payment/disputes', [
          dispute({ id: 'd1', reason: 'insufficient_funds', order: { type: 'figurine', id: 'o1', no: 'FO1' } }),
          dispute({
            id: 'd2',
            provider: 'paypal',
            reason: 'MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED',
            order: { type: 'figurine', id: 'o2', no: 'FO2' },
          }),
          dispute({ id: 'd3', reason: 'some_new_code', order: { type: 'figurine', id: 'o3', no: 'FO3' } }),
        ]),
      ],
    });
    await screen.findByRole('link', { name: 'Order FO1' });
    const table = screen.getByRole('table', { name: 'Open disputes' }).textContent ?? '';
    expect(table).toContain('Insufficient funds');
    expect(table).toContain('Not as described');
    expect(table).toContain('Some new code');
    expect(table).not.toMatch(/insufficient_funds|MERCHANDISE|some_new_code/);
  });

  it('shows the evidence prefilled: lines, amounts, time of payment, address, carrier and tracking, messages', async () => {
    renderConsole('/disputes/dsp1', { api: [mockApi.get('admin/payment/disputes/:id', detail())] });
    await screen.findByRole('heading', { name: 'Dispute on order FO20261110001' });
    const order = screen.getByRole('region', { name: 'Order' });
    expect(within(order).getByRole('table', { name: 'Order lines' }).textContent).toContain('Sakura — Deluxe 1/7');
    expect(order.textContent).toContain('Total paid$129.00');
    expect(order.textContent).toContain('Paid at11/10/2026 09:30');
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    expect(shipping.textContent).toContain('1 Figure Street, Nanshan, Shenzhen, Guangdong, 518000, China');
    expect(within(shipping).getByRole('link', { name: 'SF1234567' }).getAttribute('href')).toContain('SF1234567');
    expect(shipping.textContent).toContain('SF Express');
    const buyer = screen.getByRole('region', { name: 'Buyer and messages' });
    expect(buyer.textContent).toContain('Your order FO20261110001 is confirmed.');
    expect(screen.getByText('The order is held: it cannot ship until the dispute is closed.')).toBeTruthy();
  });

  it('says on the dashboard that payments are disputed, with a link to the Disputes screen and a count in the nav', async () => {
    renderConsole('/', {
      api: [mockApi.get('admin/payment/disputes/summary', { open: 2, nextDueBy: '2026-12-01T23:59:00.000Z' }), ...screenApis.dashboard()],
    });
    const banner = await screen.findByText(/2 payments are disputed/);
    const box = banner.closest('[role="status"]') as HTMLElement;
    expect(box.textContent).toContain('Next evidence due by 12/01/2026 23:59.');
    expect(within(box).getByRole('link', { name: 'Review disputes' }).getAttribute('href')).toBe('/admin/disputes');
    expect(screen.getByRole('link', { name: /^Disputes/ }).textContent).toBe('Disputes 2 open');
  });

  describe('answering the provider (decision 056)', () => {
    const status = () => screen.getByRole('region', { name: 'Evidence for Stripe' }).querySelector('[role="status"]')!.textContent;

    it('not submitted: the fields are prefilled and editable; Submit asks first, then sends them as edited', async () => {
      const sent = mockApi.post('admin/payment/disputes/:id/evidence', (call) =>
        detail({
          submission: {
            status: 'submitting',
            fields: (call.body as { fields: typeof PROPOSED }).fields,
            requestedAt: '2026-11-21T10:00:00.000Z',
            submittedAt: null,
            error: null,
            unreachable: false,
          },
        }),
      );
      const { user } = renderConsole('/disputes/dsp1', { api: [sent, mockApi.get('admin/payment/disputes/:id', detail())] });
      await screen.findByRole('heading', { name: 'Evidence for Stripe' });
      expect(status()).toContain('Not submitted');
      expect((screen.getByRole('textbox', { name: 'Tracking number' }) as HTMLInputElement).value).toBe('SF1234567');
      const other = screen.getByRole('textbox', { name: 'Other information' });
      await user.clear(other);
      await user.type(other, 'Delivered and signed for.');

      await user.click(screen.getByRole('button', { name: 'Submit evidence…' }));
      const dialog = await findDialog('Submit evidence to Stripe?');
      expect(dialog.textContent).toContain('Submitting is final');
      expect(sent.calls).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Submit evidence' }));

      await screen.findByText(/Sent to Stripe at 11\/21\/2026 10:00/);
      expect(sent.calls.map((c) => c.body)).toEqual([{ fields: { ...PROPOSED, uncategorizedText: 'Delivered and signed for.' } }]);
      expect(status()).toContain('Submitting…');
      // On its way: nothing to edit or send again.
      expect(screen.queryByRole('button', { name: /Submit evidence/ })).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Tracking number' })).toBeNull();
    });

    it('cancelling the dialog sends nothing', async () => {
      const sent = mockApi.post('admin/payment/disputes/:id/evidence', detail());
      const { user } = renderConsole('/disputes/dsp1', { api: [sent, mockApi.get('admin/payment/disputes/:id', detail())] });
      await user.click(await screen.findByRole('button', { name: 'Submit evidence…' }));
      await user.click(within(await findDialog('Submit evidence to Stripe?')).getByRole('button', { name: 'Cancel' }));
      expect(sent.calls).toHaveLength(0);
    });

    it('submitted: says when, shows what was sent, offers no second submit', async () => {
      const fields = { ...PROPOSED, uncategorizedText: 'Sent text.' };
      renderConsole('/disputes/dsp1', {
        api: [
          mockApi.get(
            'admin/payment/disputes/:id',
            detail({
              submission: {
                status: 'submitted',
                fields,
                requestedAt: '2026-11-21T10:00:00.000Z',
                submittedAt: '2026-11-21T10:00:04.000Z',
                error: null,
                unreachable: false,
              },
            }),
          ),
        ],
      });
      await screen.findByRole('heading', { name: 'Evidence for Stripe' });
      expect(status()).toContain('Submitted to Stripe at 11/21/2026 10:00');
      expect(screen.getByRole('region', { name: 'Evidence for Stripe' }).textContent).toContain('Sent text.');
      expect(screen.queryByRole('button', { name: /Submit evidence|Retry/ })).toBeNull();
    });

    it("failed: shows the provider's words and lets the operator correct and retry; a refusal of the retry shows in the dialog", async () => {
      const fields = { ...PROPOSED, shippingTrackingNumber: 'WRONG' };
      const retry = mockApi.post('admin/payment/disputes/:id/evidence', refusal('dispute-evidence-submitted'));
      const { user } = renderConsole('/disputes/dsp1', {
        api: [
          retry,
          mockApi.get(
            'admin/payment/disputes/:id',
            detail({
              provider: 'paypal',
              submission: {
                status: 'failed',
                fields,
                requestedAt: '2026-11-21T10:00:00.000Z',
                submittedAt: null,
                error: 'The requested action could not be performed — NOT_AUTHORIZED_TO_PROVIDE_EVIDENCE',
                unreachable: false,
              },
            }),
          ),
        ],
      });
      const region = await screen.findByRole('region', { name: 'Evidence for PayPal' });
      expect(region.querySelector('[role="status"]')!.textContent).toContain('PayPal refused the evidence');
      expect(within(region).getByRole('alert').textContent).toContain('NOT_AUTHORIZED_TO_PROVIDE_EVIDENCE');
      expect(region.textContent).toContain('PayPal gets the carrier and tracking number as proof of fulfilment');
      const tracking = within(region).getByRole('textbox', { name: 'Tracking number' }) as HTMLInputElement;
      expect(tracking.value).toBe('WRONG');
      await user.clear(tracking);
      await user.type(tracking, 'SF1234567');
      await user.click(within(region).getByRole('button', { name: 'Retry submission…' }));
      const dialog = await findDialog('Submit evidence to PayPal?');
      await user.click(within(dialog).getByRole('button', { name: 'Submit evidence' }));
      expect(await within(dialog).findByText('Evidence for this dispute was already submitted to the provider')).toBeTruthy();
      expect(retry.calls.map((c) => (c.body as { fields: typeof PROPOSED }).fields.shippingTrackingNumber)).toEqual(['SF1234567']);
    });

    it('failed because the provider could not be reached: says so, without "said:", and offers the retry', async () => {
      const message = 'The provider could not be reached, so the evidence was most likely not submitted. Try again.';
      renderConsole('/disputes/dsp1', {
        api: [
          mockApi.get(
            'admin/payment/disputes/:id',
            detail({
              submission: {
                status: 'failed',
                fields: PROPOSED,
                requestedAt: '2026-11-21T10:00:00.000Z',
                submittedAt: null,
                error: message,
                unreachable: true,
              },
            }),
          ),
        ],
      });
      const region = await screen.findByRole('region', { name: 'Evidence for Stripe' });
      expect(status()).toContain('Stripe could not be reached with the evidence sent at 11/21/2026 10:00');
      expect(status()).not.toContain('refused');
      expect(within(region).getByRole('alert').textContent?.trim()).toBe(message);
      expect(within(region).getByRole('button', { name: 'Retry submission…' })).toBeTruthy();
    });

    it('a read-only member sees the fields but cannot submit', async () => {
      renderConsole('/disputes/dsp1', {
        api: [mockApi.get('admin/payment/disputes/:id', detail())],
        session: anAdmin({ role: 'read-only' }),
      });
      const region = await screen.findByRole('region', { name: 'Evidence for Stripe' });
      expect(region.textContent).toContain('SF1234567');
      expect(within(region).queryByRole('button')).toBeNull();
    });
  });
});
