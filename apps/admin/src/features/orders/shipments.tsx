import { CARRIERS, type CarrierId, type ShipmentPlan } from '@pedestal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Dialog, SelectField, TextArea, TextField } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import type { Order } from './orders';

export const carrierOptions = CARRIERS.map((c) => ({ value: c.id, label: c.name }));
const OUTCOME = { ship: ['Will ship', 'green'], unchanged: ['Already shipped so', 'slate'], error: ['Not shipped', 'red'] } as const;
const DONE = { ship: ['Shipped', 'green'], unchanged: ['Already shipped so', 'slate'], error: ['Not shipped', 'red'] } as const;

/** What a dry run says each shipment will do (or an apply did): order, carrier, tracking, outcome and why not. */
export function ShipmentPlanTable({ plan }: { plan: ShipmentPlan }) {
  const labels = plan.applied ? DONE : OUTCOME;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="font-medium text-slate-900">
        {plan.applied
          ? `${plan.counts.ship} shipped, ${plan.counts.unchanged} unchanged, ${plan.counts.error} not shipped.`
          : `Dry run: ${plan.counts.ship} will ship, ${plan.counts.unchanged} unchanged, ${plan.counts.error} with errors. Nothing has changed yet.`}
      </p>
      {/* Scrolls on its own: reachable by keyboard (focusable), named for screen readers. */}
      <div
        className="max-h-72 overflow-auto rounded ring-1 ring-slate-200"
        tabIndex={0}
        role="region"
        aria-label={plan.applied ? 'Shipments applied' : 'Shipments to apply'}
      >
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{plan.applied ? 'Shipments applied' : 'Shipments to apply'}</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-1.5">
                Line
              </th>
              <th scope="col" className="px-2 py-1.5">
                Order
              </th>
              <th scope="col" className="px-2 py-1.5">
                Carrier
              </th>
              <th scope="col" className="px-2 py-1.5">
                Tracking
              </th>
              <th scope="col" className="px-2 py-1.5">
                Outcome
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {plan.rows.map((r, i) => (
              <tr key={`${r.line ?? ''}-${r.orderId ?? r.orderNo ?? i}`}>
                <td className="px-2 py-1.5 tabular-nums">{r.line ?? i + 1}</td>
                <td className="px-2 py-1.5 font-mono">{r.orderNo ?? '—'}</td>
                <td className="px-2 py-1.5">{CARRIERS.find((c) => c.id === r.carrier)?.name ?? r.carrier ?? '—'}</td>
                <td className="px-2 py-1.5 font-mono">{r.trackingNo ?? '—'}</td>
                <td className="px-2 py-1.5">
                  <Badge tone={labels[r.outcome][1]}>{labels[r.outcome][0]}</Badge>
                  {r.message && <span className="ml-1 text-red-800">{r.message}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Ships the selected orders with one carrier, each with its tracking number; rows the server refuses are listed. */
export function BulkShipDialog({ orders, onClose, onDone }: { orders: Order[]; onClose: () => void; onDone: () => void }) {
  const [carrier, setCarrier] = useState<CarrierId>('usps');
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const ship = useMutation({
    mutationFn: () =>
      api.post<ShipmentPlan>('admin/order/figurine/shipments', {
        carrier,
        shipments: orders.map((o) => ({ orderId: o.id, trackingNo: (tracking[o.id] ?? '').trim() })),
      }),
    onSuccess: (plan) => {
      onDone();
      if (plan.counts.error === 0) onClose();
    },
  });
  const result = ship.data;
  return (
    <Dialog
      open
      wide
      title={`Ship ${orders.length} ${orders.length === 1 ? 'order' : 'orders'}`}
      onClose={onClose}
      footer={
        result ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={ship.isPending}>
              Cancel
            </Button>
            <Button
              busy={ship.isPending}
              onClick={() => {
                const empty = orders.some((o) => !(tracking[o.id] ?? '').trim());
                setMissing(empty);
                if (!empty) ship.mutate();
              }}
            >
              Mark {orders.length} as shipped
            </Button>
          </>
        )
      }
    >
      {result ? (
        <ShipmentPlanTable plan={result} />
      ) : (
        <div className="flex flex-col gap-3">
          <p>Each shopper sees the order as shipped, with the carrier’s tracking link, and gets an email.</p>
          <SelectField label="Carrier" value={carrier} onChange={(e) => setCarrier(e.target.value as CarrierId)} options={carrierOptions} />
          <div className="flex max-h-72 flex-col gap-2 overflow-auto pr-1">
            {orders.map((o) => (
              <TextField
                key={o.id}
                label={`Tracking number for ${o.no}`}
                value={tracking[o.id] ?? ''}
                maxLength={100}
                error={missing && !(tracking[o.id] ?? '').trim() ? 'Enter a tracking number' : undefined}
                onChange={(e) => setTracking((t) => ({ ...t, [o.id]: e.target.value }))}
              />
            ))}
          </div>
          {ship.error ? <Alert>{errorMessage(ship.error)}</Alert> : null}
        </div>
      )}
    </Dialog>
  );
}

/**
 * Imports a CSV of shipments (order, carrier, tracking): a dry run lists what will change, and only
 * that same file can then be applied, in one go.
 */
export function ImportShipmentsDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ csv: string; plan: ShipmentPlan } | null>(null);
  const run = useMutation({
    mutationFn: (dryRun: boolean) => api.post<ShipmentPlan>('admin/order/figurine/shipments/import', { csv, dryRun }),
    onSuccess: (plan) => {
      if (plan.applied) onDone();
      else setChecked({ csv, plan });
    },
  });
  const applied = run.data?.applied ? run.data : null;
  const ready = checked && checked.csv === csv && checked.plan.counts.ship > 0;
  return (
    <Dialog
      open
      wide
      title="Import shipments"
      onClose={onClose}
      footer={
        applied ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={run.isPending}>
              Cancel
            </Button>
            <Button variant="secondary" busy={run.isPending && run.variables} disabled={!csv.trim()} onClick={() => run.mutate(true)}>
              Check (dry run)
            </Button>
            <Button busy={run.isPending && !run.variables} disabled={!ready} onClick={() => run.mutate(false)}>
              {ready ? `Ship ${checked.plan.counts.ship} ${checked.plan.counts.ship === 1 ? 'order' : 'orders'}` : 'Ship orders'}
            </Button>
          </>
        )
      }
    >
      {applied ? (
        <ShipmentPlanTable plan={applied} />
      ) : (
        <div className="flex flex-col gap-3">
          <p>
            A CSV with a header row naming the columns <code>order</code>, <code>carrier</code> and <code>tracking</code>. Carriers:{' '}
            {CARRIERS.map((c) => c.name).join(', ')}. Check it first: nothing changes until you ship.
          </p>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              className="text-sm"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void file.text().then(setCsv);
              }}
            />
          </label>
          <TextArea label="Or paste the CSV" value={csv} onChange={(e) => setCsv(e.target.value)} />
          {checked && checked.csv === csv && <ShipmentPlanTable plan={checked.plan} />}
          {checked && checked.csv !== csv && <Alert tone="amber">The CSV changed since the dry run: check it again.</Alert>}
          {run.error ? <Alert>{errorMessage(run.error)}</Alert> : null}
        </div>
      )}
    </Dialog>
  );
}
