import { paths } from '@pedestal/contract/paths';
import type { CartItem } from '@pedestal/contract/schemas/shop';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogin, saveLogin } from '@/lib/auth-storage';
import CartPage from './cart-page';

const DAY = 86_400_000;
const user = {
  id: 'u1',
  username: 'ann',
  profileNickname: 'Ann',
  profileAvatar: null,
  voteToken: 3,
  diamond: 0,
  frozenDiamond: 0,
  isDistributedVoteToken: false,
  votingReminder: false,
  email: null,
  phone: null,
};
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
    sale: { images: [], preSaleEndAt: new Date(Date.now() + DAY).toISOString(), character: { id: 'c1', name: 'Aria' } },
  },
};

const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  saveLogin('token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/user/state')) return json(user);
      if (url.startsWith('/api/user-shopping-cart/list')) return json([preSaleLine]);
      return new Response(null, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  clearLogin();
  vi.unstubAllGlobals();
});

describe('cart page', () => {
  it('shows and totals a pre-sale item at the pre-sale price, as checkout charges it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: paths.cart, element: <CartPage /> }], { initialEntries: [paths.cart] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
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
