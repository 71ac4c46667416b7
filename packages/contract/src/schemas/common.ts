import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { reason } from '../refusals';
/** cuid2: a lowercase letter then lowercase letters and digits (length 2..32). */
export const CUID2_PATTERN = /^[a-z][a-z0-9]{1,31}$/;

export const IdSchema = z.string({ error: reason('id-format-incorrect') }).regex(CUID2_PATTERN, { error: reason('id-format-incorrect') });
export const IdParamsSchema = z.object({ id: IdSchema });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Every success body is `{ data }`; helpers to declare response schemas. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema) });
/** What a whole filtered console list holds, every page (issue 28: totals on every list). */
export const ListMetaSchema = z.object({ count: z.number().int().min(0) });
export type ListMeta = z.infer<typeof ListMetaSchema>;
/** A console list's page: `{ data: [...], meta: { count } }` (the page asked, and how many in all). */
export const pageOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema), meta: ListMetaSchema });

export const OkSchema = dataOf(z.boolean());

/** The instants a date-time input may name: from 2000-01-01T00:00:00Z, before 2100-01-01T00:00:00Z. */
export const DATE_TIME_MIN = '2000-01-01T00:00:00Z';
export const DATE_TIME_END = '2100-01-01T00:00:00Z';
const dateTimeMin = Date.parse(DATE_TIME_MIN);
const dateTimeEnd = Date.parse(DATE_TIME_END);

/**
 * Every date-time the API takes (decision 062): ISO 8601 with a four-digit year and its offset
 * (`Z` or `±hh:mm`), naming an instant from 2000 to 2099 once the offset is applied. Anything else
 * is a 400 naming the field: years such as 0020 or 9999-12-31T23:59:59-05:00 (year 10000 in UTC)
 * would be stored, then read back wrong or not at all. The value stays the text sent (the
 * document's `type: string, format: date-time`); a service makes it a `Date` with `new Date()`.
 */
export const DateTimeInputSchema = z.iso.datetime({ offset: true, error: reason('date-invalid') }).refine(
  (v) => {
    const t = Date.parse(v);
    return t >= dateTimeMin && t < dateTimeEnd;
  },
  { error: reason('date-out-of-range') },
);
