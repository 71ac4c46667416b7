import { countryLabel } from '@pedestal/contract/rules/countries';
import { ShipOrderInputSchema, type CarrierId } from '@pedestal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, SelectField, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { validate } from '@admin/lib/forms';
import type { Order } from './orders';
import { carrierOptions } from './shipments';

/** Marks a paid order shipped with its tracking number (the shopper sees it and is asked to confirm receipt). */
export function ShipOrderDialog({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const [trackingNo, setTrackingNo] = useState('');
  const [carrier, setCarrier] = useState<CarrierId>('usps');
  const [error, setError] = useState<string>();
  const ship = useMutation({
    mutationFn: (body: { trackingNo: string; carrier?: CarrierId }) => api.post(`admin/order/figurine/${order.id}/ship`, body),
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
        const checked = validate(ShipOrderInputSchema, { trackingNo, carrier });
        setError(checked.errors?.trackingNo);
        if (checked.data) ship.mutate(checked.data);
      }}
    >
      <p>
        The shopper sees the order as shipped with the carrier’s tracking link, gets an email and is asked to confirm receipt.
        {order.address &&
          ` Ship to ${[order.address.name, order.address.area, order.address.address, order.address.city, order.address.province, order.address.zipCode, countryLabel(order.address.country)].filter(Boolean).join(', ')}.`}
      </p>
      <SelectField label="Carrier" value={carrier} onChange={(e) => setCarrier(e.target.value as CarrierId)} options={carrierOptions} />
      <TextField label="Tracking number" value={trackingNo} error={error} maxLength={100} onChange={(e) => setTrackingNo(e.target.value)} />
    </ConfirmDialog>
  );
}
