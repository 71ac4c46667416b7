import { toast } from 'sonner';
import { ApiError } from './api-client';
import { openModal } from './modals';
import { fieldMessage, i18next } from '@/i18n';

/**
 * SPEC §8 modals: a known API error shows 'Operation Failed' with the server's first message; an
 * unauthorized one is already handled by the API client (sign-in-expired dialog); anything else is a
 * system error. Cancellations are ignored.
 */
export function handleError(error: unknown) {
  if (error instanceof ApiError) {
    if (error.status === 401) return;
    if (error.status === undefined || error.status >= 500) {
      openModal({ kind: 'system-error' });
      return;
    }
    openModal({ kind: 'operation-failed', message: error.firstMessage });
    return;
  }
  const name = (error as Error | null)?.name;
  if (name === 'AbortError' || name === 'CancelError') return;
  console.error(error);
  openModal({ kind: 'system-error' });
}

/** SPEC §5: a form failure shows the first error message as a warning toast at the top. */
export function toastFirstFormError(errors: Record<string, { message?: unknown } | undefined>) {
  const first = Object.values(errors).find((e) => typeof e?.message === 'string')?.message as string | undefined;
  toast.warning(first ? fieldMessage(first) : i18next.t('errors.formInvalid'), { position: 'top-center' });
}
