import { ShipOrderInputSchema } from '@pedestal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { validate } from '@admin/lib/forms';
import type { Order } from './orders';

/** Marks a paid order shipped with its tracking number (the shopper sees it and is asked to confirm receipt). */
export function ShipOrderDialog({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const [trackingNo, setTrackingNo] = useState('');
  const [error, setError] = useState<string>();
  const ship = useMutation({
    mutationFn: (body: { trackingNo: string }) => api.post(`admin/order/figurine/${order.id}/ship`, body),
    onSuccess: () => (onDone(), onClose()),
  });
  return (
    <ConfirmDialog
      open
      title={`Ship order ${order.no}`}
      confirmLabel="Mark as shipped"
      busy={ship.isPending}
      error={ship.error}
      onClose={onClose}
      onConfirm={() => {
        const checked = validate(ShipOrderInputSchema, { trackingNo });
        setError(checked.errors?.trackingNo);
        if (checked.data) ship.mutate(checked.data);
      }}
    >
      <p>
        The shopper sees the order as shipped with this tracking number and is asked to confirm receipt.
        {order.address &&
          ` Ship to ${[order.address.name, order.address.area, order.address.address, order.address.city, order.address.province, order.address.zipCode, order.address.country].filter(Boolean).join(', ')}.`}
      </p>
      <TextField label="Tracking number" value={trackingNo} error={error} maxLength={100} onChange={(e) => setTrackingNo(e.target.value)} />
    </ConfirmDialog>
  );
}
