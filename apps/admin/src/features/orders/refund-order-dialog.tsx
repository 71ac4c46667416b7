import { useMutation } from '@tanstack/react-query';
import { ConfirmDialog } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { money } from '@admin/lib/format';
import type { Order } from './orders';

/** Refunds an order in full through the payment provider, after saying what follows. */
export function RefundOrderDialog({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const refund = useMutation({
    mutationFn: () => api.post(`admin/order/figurine/${order.id}/refund`),
    onSuccess: () => (onDone(), onClose()),
  });
  return (
    <ConfirmDialog
      open
      title={`Refund order ${order.no}?`}
      confirmLabel={`Refund ${money(order.totalPrice)}`}
      danger
      busy={refund.isPending}
      error={refund.error}
      onClose={onClose}
      onConfirm={() => refund.mutate()}
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>{money(order.totalPrice)} is refunded to the shopper through the payment provider.</li>
        <li>The order shows “Refund in progress” until the provider confirms, then “Refunded”; stock returns to the shelf.</li>
        <li>This cannot be undone.</li>
      </ul>
    </ConfirmDialog>
  );
}
