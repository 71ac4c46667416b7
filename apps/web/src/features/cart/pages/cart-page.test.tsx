import { paths } from '@pedestal/contract/paths';
import type { CartItem } from '@pedestal/contract/schemas/shop';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, resetFakes } from '@/testing/fake-api';
import { renderAt } from '@/testing/render-at';
import CartPage from './cart-page';

const DAY = 86_400_000;
/** Two of a spec priced 100, or 80 during the pre-sale that ends tomorrow. */
const preSaleLine: CartItem = {
  id: 'line1',
  targetCount: 2,
  spec: {
    id: 'spec1',
    price: 100,
    preSalePrice: 80,
    stock: 5,
    limitPerAccount: null,
    image: null,
    title: 'Standard Edition',
    releaseMonth: null,
    sale: { images: [], preSaleEndAt: new Date(Date.now() + DAY).toISOString(), character: { id: 'c1', name: 'Aria' } },
  },
};

beforeEach(() => fakeApi({ '/api/user-shopping-cart/list': [preSaleLine] }));
afterEach(resetFakes);

describe('cart page', () => {
  it('shows and totals a pre-sale item at the pre-sale price, as checkout charges it', async () => {
    renderAt([{ path: paths.cart, element: <CartPage /> }], paths.cart);
    await screen.findByText('Standard Edition');
    expect(screen.getByText('$80.00')).toBeTruthy();
    // Everything in the cart is chosen when it opens.
    expect(screen.getByText('Total (1)')).toBeTruthy();
    expect(screen.getByText('$160.00')).toBeTruthy();
    expect(screen.queryByText('$200.00')).toBeNull();
    // The total follows the quantity on screen, before Update.
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(screen.getByText('$240.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('Total (0)')).toBeTruthy();
  });
});

describe('cart page: one parcel that waits for a later figure (issue 41 #8)', () => {
  const inStock: CartItem = {
    id: 'line2',
    targetCount: 1,
    spec: { ...preSaleLine.spec, id: 'spec2', title: 'Deluxe Edition', releaseMonth: null },
  };
  const later: CartItem = { ...preSaleLine, spec: { ...preSaleLine.spec, releaseMonth: '2099-10' } };
  const quote = {
    addressId: 'a1',
    served: true,
    refusal: null,
    subtotal: 260,
    shipping: 5,
    tax: 0,
    total: 265,
    taxDetail: null,
    lines: [],
  };

  it('says in-stock figures wait for the last release, not only "one parcel"', async () => {
    resetFakes();
    fakeApi({ '/api/user-shopping-cart/list': [later, inStock], '/api/figurine/quote': quote });
    renderAt([{ path: paths.cart, element: <CartPage /> }], paths.cart);
    expect(
      await screen.findByText(
        'Everything in one order ships as one parcel, when the last figure releases (October 2099): figures in stock wait for it',
      ),
    ).toBeTruthy();
  });

  it('with everything ready to ship, says one parcel', async () => {
    resetFakes();
    fakeApi({ '/api/user-shopping-cart/list': [inStock], '/api/figurine/quote': quote });
    renderAt([{ path: paths.cart, element: <CartPage /> }], paths.cart);
    expect(await screen.findByText('Everything in one order ships as one parcel')).toBeTruthy();
  });
});
