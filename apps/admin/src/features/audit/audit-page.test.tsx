import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditRow } from '@admin/testing/data';
import { mockApi } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findRows } from '@admin/testing/screen-helpers';

describe('audit log', () => {
  it('lists who did what to which record by its name, linking the record, with the change recorded', async () => {
    renderConsole('/audit', {
      api: [
        mockApi.get('admin/audit/list', [
          auditRow(),
          auditRow({ id: 'audit-2', action: 'setting.update', targetType: 'setting', targetId: 'global', targetName: null, detail: {} }),
          auditRow({
            id: 'audit-3',
            action: 'order.ship',
            targetType: 'figurine_order',
            targetId: 'order-1',
            targetName: 'FO20260501-AAAAAA',
            detail: {},
          }),
        ]),
      ],
    });
    expect(await findRows('Audit log')).toEqual([
      [
        '05/01/2026 02:00',
        'operator',
        'character.approve',
        'Character Lantern Keeper',
        '{\n "before": "pending",\n "after": "approved"\n}',
      ],
      ['05/01/2026 02:00', 'operator', 'setting.update', 'Setting global', '—'],
      ['05/01/2026 02:00', 'operator', 'order.ship', 'Figurine order FO20260501-AAAAAA', '—'],
    ]);
    // Names, never bare ids (issue 41): the id only for a record that has no name.
    expect(screen.getByRole('link', { name: 'Lantern Keeper' }).getAttribute('href')).toBe('/admin/characters/char-1');
    expect(screen.getByRole('link', { name: 'FO20260501-AAAAAA' }).getAttribute('href')).toBe('/admin/orders/figurine/order-1');
  });

  it('filters by record type, id and action', async () => {
    const list = mockApi.get('admin/audit/list', ({ query }) => (query.targetType ? [] : [auditRow()]));
    const { user, path } = renderConsole('/audit', { api: [list] });
    await findRows('Audit log');
    await user.selectOptions(screen.getByLabelText('Record type'), 'raffle');
    await user.type(screen.getByLabelText('Record id'), 'raffle-1');
    await user.type(screen.getByLabelText('Action contains'), 'end');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Nothing recorded')).toBeTruthy();
    expect(list.calls.at(-1)!.query).toEqual({ targetType: 'raffle', targetId: 'raffle-1', action: 'end', page: '1', pageSize: '25' });
    expect(path()).toBe('/audit?targetType=raffle&targetId=raffle-1&action=end');
  });
});
