import { createHash } from 'node:crypto';

/** PostgreSQL keeps the first 63 bytes of an identifier (NAMEDATALEN - 1), a prepared statement's name included. */
const IDENTIFIER_MAX = 63;

/**
 * A prepared statement's name as PostgreSQL will keep it: a longer one would be cut to 63 bytes, and
 * two names alike in those would be one statement. Past the limit the name keeps its readable start
 * and ends in a hash of the whole, so distinct names stay distinct.
 */
export function statementName(name: string): string {
  if (Buffer.byteLength(name) <= IDENTIFIER_MAX) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 12);
  return `${name.slice(0, IDENTIFIER_MAX - hash.length - 1)}_${hash}`;
}
