/**
 * Errors as logs and error reports may carry them: never a statement's parameters (token hashes,
 * emails, passwords' hashes), a value PostgreSQL quotes back, or a literal written into SQL text.
 * Drizzle words a failed statement as `Failed query: <sql>\nparams: <values>`: the parameters go,
 * and the statement is cut down to its verb and the tables it names.
 */

const SQL_VERBS =
  /^\s*(with|select|insert|update|delete|merge|lock|create|alter|drop|truncate|begin|commit|rollback|savepoint|set|listen|notify|copy)\b/i;
/** Tables a statement names (after from / join / into / update / table). */
const TABLES = /\b(?:from|join|into|update|table)\s+((?:"[^"]+"|[a-z_][a-z0-9_$]*)(?:\.(?:"[^"]+"|[a-z_][a-z0-9_$]*))?)/gi;

/** `select … from "session", "user"`: what a statement did and to which tables, nothing of its values. */
export function summarizeQuery(sql: string): string {
  const verb = SQL_VERBS.exec(sql)?.[1]?.toLowerCase() ?? 'statement';
  const tables = [...new Set([...sql.matchAll(TABLES)].map((m) => m[1]!))];
  return tables.length ? `${verb} … ${tables.join(', ')}` : verb;
}

const FAILED_QUERY = /^Failed query: ([\s\S]*?)\nparams: [\s\S]*$/;

/** A message with Drizzle's statement reduced and its parameters dropped, and PostgreSQL's quoted values gone. */
export function safeMessage(message: string, sqlState?: string): string {
  const failed = FAILED_QUERY.exec(message);
  if (failed) return `Failed query: ${summarizeQuery(failed[1]!)} (parameters not logged)`;
  // Data exceptions quote the value they refused: `invalid input syntax for type uuid: "…"`.
  if (sqlState?.startsWith('22')) return message.replace(/: ".*"$/s, ': "[redacted]"');
  return message;
}

/** What PostgreSQL's errors carry that is safe: which rule, where in the schema. `detail` and `where` quote rows. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'statusCode', 'reason'] as const;

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  cause?: SafeError;
  [field: string]: unknown;
}

type ErrorLike = { name?: unknown; message?: unknown; stack?: unknown; cause?: unknown; code?: unknown; constructor?: { name?: string } };

/** The error as a log line's `err` (pino's serializer shape), with nothing that could be a secret or a person's data. */
export function safeError(err: unknown, depth = 0): SafeError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: String(err) };
  const e = err as ErrorLike;
  const type = (typeof e.name === 'string' && e.name !== 'Error' ? e.name : e.constructor?.name) || 'Error';
  const code = typeof e.code === 'string' ? e.code : undefined;
  const message = safeMessage(typeof e.message === 'string' ? e.message : '', code);
  const out: SafeError = { type, message, stack: `${type}: ${message}` };
  for (const field of SAFE_FIELDS) {
    const value = (err as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof e.stack === 'string') {
    // The stack's first lines repeat the message (with the parameters): only its frames are kept.
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [out.stack, ...frames].join('\n');
  }
  if (err instanceof AggregateError) out.errors = err.errors.slice(0, 5).map((x) => safeError(x, depth + 1));
  if (e.cause && depth < 5) out.cause = safeError(e.cause, depth + 1);
  return out;
}
