import { paths } from '@pedestal/contract/paths';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render-at';
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

const open = (path: string) => renderAt(routes, path);

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
    open(paths.faq);
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the error view when the code of the first screen fails to load', async () => {
    open(paths.aboutUs);
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });

  it('shows the error view when the code of the next screen fails to load', async () => {
    const router = open('/no-such-screen');
    await screen.findByText('Page not found');
    await act(() => router.navigate(paths.aboutUs));
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });
});
