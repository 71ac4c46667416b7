import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatNumber } from '@pedestal/contract';
import type { ListPage } from '@admin/lib/api';
import { Button, Empty, ErrorState, Loading } from './ui';

export type { ColumnDef };

/**
 * A server-paged list (TanStack Table for the columns): loading, error and empty states, and a
 * pager. A list that answers its count (`{ data, meta: { count } }`, issue 28) shows it in the
 * footer with the number of pages; one that does not offers "Next" while a page is full.
 */
export function DataTable<T>({
  caption,
  columns,
  query,
  page,
  pageSize,
  onPage,
  empty = 'Nothing here yet',
  emptyHint,
  rowKey,
  noun,
}: {
  caption: string;
  // Columns of different value types in one list: TanStack's documented typing for a column array.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  query: UseQueryResult<T[] | ListPage<T>>;
  /** What one row and many rows are called in the count ("user", "users"). */
  noun?: [string, string];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty?: string;
  emptyHint?: string;
  rowKey: (row: T) => string;
}) {
  const answer = query.data;
  const data = answer === undefined ? [] : Array.isArray(answer) ? answer : answer.data;
  const count = answer && !Array.isArray(answer) ? answer.meta.count : null;
  const pages = count === null ? null : Math.max(1, Math.ceil(count / pageSize));
  // The console does not use the React Compiler; the table instance is rebuilt each render as TanStack intends.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowKey });
  const rows = table.getRowModel().rows;
  return (
    <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id}>
                {g.headers.map((h) => (
                  <th key={h.id} scope="col" className="px-4 py-3 whitespace-nowrap">
                    {h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3 align-middle">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <Empty title={page > 1 ? 'No more results' : empty}>{page > 1 ? undefined : emptyHint}</Empty>
      ) : null}
      <nav
        aria-label={`${caption} pages`}
        className="flex items-center justify-between border-t border-slate-200 px-4 py-2.5 text-sm text-slate-700"
      >
        <span>
          Page {page}
          {pages !== null ? ` of ${formatNumber(pages)}` : ''}
          {count !== null ? (
            <>
              {' · '}
              <strong aria-label={`${caption} total`} className="font-semibold text-slate-900 tabular-nums">
                {formatNumber(count)} {count === 1 ? (noun?.[0] ?? 'row') : (noun?.[1] ?? 'rows')}
              </strong>
            </>
          ) : null}
          {query.isFetching && !query.isPending ? ' · updating…' : ''}
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={pages !== null ? page >= pages : data.length < pageSize}>
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}
