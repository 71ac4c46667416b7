import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card, ConfirmDialog, ErrorState, Loading } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { characterKeys, useCharacterAction } from '@admin/lib/characters';
import { label, money } from '@admin/lib/format';
import { FigurineSpecDialog, type SaleSpec } from './figurine-spec-dialog';
import { RecordDelayDialog } from './record-delay-dialog';
import { PriceHistoryDialog } from './price-history-dialog';

/** The figurine specs on sale (price, pre-sale price, stock): add, edit, remove after a confirmation. */
export function FigurineSpecsCard({ id }: { id: string }) {
  const specs = useQuery({
    queryKey: [...characterKeys.all, 'sale-specs', id],
    queryFn: () => api.get<SaleSpec[]>(`admin/sale-spec/${id}`),
  });
  const [editing, setEditing] = useState<SaleSpec | 'new' | null>(null);
  const [removing, setRemoving] = useState<SaleSpec | null>(null);
  const [delaying, setDelaying] = useState<SaleSpec | null>(null);
  const [history, setHistory] = useState<SaleSpec | null>(null);
  const remove = useCharacterAction((specId: string) => api.delete(`admin/sale-spec/${specId}`));
  return (
    <Card title="Figurine specs" actions={<Button onClick={() => setEditing('new')}>Add spec</Button>}>
      {specs.isPending ? (
        <Loading />
      ) : specs.isError ? (
        <ErrorState error={specs.error} onRetry={() => void specs.refetch()} />
      ) : specs.data.length === 0 ? (
        <p className="text-sm text-slate-700">No specs yet: shoppers cannot buy until you add one with stock.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Figurine specs</caption>
          <thead className="text-xs text-slate-700 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Spec
              </th>
              <th scope="col" className="py-2 pr-4">
                Price
              </th>
              <th scope="col" className="py-2 pr-4">
                Pre-sale
              </th>
              <th scope="col" className="py-2 pr-4">
                Stock
              </th>
              <th scope="col" className="py-2 pr-4">
                Limit
              </th>
              <th scope="col" className="py-2 pr-4">
                Ships
              </th>
              <th scope="col" className="py-2 pr-4">
                Status
              </th>
              <th scope="col" className="py-2 pr-4">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {specs.data.map((s) => (
              <tr key={s.id}>
                <td className="py-2 pr-4">
                  <span className="flex items-center gap-3">
                    {s.image ? (
                      <img src={s.image} alt="" className="size-10 rounded object-cover" />
                    ) : (
                      <span className="size-10 rounded bg-slate-200" aria-hidden />
                    )}
                    <span className="font-medium">{s.title}</span>
                  </span>
                </td>
                <td className="py-2 pr-4 tabular-nums">{money(s.price)}</td>
                <td className="py-2 pr-4 tabular-nums">{money(s.preSalePrice)}</td>
                <td className="py-2 pr-4 tabular-nums">{s.stock}</td>
                <td className="py-2 pr-4 tabular-nums">{s.limitPerAccount ?? '—'}</td>
                <td className="py-2 pr-4 tabular-nums">
                  {s.shipMonth ?? '—'}
                  {s.delays.length > 0 && (
                    <span className="ml-1 text-xs text-amber-800">
                      (delayed {s.delays.length}×, first {s.delays[0]!.fromMonth})
                    </span>
                  )}
                </td>
                <td className="py-2 pr-4">{label(s.status)}</td>
                <td className="py-2 pr-4 text-right whitespace-nowrap">
                  <Button variant="ghost" onClick={() => setHistory(s)} aria-label={`Price history of ${s.title}`}>
                    Prices
                  </Button>
                  <Button variant="ghost" onClick={() => setEditing(s)} aria-label={`Edit ${s.title}`}>
                    Edit
                  </Button>
                  {s.status === 'active' && s.shipMonth && (
                    <Button variant="ghost" onClick={() => setDelaying(s)} aria-label={`Record a delay of ${s.title}`}>
                      Record delay
                    </Button>
                  )}
                  {s.status === 'active' && (
                    <Button variant="ghost" onClick={() => setRemoving(s)} aria-label={`Remove ${s.title}`}>
                      Remove
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {delaying && <RecordDelayDialog spec={delaying} onClose={() => setDelaying(null)} />}
      {editing && <FigurineSpecDialog characterId={id} spec={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {history && <PriceHistoryDialog spec={history} onClose={() => setHistory(null)} />}
      <ConfirmDialog
        open={!!removing}
        title={`Remove ${removing?.title ?? 'this spec'}?`}
        confirmLabel="Remove spec"
        danger
        busy={remove.isPending}
        error={remove.error}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={() => remove.mutate(removing!.id, { onSuccess: () => setRemoving(null) })}
      >
        <p>The spec is no longer sold and leaves any raffle. Orders already placed keep it.</p>
      </ConfirmDialog>
    </Card>
  );
}
