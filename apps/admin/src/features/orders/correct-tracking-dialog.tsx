import { CorrectTrackingInputSchema, type CarrierId } from '@pedestal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { validate } from '@admin/lib/forms';
import type { Order } from './orders';
import { TrackingFields, useSameParcel } from './same-parcel';

/** Corrects a shipped order's tracking number or carrier (a typo, a parcel sent again); the buyer is told the new number. */
export function CorrectTrackingDialog({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const [trackingNo, setTrackingNo] = useState(order.trackingNo ?? '');
  const [carrier, setCarrier] = useState<CarrierId>((order.carrier as CarrierId | null) ?? 'usps');
  const [error, setError] = useState<string>();
  const parcel = useSameParcel();
  const correct = useMutation({
    mutationFn: (body: { trackingNo: string; carrier?: CarrierId; confirmSharedTracking?: boolean }) =>
      api.put(`admin/order/figurine/${order.id}/tracking`, body),
    onSuccess: () => (onDone(), onClose()),
    onError: parcel.onError,
  });
  return (
    <ConfirmDialog
      open
      title={`Correct the tracking number of ${order.no}`}
      confirmLabel={parcel.sharedWith ? 'Yes, the same parcel' : 'Save and tell the buyer'}
      busy={correct.isPending}
      error={parcel.sharedWith ? undefined : correct.error}
      onClose={onClose}
      onConfirm={() => {
        const checked = validate(CorrectTrackingInputSchema, { trackingNo, carrier });
        setError(checked.errors?.trackingNo);
        if (checked.data) correct.mutate({ ...checked.data, ...parcel.confirmation });
      }}
    >
      <p>Now {order.trackingNo}. The buyer gets a message with the new number; the audit log keeps the old one.</p>
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
