import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { MySupports } from './my-supports';

afterEach(cleanup);
afterAll(() => setLanguage('en'));

const support = (over: Partial<SupportOrder>): SupportOrder => ({
  id: 's1',
  no: 'CF-1',
  status: 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiredAt: '2026-11-01T10:30:00.000Z',
  paidAt: null,
  characterId: 'c1',
  character: { name: 'Aria', illustration: null, gender: 'female' },
  spec: { id: 'spec1', price: 100, diamond: 50 },
  crowdfunding: { status: 'ended', countCurrent: 1000, countTarget: 1000 },
  refundStatus: null,
  shipMonth: null,
  delays: [],
  pledgeStatus: 'errored',
  pledgeErrorCode: 'declined',
  shipping: 0,
  tax: 0,
  taxDetail: null,
  ...over,
});

const show = (supports: SupportOrder[]) => {
  const router = createMemoryRouter([{ path: '/', element: <MySupports supports={supports} open={false} /> }]);
  render(<RouterProvider router={router} />);
};

/** Decision 059: a pledge that failed for want of an address leads to the address form, not to paying again. */
describe('my supports: an errored pledge says what fixes it', () => {
  it('a declined card: Fix payment, to the checkout', () => {
    show([support({})]);
    expect(screen.getByRole('link', { name: /Fix payment/ }).getAttribute('href')).toBe('/pay/check-out/s1/crowdfunding_support');
  });

  it('no address for a reward that ships: Add a shipping address, to the address form', () => {
    show([support({ id: 's2', pledgeErrorCode: 'address_required' })]);
    expect(screen.getByRole('link', { name: /Add a shipping address/ }).getAttribute('href')).toBe('/user-address/create');
    expect(screen.queryByText('Fix payment')).toBeNull();
  });

  it('in 简体中文', async () => {
    await setLanguage('zh-CN');
    show([support({ id: 's2', pledgeErrorCode: 'address_required' })]);
    expect(screen.getByRole('link', { name: /添加收货地址/ }).getAttribute('href')).toBe('/user-address/create');
    await setLanguage('en');
  });
});
