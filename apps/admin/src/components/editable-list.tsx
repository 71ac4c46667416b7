import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '@admin/lib/api';
import { Button, Card, ConfirmDialog, ErrorState, Loading } from './ui';

/**
 * A short list the console edits whole (banners, FAQ and legal pages): its table, a "New" button,
 * an Edit and a Delete on each row, the editor dialog and the delete confirmation. The list is read
 * from `path` and a row removed with `DELETE path/:id`; after a save or a delete it is read again.
 */
export function EditableList<T extends { id: string }>({
  title,
  caption,
  noun,
  path,
  queryKey,
  headers,
  cells,
  name,
  empty,
  editor,
  removeText,
}: {
  title: string;
  caption: string;
  /** What one row is ("banner"): the buttons and the confirmation say it. */
  noun: string;
  path: string;
  queryKey: QueryKey;
  headers: string[];
  /** A row's cells (`<td>`s), in the order of `headers`. */
  cells: (row: T) => ReactNode;
  /** A row's name in its buttons' labels ("Edit banner Summer drop"). */
  name: (row: T) => string;
  empty: ReactNode;
  editor: (props: { item: T | null; onClose: () => void; onSaved: () => void }) => ReactNode;
  /** What deleting the row does, said in its confirmation. */
  removeText: (row: T) => ReactNode;
}) {
  const client = useQueryClient();
  const q = useQuery({ queryKey, queryFn: () => api.get<T[]>(path) });
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`${path}/${id}`),
    onSuccess: () => (refresh(), setRemoving(null)),
  });
  return (
    <Card title={title} actions={<Button onClick={() => setEditing('new')}>New {noun}</Button>}>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        empty
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-700 uppercase">
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {q.data.map((row) => (
              <tr key={row.id}>
                {cells(row)}
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  <Button variant="ghost" aria-label={`Edit ${noun} ${name(row)}`} onClick={() => setEditing(row)}>
                    Edit
                  </Button>
                  <Button variant="ghost" aria-label={`Delete ${noun} ${name(row)}`} onClick={() => setRemoving(row)}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && editor({ item: editing === 'new' ? null : editing, onClose: () => setEditing(null), onSaved: refresh })}
      <ConfirmDialog
        open={!!removing}
        title={`Delete this ${noun}?`}
        confirmLabel={`Delete ${noun}`}
        danger
        busy={remove.isPending}
        error={remove.error}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      >
        {removing ? removeText(removing) : null}
      </ConfirmDialog>
    </Card>
  );
}
