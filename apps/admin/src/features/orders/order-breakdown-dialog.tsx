import { taxLabel } from '@pedestal/contract/rules/shipping';
import { Button, Dialog } from '@admin/components/ui';
import { money } from '@admin/lib/format';
import type { Order } from './orders';

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (c: number) => c / 100;
const cell = 'py-1.5 pr-3';
const num = 'py-1.5 pl-3 text-right tabular-nums';

/**
 * What an order charged and gave back (decision 043): its lines at their list (net) prices with each
 * unit's tax, the parcel's shipping, the tax, the refunds and the total — `total = lines + shipping + tax`,
 * as stored; what is kept is the total less the refunds.
 */
export function OrderBreakdownDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = order.taxDetail;
  const lineTax = order.items.reduce((n, i) => n + cents(i.tax) * i.quantity, 0);
  const shippingTax = t ? cents(t.shippingTax) : 0;
  return (
    <Dialog open wide title={`Order ${order.no}`} onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Breakdown of order {order.no}</caption>
        <thead className="text-xs font-semibold text-slate-700 uppercase">
          <tr>
            <th scope="col" className={cell}>
              Line
            </th>
            <th scope="col" className={num}>
              Qty
            </th>
            <th scope="col" className={num}>
              Unit price
            </th>
            <th scope="col" className={num}>
              Unit tax
            </th>
            <th scope="col" className={num}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id} className="border-t border-slate-100">
              <th scope="row" className={`${cell} font-normal`}>
                {i.characterName} — {i.characterSaleSpecTitle}
                {i.refundedQuantity > 0 && <span className="block text-xs text-slate-600">{i.refundedQuantity} refunded</span>}
              </th>
              <td className={num}>{i.quantity}</td>
              <td className={num}>{money(i.price)}</td>
              <td className={num}>{money(i.tax)}</td>
              <td className={num}>{money(dollars(cents(i.price) * i.quantity))}</td>
            </tr>
          ))}
        </tbody>
        <tbody className="border-t-2 border-slate-200">
          <tr>
            <th scope="row" colSpan={4} className={`${cell} font-normal`}>
              Lines (before tax)
            </th>
            <td className={num}>{money(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4} className={`${cell} font-normal`}>
              Shipping{t?.zone ? ` (${t.zone})` : order.taxDetail === null ? ' (flat fee, no address)' : ''}
            </th>
            <td className={num}>{money(order.shippingFee)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4} className={`${cell} font-normal`}>
              {t && t.kind !== 'none' ? taxLabel({ ...t, rateBp: Math.round(t.rate * 100) }) : 'Tax'}
              {order.tax > 0 && (
                <span className="block text-xs text-slate-600">
                  Lines {money(dollars(lineTax))} + shipping {money(dollars(shippingTax))}
                  {t?.iossNumber ? ` · IOSS ${t.iossNumber}` : ''}
                </span>
              )}
            </th>
            <td className={num}>{money(order.tax)}</td>
          </tr>
          <tr className="font-semibold text-slate-900">
            <th scope="row" colSpan={4} className={cell}>
              Total charged
            </th>
            <td className={num}>{money(order.totalPrice)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4} className={`${cell} font-normal`}>
              Refunded
            </th>
            <td className={num}>{order.refundedAmount > 0 ? `−${money(order.refundedAmount)}` : money(0)}</td>
          </tr>
          <tr className="font-semibold text-slate-900">
            <th scope="row" colSpan={4} className={cell}>
              Kept
            </th>
            <td className={num}>{money(dollars(cents(order.totalPrice) - cents(order.refundedAmount)))}</td>
          </tr>
        </tbody>
      </table>
      {t?.kind === 'vat' && <p className="mt-3 text-xs text-slate-600">The buyer saw every price with its VAT included.</p>}
    </Dialog>
  );
}
