import { isRefusalReason, refusalText } from '@pedestal/contract/refusals';
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
