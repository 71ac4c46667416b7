import type { CarrierId } from '@pedestal/contract';
import { useState } from 'react';
import { SelectField, TextField } from '@admin/components/ui';
import { ApiError } from '@admin/lib/api';
import { carrierOptions } from './shipments';

/**
 * Decision 063: one tracking number is one parcel. When the server answers `tracking-no-shared`
 * (another order has the number), the dialog asks whether it is the same parcel, and the next
 * confirm sends `confirmSharedTracking`. Any edit of the number or carrier asks again.
 */
export function useSameParcel() {
  const [sharedWith, setSharedWith] = useState<string | null>(null);
  return {
    sharedWith,
    /** What the next request adds: the operator's yes, once asked. */
    confirmation: sharedWith ? { confirmSharedTracking: true } : {},
    onError: (e: unknown) => {
      if (e instanceof ApiError && e.reason === 'tracking-no-shared') setSharedWith(String(e.params.orderNo ?? 'another order'));
    },
    reset: () => setSharedWith(null),
  };
}

export function SameParcelQuestion({ sharedWith }: { sharedWith: string | null }) {
  if (!sharedWith) return null;
  return (
    <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      Order {sharedWith} already ships with this tracking number. Confirm only if both orders are in the same parcel.
    </p>
  );
}

/** A carrier and a tracking number, as Ship and Correct tracking take them; an edit asks "same parcel?" again. */
export function TrackingFields({
  carrier,
  trackingNo,
  error,
  parcel,
  onCarrier,
  onTrackingNo,
}: {
  carrier: CarrierId;
  trackingNo: string;
  error?: string;
  parcel: ReturnType<typeof useSameParcel>;
  onCarrier: (carrier: CarrierId) => void;
  onTrackingNo: (trackingNo: string) => void;
}) {
  return (
    <>
      <SelectField
        label="Carrier"
        value={carrier}
        onChange={(e) => (onCarrier(e.target.value as CarrierId), parcel.reset())}
        options={carrierOptions}
      />
      <TextField
        label="Tracking number"
        value={trackingNo}
        error={error}
        maxLength={100}
        onChange={(e) => (onTrackingNo(e.target.value), parcel.reset())}
      />
      <SameParcelQuestion sharedWith={parcel.sharedWith} />
    </>
  );
}
