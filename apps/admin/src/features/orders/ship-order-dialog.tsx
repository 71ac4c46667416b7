import { countryLabel } from '@pedestal/contract/rules/countries';
import { ShipOrderInputSchema, type CarrierId } from '@pedestal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { validate } from '@admin/lib/forms';
import { packingList, type Order } from './orders';
import { TrackingFields, useSameParcel } from './same-parcel';

/** Marks a paid order shipped with its tracking number (the shopper sees it and is asked to confirm receipt). */
export function ShipOrderDialog({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const [trackingNo, setTrackingNo] = useState('');
  const [carrier, setCarrier] = useState<CarrierId>('usps');
  const [error, setError] = useState<string>();
  const parcel = useSameParcel();
  const ship = useMutation({
    mutationFn: (body: { trackingNo: string; carrier?: CarrierId; confirmSharedTracking?: boolean }) =>
      api.post(`admin/order/figurine/${order.id}/ship`, body),
    onSuccess: () => (onDone(), onClose()),
    onError: parcel.onError,
  });
  return (
    <ConfirmDialog
      open
      title={`Ship order ${order.no}`}
      confirmLabel={parcel.sharedWith ? 'Yes, the same parcel' : 'Mark as shipped'}
      busy={ship.isPending}
      error={parcel.sharedWith ? undefined : ship.error}
      onClose={onClose}
      onConfirm={() => {
        const checked = validate(ShipOrderInputSchema, { trackingNo, carrier });
        setError(checked.errors?.trackingNo);
        if (checked.data) ship.mutate({ ...checked.data, ...parcel.confirmation });
      }}
    >
      <p>
        The shopper sees the order as shipped with the carrier’s tracking link, gets an email and is asked to confirm receipt.
        {order.address &&
          ` Ship to ${[order.address.name, order.address.area, order.address.address, order.address.city, order.address.province, order.address.zipCode, countryLabel(order.address.country)].filter(Boolean).join(', ')}.`}
      </p>
      <PackingList order={order} />
      <TrackingFields
        carrier={carrier}
        trackingNo={trackingNo}
        error={error}
        parcel={parcel}
        onCarrier={setCarrier}
        onTrackingNo={setTrackingNo}
      />
    </ConfirmDialog>
  );
}

/** What goes in the parcel: each line's units left to ship, and what partial refunds took out. */
export function PackingList({ order }: { order: Order }) {
  const lines = packingList(order);
  const refunded = order.items.reduce((n, i) => n + i.refundedQuantity, 0);
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">In the parcel</h3>
      <ul className="mt-1 list-disc pl-5">
        {lines.map((i) => (
          <li key={i.id}>
            {i.characterName} — {i.characterSaleSpecTitle} × {i.toShip}
          </li>
        ))}
      </ul>
      {refunded > 0 && (
        <p className="mt-1 text-xs text-slate-600">
          {refunded} refunded {refunded === 1 ? 'unit is' : 'units are'} left out: do not pack {refunded === 1 ? 'it' : 'them'}.
        </p>
      )}
    </div>
  );
}
