import { reasonNameOfType } from '@pedestal/contract/problem-type';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the server's field errors (Problem Details `errors`) on the matching fields, each as its
 * reason, which the field shows in the shopper's language (like the contract schemas' own); true when any matched.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const { path, type } of error.errors) {
    const field = fields.find((f) => f === path);
    if (!field) continue;
    setError(field, { type: 'server', message: reasonNameOfType(type) ?? 'invalid-request' }, { shouldFocus: !matched });
    matched = true;
  }
  return matched;
}
