import type { PriceChangeRow } from '@pedestal/contract';
import { useQuery } from '@tanstack/react-query';
import { Dialog, ErrorState, Loading } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { characterKeys } from '@admin/lib/characters';
import { dateTime, money } from '@admin/lib/format';

/** Every price a spec has had, oldest first (decision 039): what its discount's reference comes from. */
export function PriceHistoryDialog({ spec, onClose }: { spec: { id: string; title: string }; onClose: () => void }) {
  const prices = useQuery({
    queryKey: [...characterKeys.all, 'sale-spec-prices', spec.id],
    queryFn: () => api.get<PriceChangeRow[]>(`admin/sale-spec/${spec.id}/prices`),
  });
  return (
    <Dialog open title={`Price history of ${spec.title}`} onClose={onClose}>
      {prices.isPending ? (
        <Loading />
      ) : prices.isError ? (
        <ErrorState error={prices.error} onRetry={() => void prices.refetch()} />
      ) : prices.data.length === 0 ? (
        <p className="text-sm text-slate-700">No price change recorded yet (the spec predates price history).</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Price history</caption>
          <thead className="text-xs text-slate-700 uppercase">
            <tr>
              <th scope="col" className="py-2">
                From
              </th>
              <th scope="col" className="py-2">
                Price
              </th>
              <th scope="col" className="py-2">
                Pre-sale
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {prices.data.map((p) => (
              <tr key={p.id}>
                <td className="py-2 tabular-nums">{dateTime(p.changedAt)}</td>
                <td className="py-2 tabular-nums">{money(p.price)}</td>
                <td className="py-2 tabular-nums">{money(p.preSalePrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
