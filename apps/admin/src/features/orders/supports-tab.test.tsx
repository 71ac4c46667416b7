import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCharacter, supportOrder } from '@admin/testing/data';
import { mockApi } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findRows, readText } from '@admin/testing/screen-helpers';

describe('orders: crowdfunding supports', () => {
  it('lists supports by campaign, filters by campaign and status', async () => {
    const campaigns = mockApi.get('admin/character/list', ({ query }) =>
      query.phase === 'crowdfunding-active' ? [adminCharacter({ id: 'char-cf', name: 'Sunflower Ranger' })] : [],
    );
    const supports = mockApi.get('admin/order/crowdfunding', [
      supportOrder(),
      supportOrder({ id: 'support-2', no: 'CS2', status: 'failed', refundStatus: 'pending' }),
    ]);
    const { user, path } = renderConsole('/orders', { api: [campaigns, supports, mockApi.get('admin/order/figurine', [])] });
    await user.click(await screen.findByRole('tab', { name: 'Crowdfunding supports' }));
    expect(path()).toBe('/orders?tab=supports');
    const shipped = ['Sunflower Ranger', 'Early bird$50.00 · 20 diamonds', 'annann@example.test', 'Berlin, GermanyAnn Collector'];
    const charged = '$76.16incl. shipping $14.00, tax $12.16';
    expect(await findRows('Crowdfunding supports')).toEqual([
      ['CS2026050100105/01/2026 02:00', ...shipped, charged, 'Success'],
      ['CS205/01/2026 02:00', ...shipped, charged, 'FailedRefund pending'],
    ]);
    expect(campaigns.calls.map((c) => c.query.phase).sort()).toEqual(
      ['crowdfunding-active', 'crowdfunding-failed', 'crowdfunding-success', 'pre-sale', 'sale'].sort(),
    );
    await screen.findByRole('option', { name: 'Sunflower Ranger' });
    await user.selectOptions(screen.getByLabelText('Campaign'), 'char-cf');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await findRows('Crowdfunding supports');
    expect(supports.calls.at(-1)!.query).toEqual({ characterId: 'char-cf', status: 'failed', page: '1', pageSize: '20' });
    expect(path()).toBe('/orders?tab=supports&characterId=char-cf&status=failed');
  });

  it('names each backer with a link to their account, and shows an unnamed tier, a reward that ships nothing and a refund', async () => {
    const supports = mockApi.get('admin/order/crowdfunding', [
      supportOrder(),
      supportOrder({
        id: 'support-3',
        no: 'CS3',
        spec: { id: 'tier-3', name: '', price: 30, diamond: 10 },
        shipping: 0,
        tax: 0,
        total: 30,
        address: null,
        refundStatus: 'succeeded',
        refundedAmount: 30,
        userId: 'user-gone',
        user: null,
      }),
    ]);
    renderConsole('/orders?tab=supports', { api: [supports, mockApi.get('admin/character/list', [])] });
    const rows = await findRows('Crowdfunding supports');
    expect(rows[1]).toEqual([
      'CS305/01/2026 02:00',
      'Sunflower Ranger',
      '$30.00 · 10 diamonds',
      'user-gone',
      '—',
      '$30.00',
      'SuccessRefund succeededRefunded $30.00',
    ]);
    const table = screen.getByRole('table', { name: 'Crowdfunding supports' });
    expect(within(table).getByRole('link', { name: 'ann' }).getAttribute('href')).toMatch(/\/users\/user-ann$/);
    // An account the API could not name (removed) is still reachable by its id.
    expect(within(table).getByRole('link', { name: 'user-gone' }).getAttribute('href')).toMatch(/\/users\/user-gone$/);
  });
});

describe('orders: supports CSV export', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('exports tier, reward price, shipping, tax, total, refunded, the backer and the ship-to address in their own columns', async () => {
    const blobs: Blob[] = [];
    const files: string[] = [];
    // jsdom has no object URLs and cannot follow a download link: the file is caught on its way out.
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:supports');
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push(this.download);
    });
    const supports = mockApi.get('admin/order/crowdfunding', [
      supportOrder({ refundStatus: 'pending', refundedAmount: 10 }),
      supportOrder({
        id: 'support-3',
        no: 'CS3',
        spec: { id: 'tier-3', price: 30, diamond: 10 },
        shipping: 0,
        tax: 0,
        total: 30,
        address: null,
      }),
    ]);
    const { user } = renderConsole('/orders?tab=supports&status=success', { api: [supports, mockApi.get('admin/character/list', [])] });
    await findRows('Crowdfunding supports');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]).toMatch(/^crowdfunding-supports-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(supports.calls.at(-1)!.query).toEqual({ status: 'success', page: '1', pageSize: '100' });
    const lines = (await readText(blobs[0]!)).split('\r\n');
    expect(lines).toEqual([
      '"support number","status","refund","placed","paid","campaign","tier","reward price","diamonds","shipping","tax","total","refunded","username","email","recipient","phone","address line 1","address line 2","postcode","city","province","country"',
      '"CS20260501001","Success","pending","2026-05-01T02:00:00.000Z","2026-05-01T02:00:00.000Z","Sunflower Ranger","Early bird","50.00","20","14.00","12.16","76.16","10.00","ann","ann@example.test","Ann Collector","\'+493012345678","1 Figure Street","Flat 2","10115","Berlin","Berlin","Germany"',
      '"CS3","Success","","2026-05-01T02:00:00.000Z","2026-05-01T02:00:00.000Z","Sunflower Ranger","","30.00","10","0.00","0.00","30.00","0.00","ann","ann@example.test","","","","","","","",""',
    ]);
  });
});
