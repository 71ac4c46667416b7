import { reasonNameOfType } from '@pedestal/contract/problem-type';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { refusalMessage } from '@/i18n';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the server's field errors (Problem Details `errors`) on the matching fields, each as its
 * reason, which the field shows in the shopper's language (like the contract schemas' own); a reason
 * with params (the country not shipped to) as its text with them filled in. True when any matched.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const { path, type, params } of error.errors) {
    const field = fields.find((f) => f === path);
    if (!field) continue;
    const reason = reasonNameOfType(type) ?? 'invalid-request';
    const message = params && Object.keys(params).length > 0 ? refusalMessage(reason, params, error.status) : reason;
    setError(field, { type: 'server', message }, { shouldFocus: !matched });
    matched = true;
  }
  return matched;
}
