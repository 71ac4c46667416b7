import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findRows } from '@admin/testing/screen-helpers';

describe('orders: errored pledges', () => {
  it('lists the pledges whose charge failed, with their reasons and grace', async () => {
    const pledges = mockApi.get('admin/crowdfunding-pledges/errored', [
      {
        id: 'support-1',
        no: 'CF20260501-AAAAAA',
        characterId: 'char-cf',
        characterName: 'Lantern Keeper',
        userId: 'user-ann',
        user: { username: 'ann', email: 'ann@example.com' },
        amountCents: 5000,
        attempts: 2,
        code: 'authentication_required',
        reason: 'Your card was declined. This transaction requires authentication.',
        erroredAt: '2026-05-01T00:00:00.000Z',
        nextRetryAt: '2026-05-05T00:00:00.000Z',
        graceEndsAt: '2026-05-08T00:00:00.000Z',
      },
    ]);
    const { user, path } = renderConsole('/orders', { api: [pledges, mockApi.get('admin/order/figurine', [])] });
    await user.click(await screen.findByRole('tab', { name: 'Errored pledges' }));
    expect(path()).toBe('/orders?tab=pledges');
    const rows = await findRows('Errored pledges');
    expect(rows).toHaveLength(1);
    // Names, never bare ids (issue 41), each a link to its page.
    expect(rows[0]!.slice(0, 4)).toEqual(['CF20260501-AAAAAA', 'Lantern Keeper', 'annann@example.com', '$50.00']);
    expect(screen.getByRole('link', { name: 'Lantern Keeper' }).getAttribute('href')).toBe('/admin/characters/char-cf');
    expect(screen.getByRole('link', { name: /^ann/ }).getAttribute('href')).toBe('/admin/users/user-ann');
    expect(rows[0]![4]).toContain('Needs 3-D Secure');
    expect(rows[0]![4]).toContain('requires authentication');
    expect(rows[0]![5]).toBe('2');
  });
});
