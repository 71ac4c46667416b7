import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { InfiniteList, listEndText, listFormatErrorText, listLoadingText } from './infinite-list';

const LIST_END_TEXT = 'You have reached the end';
const LIST_LOADING_TEXT = 'Loading...';
const LIST_FORMAT_ERROR_TEXT = 'The list could not be read';

// These modules use the app's '@' alias, which the web test project does not resolve.
vi.mock('./ui/spinner', () => ({ Spinner: () => <span /> }));
vi.mock('./ui/button', () => ({
  Button: ({ children, onClick }: { children: ReactNode; onClick?: () => void }) => <button onClick={onClick}>{children}</button>,
}));
vi.mock('./layout/require-login', () => ({ LoginRequiredCard: ({ message }: { message: string }) => <p>{message}</p> }));

afterEach(cleanup);

function renderList(fetchPage: (page: number) => Promise<unknown>, empty?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InfiniteList<string>
        queryKey={['test']}
        fetchPage={(page) => fetchPage(page) as Promise<string[]>}
        renderItem={(item) => <p>{item}</p>}
        empty={empty}
      />
    </QueryClientProvider>,
  );
}

describe('InfiniteList', () => {
  it("reads its texts in the shopper's language (English here; SPEC's Chinese words in 简体中文)", () => {
    expect([listEndText(), listLoadingText(), listFormatErrorText()]).toEqual([LIST_END_TEXT, LIST_LOADING_TEXT, LIST_FORMAT_ERROR_TEXT]);
  });

  it('shows the loading text while the first page loads', () => {
    renderList(() => new Promise(() => {}));
    expect(screen.getByText(LIST_LOADING_TEXT)).toBeTruthy();
  });

  // jsdom lays nothing out, so the end of the list always counts as within 100 px of the bottom.
  it('loads pages from 1 and stops at the first empty page with the end text', async () => {
    const pages: Record<number, string[]> = { 1: ['a', 'b'], 2: ['c'], 3: [] };
    const fetchPage = vi.fn(async (page: number) => pages[page] ?? ['never']);
    renderList(fetchPage);
    await screen.findByText(LIST_END_TEXT);
    expect(fetchPage.mock.calls.map(([p]) => p)).toEqual([1, 2, 3]);
    expect(screen.getAllByText(/^[a-c]$/).map((e) => e.textContent)).toEqual(['a', 'b', 'c']);
    expect(screen.queryByText('never')).toBeNull();
  });

  it('shows No data when the first page is empty', async () => {
    renderList(async () => []);
    await screen.findByText('No data');
    expect(screen.queryByText(LIST_END_TEXT)).toBeNull();
  });

  it('shows a custom empty element', async () => {
    renderList(async () => [], <p>Nothing collected yet</p>);
    await screen.findByText('Nothing collected yet');
  });

  it('reports a result that is not an array', async () => {
    renderList(async () => ({ items: ['a'] }));
    await screen.findByText(LIST_FORMAT_ERROR_TEXT);
  });

  it('shows the not-found message without a retry for a missing list', async () => {
    renderList(async () => {
      throw new ApiError(404, null);
    });
    await screen.findByText('Data does not exist or has been deleted');
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
  });

  it('shows an error view on a failed load and retries', async () => {
    let fail = true;
    const fetchPage = vi.fn(async (page: number) => {
      if (fail) throw new ApiError(503, null);
      return page === 1 ? ['x'] : [];
    });
    renderList(fetchPage);
    await screen.findByText('Server is under maintenance');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    await screen.findByText(LIST_END_TEXT);
    expect(screen.getByText('x')).toBeTruthy();
  });

  it('shows the generic message for an unknown failure', async () => {
    renderList(async () => {
      throw new TypeError('boom');
    });
    await screen.findByText('An error occurred while fetching data, please try again later');
  });

  it('keeps loaded items and offers a retry when a later page fails', async () => {
    const fetchPage = vi.fn(async (page: number) => {
      if (page === 2) throw new ApiError(500, { type: '/api/problems/server-error', detail: 'Database unavailable' });
      return ['first'];
    });
    renderList(fetchPage);
    // Read by its reason, not the server's detail.
    await screen.findByText('Unknown server error, please try again later');
    expect(screen.getByText('first')).toBeTruthy();
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  });

  describe('keyset pages (fetchAfter)', () => {
    function renderKeyset(fetchAfter: (cursor: string | null) => Promise<unknown>) {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      return render(
        <QueryClientProvider client={client}>
          <InfiniteList<string>
            queryKey={['keyset']}
            fetchAfter={(cursor) => fetchAfter(cursor) as Promise<{ data: string[]; nextCursor: string | null }>}
            renderItem={(item) => <p>{item}</p>}
          />
        </QueryClientProvider>,
      );
    }

    it('asks for each next page by the previous nextCursor and stops when it is null, without an empty page', async () => {
      const pages: Record<string, { data: string[]; nextCursor: string | null }> = {
        first: { data: ['a', 'b'], nextCursor: 'b' },
        b: { data: ['c', 'd'], nextCursor: 'd' },
        d: { data: ['e'], nextCursor: null },
      };
      const fetchAfter = vi.fn(async (cursor: string | null) => pages[cursor ?? 'first'] ?? { data: ['never'], nextCursor: null });
      renderKeyset(fetchAfter);
      await screen.findByText(LIST_END_TEXT);
      expect(fetchAfter.mock.calls.map(([c]) => c)).toEqual([null, 'b', 'd']);
      expect(screen.getAllByText(/^[a-e]$/).map((e) => e.textContent)).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(screen.queryByText('never')).toBeNull();
    });

    it('shows No data for an empty first page', async () => {
      renderKeyset(async () => ({ data: [], nextCursor: null }));
      await screen.findByText('No data');
    });

    it('reports an answer that is not a page of items', async () => {
      renderKeyset(async () => ['a']);
      await screen.findByText(LIST_FORMAT_ERROR_TEXT);
    });

    it('keeps loaded items and offers a retry when a later page fails', async () => {
      let fail = true;
      const fetchAfter = vi.fn(async (cursor: string | null) => {
        if (cursor === 'x' && fail) throw new ApiError(503, null);
        return cursor ? { data: ['y'], nextCursor: null } : { data: ['x'], nextCursor: 'x' };
      });
      renderKeyset(fetchAfter);
      await screen.findByText('Server is under maintenance');
      expect(screen.getByText('x')).toBeTruthy();
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: /retry/i }));
      await screen.findByText(LIST_END_TEXT);
      expect(screen.getByText('y')).toBeTruthy();
      expect(fetchAfter.mock.calls.map(([c]) => c)).toEqual([null, 'x', 'x']);
    });
  });
});
