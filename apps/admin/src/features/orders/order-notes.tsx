import { OrderNoteInputSchema, type AdminFigurineOrderDetail } from '@pedestal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Fact, Part } from '@admin/components/detail-parts';
import type { AuditRow as AuditLog } from '@admin/lib/audit';
import { Alert, Button, Empty, ErrorState, Loading, TextArea } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { dateTime, money } from '@admin/lib/format';
import { validate } from '@admin/lib/forms';
import { useCan } from '@admin/lib/session';

/** The team's notes on an order (never shown to the buyer), and a form to add one. */
export function OrderNotes({
  orderId,
  notes,
  onAdded,
}: {
  orderId: string;
  notes: AdminFigurineOrderDetail['notes'];
  onAdded: () => void;
}) {
  const can = useCan();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const add = useMutation({
    mutationFn: (input: { body: string }) => api.post(`admin/order/figurine/${orderId}/note`, input),
    onSuccess: () => (setBody(''), onAdded()),
  });
  return (
    <Part title="Notes">
      {notes.length ? (
        <ol className="mb-4 space-y-3 text-sm">
          {notes.map((n) => (
            <li key={n.id}>
              <span className="text-xs text-slate-600">
                {n.by?.name ?? 'Removed operator'}, {dateTime(n.createdAt)}
              </span>
              <p className="whitespace-pre-line text-slate-900">{n.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mb-4 text-sm text-slate-700">No notes yet. Only the team sees them.</p>
      )}
      {can('orders.ship') && (
        <form
          className="flex flex-col items-start gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (add.isPending) return;
            const checked = validate(OrderNoteInputSchema, { body });
            setError(checked.errors?.body);
            if (checked.data) add.mutate(checked.data);
          }}
        >
          <div className="w-full">
            <TextArea label="Add a note" rows={3} maxLength={2000} value={body} error={error} onChange={(e) => setBody(e.target.value)} />
          </div>
          {add.isError && <Alert>{errorMessage(add.error)}</Alert>}
          <Button type="submit" busy={add.isPending}>
            Add note
          </Button>
        </form>
      )}
    </Part>
  );
}

/** What an audit row's detail says in words: amounts in dollars, units by line, the reason. */
function auditSummary(row: AuditLog) {
  const d = (row.detail ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof d.amountCents === 'number') parts.push(money(d.amountCents / 100));
  const units = Array.isArray(d.lines) ? d.lines.reduce((n, l: { quantity: number }) => n + l.quantity, 0) : 0;
  if (units) parts.push(units === 1 ? '1 unit' : `${units} units`);
  if (typeof d.reason === 'string') parts.push(`“${d.reason}”`);
  if (typeof d.trackingNo === 'string') parts.push(`tracking ${d.trackingNo}`);
  const before = d.before as { trackingNo?: string } | undefined;
  if (before?.trackingNo) parts.push(`was ${before.trackingNo}`);
  if (typeof d.body === 'string') parts.push(`“${d.body}”`);
  return parts.join(' · ');
}

/** Everything the team did to the order, newest first, from the audit log. */
export function OrderAudit({ orderId }: { orderId: string }) {
  const query = useQuery({
    queryKey: ['admin', 'audit', 'figurine_order', orderId],
    queryFn: () => api.page<AuditLog>('admin/audit/list', { targetType: 'figurine_order', targetId: orderId, pageSize: 50 }),
  });
  return (
    <Part title="Audit trail">
      {query.isPending ? (
        <Loading label="Loading the audit trail…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.data.length ? (
        <dl className="space-y-3">
          {query.data.data.map((row) => (
            <Fact key={row.id} label={`${dateTime(row.createdAt)} · ${row.adminUsername}`}>
              <span className="font-mono text-xs">{row.action}</span> {auditSummary(row)}
            </Fact>
          ))}
        </dl>
      ) : (
        <Empty title="No operator has changed this order" />
      )}
    </Part>
  );
}
