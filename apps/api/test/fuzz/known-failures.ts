/**
 * Failures the fuzz test (openapi-fuzz.test.ts) finds that another branch of the issue "What an
 * outside fuzzer found" fixes: each is skipped until its fix is merged, and then removed (the test
 * prints the entries that no longer occur). Keep it short, and empty once every fix is in.
 */
export interface Failure {
  operation: string;
  /** `5xx`: a server error; `status`: an undeclared status; `problem`: a refusal outside the catalogue; `body`: a body outside its schema; `unchanged`: a refused call changed rows. */
  check: '5xx' | 'status' | 'problem' | 'body' | 'unchanged';
  reason: string;
}

export interface KnownFailure extends Failure {
  /** Which fix it waits for. */
  waitsFor: string;
  /** Only calls like this one (its body, URL and answer) are the known failure. */
  when?: (call: { body?: string; url: string; answer: string }) => boolean;
}

// Empty: every failure the fuzz test found is fixed (a new one is listed here only with its fix under way).
export const KNOWN_FAILURES: KnownFailure[] = [];
