import { isRefusalReason, refusalText } from '@pedestal/contract/refusals';
import { ApiError } from './api';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/**
 * Checks a form's values with the contract's schema (the same one the server uses), answering the
 * parsed value or the first message per field, worded as the server would word it: the schemas
 * name reasons, whose English texts the console shows.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= isRefusalReason(issue.message) ? refusalText(issue.message) : issue.message;
  }
  return { data: null, errors };
}

/** A number input's value: empty stays undefined so "is required" comes from the schema. */
export const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

/**
 * The server's refusal of a form, per field: a field error the form shows goes under its field (the
 * path as `validate` names it); anything else is answered as `null`, for the form's general alert.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors | null {
  const found = error instanceof ApiError ? error.errors.filter((e) => fields.includes(e.path)) : [];
  if (found.length === 0) return null;
  const errors: FieldErrors = {};
  for (const e of found) errors[e.path] ??= e.message;
  return errors;
}
