import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionErrorBoundary } from './section-error-boundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <p>Section content</p>;
}

beforeEach(() => {
  broken = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SectionErrorBoundary', () => {
  it('shows the error view in place of a broken section, keeps the rest of the page, and retries', () => {
    render(
      <>
        <p>Other section</p>
        <SectionErrorBoundary>
          <Flaky />
        </SectionErrorBoundary>
      </>,
    );
    expect(screen.getByText('An error occurred while fetching data, please try again later')).toBeTruthy();
    expect(screen.getByText('Other section')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(screen.getByText('Section content')).toBeTruthy();
  });
});
