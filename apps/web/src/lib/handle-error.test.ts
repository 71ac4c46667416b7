import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { handleError, toastFirstFormError } from './handle-error';

const { openModal, warning } = vi.hoisted(() => ({ openModal: vi.fn(), warning: vi.fn() }));
vi.mock('./modals', () => ({ openModal }));
vi.mock('sonner', () => ({ toast: { warning } }));

beforeEach(() => {
  openModal.mockReset();
  warning.mockReset();
});

describe('handleError (SPEC §8 modals)', () => {
  it('shows Operation Failed with the first refusal, read by its reason', () => {
    const field = { path: 'code', message: 'not what the shopper reads', type: '/api/problems/verification-code-format' };
    handleError(new ApiError(400, { type: '/api/problems/verification-code-format', detail: 'Invalid input', errors: [field] }));
    expect(openModal).toHaveBeenCalledWith({ kind: 'operation-failed', message: 'verification code must be 6 digits' });
  });

  it('fills the values a reason names', () => {
    handleError(new ApiError(400, { type: '/api/problems/out-of-stock', detail: 'Out of stock: Deluxe', params: { title: 'Deluxe' } }));
    expect(openModal).toHaveBeenCalledWith({ kind: 'operation-failed', message: 'Out of stock: Deluxe' });
  });

  it('shows the mapped status message when the server gave none', () => {
    handleError(new ApiError(403, null));
    expect(openModal).toHaveBeenCalledWith({ kind: 'operation-failed', message: 'Access not authorized' });
  });

  it('leaves 401 to the API client (sign-in-expired dialog)', () => {
    handleError(new ApiError(401, null));
    expect(openModal).not.toHaveBeenCalled();
  });

  it('shows the system error for server failures, lost connections and unknown errors', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handleError(new ApiError(500, null));
    handleError(new ApiError(undefined, null));
    handleError(new Error('boom'));
    expect(openModal.mock.calls).toEqual([[{ kind: 'system-error' }], [{ kind: 'system-error' }], [{ kind: 'system-error' }]]);
  });

  it('ignores cancellations', () => {
    handleError(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    handleError(Object.assign(new Error('cancelled'), { name: 'CancelError' }));
    expect(openModal).not.toHaveBeenCalled();
  });
});

describe('toastFirstFormError (SPEC §5 form failure)', () => {
  it('warns with the first message found, a schema reason in the current language', () => {
    toastFirstFormError({
      username: undefined,
      password: { message: 'password-required' },
      email: { message: 'email-format-incorrect' },
    });
    expect(warning).toHaveBeenCalledWith('password is required', { position: 'top-center' });
  });

  it("falls back to 'Form validation failed.'", () => {
    toastFirstFormError({ nested: { message: undefined } });
    expect(warning).toHaveBeenCalledWith('Form validation failed.', { position: 'top-center' });
  });
});
