import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminCharacter, supportOrder } from '@admin/testing/data';
import { mockApi } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findRows } from '@admin/testing/screen-helpers';

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
    expect(await findRows('Crowdfunding supports')).toEqual([
      ['CS20260501001', '05/01/2026 02:00', 'Sunflower Ranger', '$50.00 · 20 diamonds', 'user-ann', 'Success'],
      ['CS2', '05/01/2026 02:00', 'Sunflower Ranger', '$50.00 · 20 diamonds', 'user-ann', 'FailedRefund pending'],
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
});
