import type { Address } from '@pedestal/contract/schemas/address';
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { fakeApi, resetFakes, type FakeCall } from '@/testing/fake-api';
import { renderAt } from '@/testing/render-at';
import AddressListPage from './address-list-page';

/**
 * Decision 058: an address saved before the store stopped shipping to its country says so in the
 * address book, and cannot be chosen for an order (the server would refuse it at checkout).
 */
const address = (over: Partial<Address>): Address => ({
  id: 'a1',
  name: 'Ann Collector',
  phone: '+493012345678',
  zipCode: '10115',
  country: 'DE',
  province: 'Berlin',
  city: 'Berlin',
  area: 'Unter den Linden 1',
  address: '',
  tag: 'home',
  isDefault: true,
  ...over,
});
const berlin = address({});
const moscow = address({
  id: 'a2',
  name: 'Ivan Petrov',
  phone: '+74951234567',
  country: 'RU',
  province: 'Moscow',
  city: 'Moscow',
  isDefault: false,
});

let calls: FakeCall[] = [];
beforeEach(() => {
  calls = fakeApi({
    '/api/user-address/listForMine': [berlin, moscow],
    '/api/shipping/countries': { served: ['CN', 'DE', 'US'], everywhereElse: false },
    '/api/character-sale-order/o1': null,
  });
});
afterEach(resetFakes);
afterAll(() => setLanguage('en'));

const show = (entry: string) =>
  renderAt(
    [
      { path: '/user-address/list', element: <AddressListPage /> },
      { path: '/pay/check-out/:id/:type', element: <p>checkout</p> },
    ],
    entry,
  );

describe('address list: countries not shipped to', () => {
  it('choosing for an order: the served address is offered, the one in Russia says why it is not', async () => {
    await setLanguage('en');
    show('/user-address/list?from=checkout&orderId=o1');
    expect(await screen.findByText('We don’t ship to Russia yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Ship to Ivan Petrov/ })).toBeNull();
    expect(screen.getAllByText(/We don’t ship to/)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^Ship to Ann Collector/ }));
    expect(await screen.findByText('checkout')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual(['/api/character-sale-order/o1']);
  });

  it('简体中文 address book: the same mark in Chinese, and the address can still be edited or deleted', async () => {
    await setLanguage('zh-CN');
    show('/user-address/list');
    expect(await screen.findByText('暂不配送到俄罗斯。')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(2);
    await setLanguage('en');
  });
});
