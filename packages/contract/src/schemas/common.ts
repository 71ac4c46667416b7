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
