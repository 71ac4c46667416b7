import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, ErrorState, Loading } from './ui';

export type { ColumnDef };

/**
 * A server-paged list (TanStack Table for the columns): loading, error and empty states, and a
 * pager. The API answers a page at a time without a total, so "Next" is offered while a page is full.
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
}: {
  caption: string;
  // Columns of different value types in one list: TanStack's documented typing for a column array.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  query: UseQueryResult<T[]>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty?: string;
  emptyHint?: string;
  rowKey: (row: T) => string;
}) {
  // The console does not use the React Compiler; the table instance is rebuilt each render as TanStack intends.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: query.data ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId: rowKey });
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
          {query.isFetching && !query.isPending ? ' · updating…' : ''}
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={(query.data?.length ?? 0) < pageSize}>
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}
