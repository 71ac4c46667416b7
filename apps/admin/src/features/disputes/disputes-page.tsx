import { countryLabel } from '@pedestal/contract/rules/countries';
import type { AdminDispute, AdminDisputeDetail, DisputeEvidence } from '@pedestal/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useParams, useSearchParams } from 'react-router';
import { DataTable } from '@admin/components/data-table';
import { Fact, Part } from '@admin/components/detail-parts';
import { Badge, Empty, ErrorState, Loading, PageHeader, type Tone } from '@admin/components/ui';
import { dateTime, label, money } from '@admin/lib/format';
import { daysLeft, disputeReason, PROVIDERS, useDispute, useDisputes } from '@admin/lib/disputes';
import { EvidenceAnswer } from './evidence-answer';

const STATUS: Record<AdminDispute['status'], { label: string; tone: Tone }> = {
  open: { label: 'Open', tone: 'red' },
  won: { label: 'Won', tone: 'green' },
  lost: { label: 'Lost', tone: 'slate' },
};

/** The deadline, with how many days are left while it is open. */
function Deadline({ dispute }: { dispute: AdminDispute }) {
  if (!dispute.evidenceDueBy) return <span className="text-slate-600">Not given</span>;
  const left = daysLeft(dispute.evidenceDueBy);
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span>{dateTime(dispute.evidenceDueBy)}</span>
      {dispute.status === 'open' && (
        <Badge tone={left <= 2 ? 'red' : 'amber'}>
          {left < 0 ? 'Past due' : left === 0 ? 'Due today' : `${left} day${left === 1 ? '' : 's'} left`}
        </Badge>
      )}
    </span>
  );
}

const orderWord = (d: AdminDispute) => (d.order.type === 'figurine' ? 'order' : 'support');
const orderLabel = (d: AdminDispute) => `${d.order.type === 'figurine' ? 'Order' : 'Support'} ${d.order.no ?? d.order.id}`;
const METHODS: Record<string, string> = { stripe: 'Card', paypal: 'PayPal' };

