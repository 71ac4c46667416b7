/** Error codes of SPEC §8, carried in every Problem Details body as `code`. */
export const ErrorCode = {
  clientError: '400000',
  badRequest: '40003',
  unauthorized: '40101',
  forbidden: '40104',
  notFound: '40401',
  serverError: '50000',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** A field the request got wrong: its reason's `type` and English text (see refusals.ts). */
export interface FieldProblem {
  path: string;
  message: string;
  type: string;
  params?: Record<string, string | number>;
}

/**
 * RFC 9457 body the API answers with on every error: `type` names the reason (`/api/problems/<reason>`),
 * `detail` is its English text, `params` the values the text names.
 */
export interface ProblemDetails {
  type: string;
  status: number;
  code: ErrorCode;
  title: string;
  detail: string;
  params?: Record<string, string | number>;
  errors?: FieldProblem[];
}

/** SPEC §8 status mapping: the message a client shows when the body has no detail. */
export function messageForStatus(status: number | undefined): string {
  if (status === undefined) return 'Internal Server Error, please try again later';
  if (status === 404) return 'Resource not found';
  if (status === 401) return 'Account not logged in';
  if (status === 403) return 'Access not authorized';
  if (status === 400 || status === 422) return 'Request parameter error';
  if (status >= 400 && status < 500) return 'Unknown client error';
  if (status === 503) return 'Server is under maintenance';
  if (status >= 500 && status < 600) return 'Unknown server error, please try again later';
  return 'Unknown error, please try again later';
}
