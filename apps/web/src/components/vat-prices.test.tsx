import type { CharacterCard } from '@pedestal/contract/schemas/character';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogin, saveLogin } from '@/lib/auth-storage';
import { ItemCard } from './item-card';

/** Decision 050: an EU shopper reads every price before the cart with its VAT in it, and a note saying so. */
const DAY = 86_400_000;
const sale: NonNullable<CharacterCard['sale']> = {
  status: 'active',
  salePrice: 64.99,
  preSalePrice: null,
  preSaleCount: 0,
  preSaleEndAt: null,
  saleCount: 3,
  images: [],
};
const card = (over: Partial<CharacterCard['sale'] & object> = {}): CharacterCard => ({
  id: 'c1',
  name: 'Aria',
  illustration: null,
  genre: '',
  gender: 'female',
  countView: 0,
  countCollect: 0,
  countLike: 0,
  countShare: 0,
  countComment: 0,
  createdAt: new Date().toISOString(),
  status: 'approved',
  phase: 'sale',
  kind: 'sale',
  displayStatus: 'On Sale',
  vote: null,
  crowdfunding: null,
  sale: { ...sale, ...over },
});

const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
let vat: unknown = null;
const fetchMock = vi.fn(async (url: string) =>
  url.startsWith('/api/figurine/shopper-vat') ? json(vat) : new Response(null, { status: 404 }),
);

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  clearLogin();
  vi.unstubAllGlobals();
});

describe('prices before the cart', () => {
  it('a German shopper reads the card price with 19% VAT and "incl. VAT"', async () => {
    saveLogin('token');
    vat = { country: 'DE', rate: 19, upTo: 160 };
    wrap(<ItemCard item={card()} />);
    expect(await screen.findByText('$77.34')).toBeTruthy();
    expect(screen.getByText('incl. VAT')).toBeTruthy();
  });

  it('a pre-sale card shows both prices with VAT', async () => {
    saveLogin('token');
    vat = { country: 'DE', rate: 19, upTo: 160 };
    wrap(<ItemCard item={card({ preSalePrice: 50, preSaleEndAt: new Date(Date.now() + DAY).toISOString() })} />);
    expect(await screen.findByText('$59.50')).toBeTruthy();
    expect(screen.getByText('$77.34')).toBeTruthy();
  });

  it('a price above the IOSS limit stays net, with no note', async () => {
    saveLogin('token');
    vat = { country: 'DE', rate: 19, upTo: 160 };
    wrap(<ItemCard item={card({ salePrice: 199 })} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText('$199.00')).toBeTruthy();
    expect(screen.queryByText('incl. VAT')).toBeNull();
  });

  it('a visitor reads net prices and the store does not ask', () => {
    wrap(<ItemCard item={card()} />);
    expect(screen.getByText('$64.99')).toBeTruthy();
    expect(screen.queryByText('incl. VAT')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a shopper outside the EU reads net prices', async () => {
    saveLogin('token');
    vat = null;
    wrap(<ItemCard item={card()} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('$64.99')).toBeTruthy();
    expect(screen.queryByText('incl. VAT')).toBeNull();
  });
});
