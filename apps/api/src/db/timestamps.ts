import { PgTimestamp } from 'drizzle-orm/pg-core';

/** The furthest instants a JavaScript Date holds (±100,000,000 days from 1970). */
const DATE_LIMIT_MS = 8.64e15;

/**
 * PostgreSQL's text of a timestamp (DateStyle ISO): `2026-05-01 02:00:00.123456+08`, years of
 * four digits or more, an offset of hours[:minutes[:seconds]] (absent: `timestamp` without zone,
 * read as UTC), ` BC` for years before 1.
 */
const PG_TIMESTAMP =
  /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?( BC)?$/;

const clamp = (ms: number) => new Date(Math.max(-DATE_LIMIT_MS, Math.min(DATE_LIMIT_MS, ms)));

/**
 * The one way a timestamp is read back from the database, whichever driver (decision 062). Both
 * give drizzle PostgreSQL's text, which drizzle handed to `new Date(text)`: not ISO 8601, so V8's
 * legacy parser read it: years below 100 came back as others (0050 as 1950, 0001 as 2001,
 * 0004-02-29 as 2029-04-02) or as Invalid Date (0020, 0021, `infinity`), which every
 * `toISOString()` after it turned into a 500. This reads the fields themselves and is total: a
 * year below 100 is that year, `infinity` and instants past a Date's limits are clamped to the
 * limits, and text it cannot read (none PostgreSQL writes) is the epoch. Never Invalid Date.
 * Such instants are only old rows' (inputs take 2000–2099, `DateTimeInputSchema`): read as they
 * are, they are long past or far ahead, and the API that set them can set them right.
 */
export function readTimestamp(text: string): Date {
  if (text === 'infinity') return new Date(DATE_LIMIT_MS);
  if (text === '-infinity') return new Date(-DATE_LIMIT_MS);
  const m = PG_TIMESTAMP.exec(text);
  if (!m) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? new Date(0) : clamp(ms);
  }
  const [, y, mo, d, h, mi, s, frac, , sign, oh, om, os, bc] = m;
  const year = bc ? 1 - Number(y) : Number(y);
  const at = new Date(0);
  // setUTCFullYear takes a year below 100 as it is (Date.UTC would add 1900).
  at.setUTCFullYear(year, Number(mo) - 1, Number(d));
  at.setUTCHours(Number(h), Number(mi), Number(s), frac ? Number(frac.slice(0, 3).padEnd(3, '0')) : 0);
  const offsetMs = sign ? (sign === '-' ? -1 : 1) * ((Number(oh) * 60 + Number(om ?? 0)) * 60 + Number(os ?? 0)) * 1000 : 0;
  const ms = at.getTime();
  // Past a Date's limits setUTCFullYear gives NaN: the limit on the year's side.
  if (Number.isNaN(ms)) return new Date(year > 0 ? DATE_LIMIT_MS : -DATE_LIMIT_MS);
  return clamp(ms - offsetMs);
}

/** A value a driver gives for a timestamp column: PostgreSQL's text, or a Date already. */
export function readTimestampValue(value: unknown): Date {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? new Date(0) : value;
  return readTimestamp(String(value));
}

let installed = false;

/**
 * Makes every `timestamp` column in `mode: 'date'` (all of the schema's) read through
 * `readTimestampValue` instead of drizzle's `new Date(text)`: drizzle's per-row mapping and the
 * planned rows (planned-rows.ts) both call the column's `mapFromDriverValue`.
 */
export function installTimestampReader() {
  if (installed) return;
  installed = true;
  PgTimestamp.prototype.mapFromDriverValue = function mapFromDriverValue(value: unknown): Date {
    return readTimestampValue(value);
  } as PgTimestamp<never>['mapFromDriverValue'];
}