const col = createColumnHelper<AdminDispute>();
const columns = [
  col.accessor((d) => orderLabel(d), {
    id: 'order',
    header: 'Disputed order',
    cell: (c) => (
      <Link to={`/disputes/${c.row.original.id}`} className="font-medium text-indigo-800 underline-offset-2 hover:underline">
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor((d) => d.buyer?.username ?? '—', { id: 'buyer', header: 'Buyer' }),
  col.accessor('amount', { header: 'Amount', cell: (c) => <span className="tabular-nums">{money(c.getValue())}</span> }),
  col.accessor('reason', { header: 'Reason', cell: (c) => disputeReason(c.getValue()) }),
  col.accessor('provider', { header: 'Provider', cell: (c) => PROVIDERS[c.getValue()] ?? c.getValue() }),
  col.accessor('evidenceDueBy', { header: 'Evidence due by', cell: (c) => <Deadline dispute={c.row.original} /> }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => <Badge tone={STATUS[c.getValue()].tone}>{STATUS[c.getValue()].label}</Badge>,
  }),
  col.accessor('openedAt', { header: 'Opened', cell: (c) => dateTime(c.getValue()) }),
];

/** Chargebacks (decision 032): the open ones first by deadline, or the closed ones. */
export function DisputesPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'closed' ? 'closed' : 'open';
  const query = useDisputes(status);
  return (
    <>
      <PageHeader
        title="Disputes"
        description="Payments a buyer disputed with their bank. An open dispute holds its order (it cannot ship); submit the evidence from the dispute's page before the deadline."
      />
      <nav aria-label="Dispute status" className="mb-4 flex gap-2">
        {(['open', 'closed'] as const).map((s) => (
          <Link
            key={s}
            to={s === 'open' ? '/disputes' : '/disputes?status=closed'}
            aria-current={status === s ? 'page' : undefined}
            onClick={() => setParams(s === 'open' ? {} : { status: s })}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${status === s ? 'bg-slate-900 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50'}`}
          >
            {s === 'open' ? 'Open' : 'Closed'}
          </Link>
        ))}
      </nav>
      <DataTable
        caption={status === 'open' ? 'Open disputes' : 'Closed disputes'}
        columns={columns}
        query={query}
        page={1}
        pageSize={200}
        onPage={() => undefined}
        rowKey={(d) => d.id}
        empty={status === 'open' ? 'No open dispute' : 'No closed dispute yet'}
        emptyHint={status === 'open' ? 'A chargeback from Stripe or PayPal shows here, with its deadline.' : undefined}
      />
    </>
  );
}

/** A titled card that is a named region (its heading names it), so each part of the evidence can be found. */
function OrderEvidence({ dispute, evidence }: { dispute: AdminDisputeDetail; evidence: DisputeEvidence }) {
  return (
    <Part title="Order">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Order lines</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th className="py-1 font-medium">Item</th>
            <th className="py-1 text-right font-medium">Quantity</th>
            <th className="py-1 text-right font-medium">Unit price</th>
          </tr>
        </thead>
        <tbody>
          {evidence.lines.map((l, i) => (
            <tr key={i} className="border-t border-slate-100">
              <td className="py-1.5">{l.title}</td>
              <td className="py-1.5 text-right tabular-nums">{l.quantity}</td>
              <td className="py-1.5 text-right tabular-nums">{money(l.unitPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Subtotal">{money(evidence.subtotal)}</Fact>
        <Fact label="Shipping">{money(evidence.shippingFee)}</Fact>
        {evidence.tax > 0 && <Fact label="Tax">{money(evidence.tax)}</Fact>}
        <Fact label="Total paid">{money(evidence.total)}</Fact>
        <Fact label="Refunded">{money(evidence.refunded)}</Fact>
        <Fact label="Paid at">{dateTime(dispute.payment.paidAt)}</Fact>
        <Fact label="Payment">
          {METHODS[dispute.payment.method] ?? dispute.payment.method} via {PROVIDERS[dispute.provider] ?? dispute.provider}
        </Fact>
        <Fact label="Order status">{label(evidence.status)}</Fact>
      </dl>
    </Part>
  );
}

function ShippingEvidence({ evidence }: { evidence: DisputeEvidence }) {
  const a = evidence.address;
  return (
    <Part title="Shipping">
      <dl className="grid grid-cols-2 gap-3">
        <Fact label="Shipping address">
          {a ? (
            <>
              {a.name} · {a.phone}
              <br />
              {[a.address, a.area, a.city, a.province, a.zipCode, countryLabel(a.country)].filter(Boolean).join(', ')}
            </>
          ) : (
            'None (nothing ships)'
          )}
        </Fact>
        <Fact label="Carrier and tracking">
          {evidence.trackingNo ? (
            <>
              {evidence.carrierName || 'Carrier not named'} ·{' '}
              {evidence.trackingUrl ? (
                <a href={evidence.trackingUrl} target="_blank" rel="noreferrer" className="text-indigo-800 underline">
                  {evidence.trackingNo}
                </a>
              ) : (
                evidence.trackingNo
              )}
            </>
          ) : (
            'Not shipped'
          )}
        </Fact>
        <Fact label="Shipped at">{dateTime(evidence.shippedAt)}</Fact>
        <Fact label="Received at">{dateTime(evidence.receivedAt)}</Fact>
      </dl>
    </Part>
  );
}

function BuyerEvidence({ dispute, evidence }: { dispute: AdminDisputeDetail; evidence: DisputeEvidence }) {
  return (
    <Part title="Buyer and messages">
      <dl className="mb-4 grid grid-cols-2 gap-3">
        <Fact label="Buyer">{dispute.buyer?.username ?? '—'}</Fact>
        <Fact label="Email">{dispute.buyer?.email ?? '—'}</Fact>
      </dl>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">What the buyer was told about the order</h3>
      {evidence.messages.length === 0 ? (
        <p className="text-sm text-slate-600">No message was sent about this order.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {evidence.messages.map((m, i) => (
            <li key={i} className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
              <p className="text-xs text-slate-600">{dateTime(m.sentAt)}</p>
              <p className="text-sm font-medium text-slate-900">{m.title}</p>
              <p className="text-sm text-slate-700">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </Part>
  );
}

/** One dispute: its deadline, the answer to the provider (decision 056) and the order's facts behind it. */
export function DisputeDetailPage() {
  const { id = '' } = useParams();
  const query = useDispute(id);
  if (query.isPending) return <Loading label="Loading the dispute…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const d = query.data;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link
          to={d.status === 'open' ? '/disputes' : '/disputes?status=closed'}
          className="text-indigo-800 underline-offset-2 hover:underline"
        >
          ← Disputes
        </Link>
      </p>
      <PageHeader
        title={`Dispute on ${orderWord(d)} ${d.order.no ?? d.order.id}`}
        description={`${PROVIDERS[d.provider] ?? d.provider} dispute ${d.providerRef}`}
        actions={<Badge tone={STATUS[d.status].tone}>{STATUS[d.status].label}</Badge>}
      />
      <div className="flex flex-col gap-5">
        <Part title="Dispute">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Fact label="Disputed amount">{money(d.amount)}</Fact>
            <Fact label="Reason">{disputeReason(d.reason)}</Fact>
            <Fact label="Evidence due by">
              <Deadline dispute={d} />
            </Fact>
            <Fact label={d.closedAt ? 'Closed' : 'Opened'}>{dateTime(d.closedAt ?? d.openedAt)}</Fact>
          </dl>
          {d.status === 'open' && d.order.type === 'figurine' && (
            <p className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
              The order is held: it cannot ship until the dispute is closed.
            </p>
          )}
          {d.status === 'lost' && (
            <p className="mt-4 text-sm text-slate-700">Lost: the disputed amount is counted as refunded on the order.</p>
          )}
        </Part>
        {/* Keyed by where it stands: the fields start again from what was sent once the state moves. */}
        {(d.status === 'open' || d.submission.status !== 'not_submitted') && (
          <EvidenceAnswer key={`${d.id}-${d.submission.status}`} dispute={d} />
        )}
        {d.evidence ? (
          <>
            <OrderEvidence dispute={d} evidence={d.evidence} />
            <ShippingEvidence evidence={d.evidence} />
            <BuyerEvidence dispute={d} evidence={d.evidence} />
          </>
        ) : (
          <Part title="Evidence">
            <Empty title="The disputed order no longer exists">Answer with the payment's details alone.</Empty>
          </Part>
        )}
      </div>
    </>
  );
}
