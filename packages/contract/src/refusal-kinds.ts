/** The kinds of refusal the catalogue's entries are made of: a status, SPEC §8's code and an English text. */
import { ErrorCode } from './errors';

export type Plural = { one: string; other: string };
export type Text = string | Plural;

export const entry = <const T extends Text>(status: number, code: ErrorCode, text: T) => ({ status, code, text });
/** Input that fails a check (a field, a header, the body): 400, SPEC §8 "bad request". */
export const invalid = <const T extends Text>(text: T) => entry(400, ErrorCode.badRequest, text);
/** A well-formed request the rules refuse (no votes left, out of stock…). */
export const refused = <const T extends Text>(text: T, status = 400) => entry(status, ErrorCode.clientError, text);
export const notFound = <const T extends Text>(text: T) => entry(404, ErrorCode.notFound, text);
export const tooMany = <const T extends Text>(text: T) => entry(429, ErrorCode.clientError, text);
/** A feature this server is not set up for, or an outside service that does not answer. */
export const unavailable = <const T extends Text>(text: T) => entry(503, ErrorCode.serverError, text);
/** Met only in the operators' console, which stays English. */
export const consoleOnly = <const E extends { text: Text }>(e: E) => ({ ...e, console: true as const });
