import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, SelectField, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { money } from '@admin/lib/format';
import type { Order } from './orders';

type Body = { amountCents?: number; lines?: { itemId: string; quantity: number }[]; reason?: string };
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Refunds an order through the payment provider (decision 031): everything left, or part of it —
 * an amount, or units of its lines (their price; they return to stock) — with a reason.
 */
export function RefundOrderDialog({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const leftCents = cents(order.totalPrice) - cents(order.refundedAmount);
  const [mode, setMode] = useState<'full' | 'part'>('full');
  const [amount, setAmount] = useState('');
  const [units, setUnits] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  // One key per dialog: a retried click is the same refund, never a second one.
  const [idempotencyKey] = useState(() => `refund-${order.id}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  const refund = useMutation({
    mutationFn: (body: Body) => api.post(`admin/order/figurine/${order.id}/refund`, body, { idempotencyKey }),
    onSuccess: () => (onDone(), onClose()),
  });

  const lines = order.items
    .map((item) => ({ item, quantity: Number(units[item.id] || 0) }))
    .filter((l) => Number.isInteger(l.quantity) && l.quantity > 0);
  // A unit's price and its tax (decision 043): what the buyer paid for it.
  const linesCents = lines.reduce((sum, l) => sum + (cents(l.item.price) + cents(l.item.tax ?? 0)) * l.quantity, 0);
  const amountCents = amount.trim() ? cents(Number(amount)) : linesCents;
  const confirmCents = mode === 'full' ? leftCents : amountCents;

  const submit = () => {
    if (mode === 'full') return refund.mutate(order.refundedAmount > 0 ? { reason: reason.trim() || 'Refund of what is left' } : {});
    const problems: typeof errors = {};
    if (!Number.isFinite(amountCents) || amountCents < 1) problems.amount = 'Give an amount, or units of the order lines';
    else if (amountCents > leftCents) problems.amount = `At most ${money(leftCents / 100)} is left to refund`;
    if (!reason.trim()) problems.reason = 'Give a reason for the refund';
    setErrors(problems);
    if (problems.amount || problems.reason) return;
    refund.mutate({
      ...(amount.trim() ? { amountCents } : {}),
      ...(lines.length ? { lines: lines.map((l) => ({ itemId: l.item.id, quantity: l.quantity })) } : {}),
      reason: reason.trim(),
    });
  };

  return (
    <ConfirmDialog
      open
      title={`Refund order ${order.no}?`}
      confirmLabel={`Refund ${money((Number.isFinite(confirmCents) ? confirmCents : 0) / 100)}`}
      danger
      busy={refund.isPending}
      error={refund.error}
      onClose={onClose}
      onConfirm={submit}
    >
      {order.refundedAmount > 0 && (
        <p>
          {money(order.refundedAmount)} of {money(order.totalPrice)} is refunded already; {money(leftCents / 100)} is left.
        </p>
      )}
      <SelectField
        label="What to refund"
        value={mode}
        onChange={(e) => setMode(e.target.value as 'full' | 'part')}
        options={[
          { value: 'full', label: `Everything left (${money(leftCents / 100)})` },
          { value: 'part', label: 'Part of the order' },
        ]}
      />
      {mode === 'full' ? (
        <ul className="list-disc space-y-1 pl-5">
          <li>{money(leftCents / 100)} is refunded to the shopper through the payment provider.</li>
          <li>The order shows “Refund in progress” until the provider confirms, then “Refunded”; stock returns to the shelf.</li>
          <li>This cannot be undone.</li>
        </ul>
      ) : (
        <>
          {order.items.map((item) => (
            <TextField
              key={item.id}
              label={`Units of ${item.characterName} — ${item.characterSaleSpecTitle} to refund (of ${item.quantity - item.refundedQuantity})`}
              type="number"
              min={0}
              max={item.quantity - item.refundedQuantity}
              value={units[item.id] ?? ''}
              onChange={(e) => setUnits({ ...units, [item.id]: e.target.value })}
            />
          ))}
          <TextField
            label="Amount in USD"
            hint={linesCents ? `Leave empty to refund the units' price (${money(linesCents / 100)})` : 'Or choose units above'}
            inputMode="decimal"
            value={amount}
            error={errors.amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <TextField label="Reason" value={reason} error={errors.reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          <p>
            The order keeps its status and shows the refunded amount to the shopper; refunded units return to stock once the provider
            confirms.
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
