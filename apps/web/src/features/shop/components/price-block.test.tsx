import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLogin, saveLogin } from '@/lib/auth-storage';
import type { FigurineDetail } from '../api/get-figurine-show';
import { PriceBlock } from './price-block';

/** Decision 050: the figurine page's prices read with the EU shopper's VAT in them, and say so. */
const DAY = 86_400_000;
const sale = { status: 'active', salePrice: 64.99, preSalePrice: null, preSaleCount: 0, preSaleEndAt: null, saleCount: 3, images: [] };
let vat: unknown = null;
const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (url: string) =>
  url.startsWith('/api/figurine/shopper-vat') ? json(vat) : new Response(null, { status: 404 }),
);
const wrap = (sale: FigurineDetail['sale']) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PriceBlock sale={sale} />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  clearLogin();
  vi.unstubAllGlobals();
});

describe('price block', () => {
  it('the figurine page price, pre-sale price and reference price carry the VAT too', async () => {
    saveLogin('token');
    vi.stubGlobal('fetch', fetchMock);
    vat = { country: 'FR', rate: 20, upTo: 160 };
    const detail = {
      ...sale,
      preSalePrice: 50,
      preSaleEndAt: new Date(Date.now() + 3 * DAY).toISOString(),
      referencePrice: 60,
      referenceDays: 30,
    } as unknown as FigurineDetail['sale'];
    wrap(detail);
    expect(await screen.findByText('incl. VAT')).toBeTruthy();
    expect(screen.getByText('$60.00')).toBeTruthy(); // 50 + 20%
    expect(screen.getByText('$72.00')).toBeTruthy(); // the struck reference price, 60 + 20%
    expect(screen.getByTestId('reference-price').textContent).toBe('Lowest price of the last 30 days: $72.00');
  });

  it('a shopper outside the EU reads the net sale price, with no note', async () => {
    saveLogin('token');
    vi.stubGlobal('fetch', fetchMock);
    vat = null;
    wrap(sale as unknown as FigurineDetail['sale']);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('$64.99')).toBeTruthy();
    expect(screen.queryByText('incl. VAT')).toBeNull();
  });

  it('a German shopper reads the sale price with 19% VAT', async () => {
    saveLogin('token');
    vi.stubGlobal('fetch', fetchMock);
    vat = { country: 'DE', rate: 19, upTo: 160 };
    wrap(sale as unknown as FigurineDetail['sale']);
    expect(await screen.findByText('incl. VAT')).toBeTruthy();
    expect(screen.getByText('$77.34')).toBeTruthy();
  });
});
