/**
 * The `type` of a Problem Details body: a relative reference the API answers
 * (GET /api/problems/{reason}). Apart from the catalogue, so a client reads it without loading
 * every reason's text.
 */
export const PROBLEM_TYPE_PREFIX = '/api/problems/';
export const problemType = (reason: string) => `${PROBLEM_TYPE_PREFIX}${reason}`;

/** The reason a `type` names (unchecked against the catalogue: `reasonOfType` checks). */
export const reasonNameOfType = (type: unknown): string | undefined =>
  typeof type === 'string' && type.startsWith(PROBLEM_TYPE_PREFIX) ? type.slice(PROBLEM_TYPE_PREFIX.length) : undefined;

/**
 * The reason for an answer that names none, by its status (SPEC §8's table); `undefined`: no answer
 * came. Each is a catalogue reason (the API's error handler, typed by the catalogue, checks it).
 */
export function reasonForStatus(status: number | undefined) {
  if (status === undefined) return 'no-response';
  if (status === 400 || status === 422) return 'invalid-request';
  if (status === 401) return 'not-logged-in';
  if (status === 403) return 'access-denied';
  if (status === 404) return 'not-found';
  if (status === 429) return 'too-many-requests';
  if (status >= 400 && status < 500) return 'client-error';
  if (status === 503) return 'server-maintenance';
  if (status >= 500 && status < 600) return 'server-error';
  return 'unknown-error';
}
