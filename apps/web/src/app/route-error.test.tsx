import { paths } from '@pedestal/contract/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

// The FAQ screen breaks while rendering; the About Us screen's code chunk cannot be loaded.
vi.mock('@/features/content/pages/faq-page', () => ({
  default: () => {
    throw new Error('render failed');
  },
}));
vi.mock('@/features/content/pages/about-us-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const ERROR_TEXT = 'An error occurred while fetching data, please try again later';

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  // React and the router report the caught error on the console; the test is about what the user sees.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom does not scroll; the layout's scroll restoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('route error boundary', () => {
  it('shows the error view with Back and Retry inside the layout when a screen throws while rendering', async () => {
    renderAt(paths.faq);
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the error view when the code of the first screen fails to load', async () => {
    renderAt(paths.aboutUs);
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });

  it('shows the error view when the code of the next screen fails to load', async () => {
    const router = renderAt('/no-such-screen');
    await screen.findByText('Page not found');
    await act(() => router.navigate(paths.aboutUs));
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });
});
