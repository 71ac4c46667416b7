import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

interface StandInOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  request: {
    purchase_units: { custom_id: string; description: string; amount: { currency_code: string; value: string } }[];
    payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
  };
  capture: StandInCapture | null;
}

interface StandInCapture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  orderId: string;
  refunds: StandInRefund[];
}

interface StandInRefund {
  id: string;
  status: 'COMPLETED';
  amount: { currency_code: string; value: string };
  custom_id?: string;
  requestId?: string;
}

/** A dispute as Disputes v1 shows it (the fields the store reads and the evidence it gets). */
interface StandInDispute {
  dispute_id: string;
  create_time: string;
  update_time: string;
  reason: string;
  status: 'WAITING_FOR_SELLER_RESPONSE' | 'WAITING_FOR_BUYER_RESPONSE' | 'UNDER_REVIEW' | 'RESOLVED';
  dispute_amount: { currency_code: string; value: string };
  seller_response_due_date: string;
  dispute_life_cycle_stage: 'CHARGEBACK';
  disputed_transactions: { seller_transaction_id: string }[];
  dispute_outcome?: { outcome_code: string };
  evidences: { evidence_type: string; source: 'SUBMITTED_BY_SELLER'; date: string; notes?: string; evidence_info?: unknown }[];
}

/** Disputes v1's evidence types (its `evidence_type` enum, the common ones and OTHER). */
const EVIDENCE_TYPES = new Set([
  'PROOF_OF_FULFILLMENT',
  'PROOF_OF_REFUND',
  'PROOF_OF_DELIVERY_SIGNATURE',
  'PROOF_OF_RECEIPT_COPY',
  'RETURN_POLICY',
  'BILLING_AGREEMENT',
  'PROOF_OF_RESHIPMENT',
  'ITEM_DESCRIPTION',
  'AFFIDAVIT',
  'PAID_WITH_OTHER_METHOD',
  'COPY_OF_CONTRACT',
  'PROOF_OF_RETURN',
  'DETAILS_OF_PURCHASE',
  'ADDITIONAL_PROOF_OF_SHIPMENT',
  'ONLINE_TRACKING_INFORMATION',
  'PROOF_FOR_SOFTWARE_OR_SERVICE_DELIVERED',
  'OTHER',
]);
/** Carrier names of PayPal's tracking list that the stand-in knows (OTHER needs `carrier_name_other`). */
const PAYPAL_CARRIERS = new Set(['USPS', 'UPS', 'FEDEX', 'DHL', 'SF_EXPRESS', 'CN_SF_EXPRESS', 'OTHER']);
/** Evidence types that carry `evidence_info` (tracking or refund ids) rather than only notes and documents. */
const NEEDS_INFO = new Set(['PROOF_OF_FULFILLMENT', 'PROOF_OF_REFUND', 'PROOF_OF_RETURN']);

/** PayPal's 400 for a request that breaks the API's schema (developer.paypal.com/api/rest/responses). */
function invalidRequest(issue: string, description: string, field: string, value?: string) {
  return {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    debug_id: randomBytes(6).toString('hex'),
    details: [{ field, ...(value !== undefined ? { value } : {}), location: 'body', issue, description }],
    links: [{ href: `https://developer.paypal.com/docs/api/customer-disputes/v1/#error-${issue}`, rel: 'information_link', method: 'GET' }],
  };
}

/** Cents of a PayPal amount value ("12.34"). */
const centsOf = (value: string) => Math.round(Number(value) * 100);
const valueOf = (cents: number) => (cents / 100).toFixed(2);

/**
 * PayPal's error body for a request that failed business validation (HTTP 422), as its REST APIs
 * document it: `name`, `message`, `debug_id`, the `details` with their `issue`, and an information
 * link per issue (developer.paypal.com/api/rest/responses/#link-validationerrors).
 */
function unprocessable(
  api: 'orders' | 'payments' | 'customer-disputes',
  issue: string,
  description: string,
  field?: string,
  value?: string,
) {
  return {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: randomBytes(6).toString('hex'),
    details: [{ ...(field ? { field, location: 'body' } : {}), ...(value !== undefined ? { value } : {}), issue, description }],
    links: [{ href: `https://developer.paypal.com/docs/api/${api}/v2/#error-${issue}`, rel: 'information_link', method: 'GET' }],
  };
}

/**
 * What PayPal refuses of an order's amount (Orders v2 create): zero or less, more decimals than the
 * currency has (two for USD), or a value that is not a number.
 */
function amountRefusal(amount: { currency_code?: string; value?: string } | undefined) {
  const field = "/purchase_units/@reference_id=='default'/amount/value";
  const value = amount?.value ?? '';
  if (!/^-?\d+(\.\d+)?$/.test(value))
    return unprocessable('orders', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', field, value);
  if (/\.\d{3,}$/.test(value))
    return unprocessable(
      'orders',
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
      field,
      value,
    );
  if (Number(value) <= 0)
    return unprocessable(
      'orders',
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
      field,
      value,
    );
  return null;
}

/**
 * A local stand-in for the parts of PayPal's REST API the server calls, following PayPal's
 * documented requests and answers: OAuth client credentials, Orders v2 (create, show, capture) and
 * `verify-webhook-signature`. Instead of PayPal's certificate chain, a transmission is genuine when
 * its signature is the SHA-256 of the webhook id and the event body (what `sign` makes).
 *
 * The buyer's side: `approve(orderId)` is what the buyer does in PayPal's window (the JS SDK
 * stand-in calls it); `GET /checkoutnow?token=` is a plain approval page for the redirect flow that
 * sends the browser to the order's return or cancel URL, as PayPal's does.
 */
export class PayPalStandIn {
  private server: Server | null = null;
  baseUrl = '';
  readonly calls: { method: string; path: string; body: string }[] = [];
  readonly orders = new Map<string, StandInOrder>();
  readonly captures = new Map<string, StandInCapture>();
  readonly disputes = new Map<string, StandInDispute>();
  /** Each provide-evidence request it took: the dispute, the `input` JSON and the request id. */
  readonly evidenceRequests: { disputeId: string; input: unknown; requestId?: string }[] = [];
  /** Responses to provide-evidence by `PayPal-Request-Id` (PayPal answers a repeated id as the first). */
  private readonly evidenceAnswers = new Map<string, { status: number; payload: unknown }>();
  /** Where webhooks go (the store's /api/pay/paypal/webhook); null: none are sent. */
  webhookUrl: string | null = null;
  readonly webhooks: { id: string; event_type: string; delivered: number }[] = [];
  /** What the next captures answer: COMPLETED, or e.g. DECLINED / PENDING for the unhappy paths. */
  captureStatus = 'COMPLETED';

  /** The buyer approved the order in PayPal's window. */
  approve(orderId: string) {
    const order = this.orders.get(orderId);
    if (!order || order.status !== 'PAYER_ACTION_REQUIRED') return false;
    order.status = 'APPROVED';
    return true;
  }

  /** A capture as Payments v2 shows it: its status follows its refunds (PARTIALLY_REFUNDED, REFUNDED). */
  private captureView(capture: StandInCapture) {
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      supplementary_data: { related_ids: { order_id: capture.orderId } },
      links: [
        { rel: 'self', href: `${this.baseUrl}/v2/payments/captures/${capture.id}`, method: 'GET' },
        { rel: 'refund', href: `${this.baseUrl}/v2/payments/captures/${capture.id}/refund`, method: 'POST' },
        { rel: 'up', href: `${this.baseUrl}/v2/checkout/orders/${capture.orderId}`, method: 'GET' },
      ],
    };
  }

  private refundView(capture: StandInCapture, refund: StandInRefund) {
    return {
      id: refund.id,
      status: refund.status,
      amount: refund.amount,
      ...(refund.custom_id ? { custom_id: refund.custom_id } : {}),
      links: [
        { rel: 'self', href: `${this.baseUrl}/v2/payments/refunds/${refund.id}`, method: 'GET' },
        { rel: 'up', href: `${this.baseUrl}/v2/payments/captures/${capture.id}`, method: 'GET' },
      ],
    };
  }

  /**
   * Refunds a capture as Payments v2 does: the whole rest without an amount; refused with PayPal's
   * 422 when nothing is left (CAPTURE_FULLY_REFUNDED) or the amount is more than is left
   * (REFUND_AMOUNT_EXCEEDED), or the amount is not a positive two-decimal value. A repeated
   * `PayPal-Request-Id` answers the refund it already made.
   */
  private refundCapture(capture: StandInCapture, body: string, requestId: string | undefined): { status: number; payload: unknown } {
    const again = requestId ? capture.refunds.find((r) => r.requestId === requestId) : undefined;
    if (again) return { status: 200, payload: this.refundView(capture, again) };
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED')
      return capture.status === 'REFUNDED'
        ? { status: 422, payload: unprocessable('payments', 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.') }
        : {
            status: 422,
            payload: unprocessable(
              'payments',
              'CANNOT_BE_REFUNDED',
              'This capture cannot be refunded (its status is ' + capture.status + ').',
            ),
          };
    const input = (body ? JSON.parse(body) : {}) as { amount?: { currency_code?: string; value?: string }; custom_id?: string };
    const left = centsOf(capture.amount.value) - capture.refunds.reduce((n, r) => n + centsOf(r.amount.value), 0);
    if (input.amount) {
      const value = input.amount.value ?? '';
      if (!/^\d+(\.\d{1,2})?$/.test(value) || centsOf(value) <= 0)
        return {
          status: 422,
          payload: unprocessable('payments', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', '/amount/value', value),
        };
      if (input.amount.currency_code && input.amount.currency_code !== capture.amount.currency_code)
        return {
          status: 422,
          payload: unprocessable(
            'payments',
            'REFUND_CAPTURE_CURRENCY_MISMATCH',
            'Refund must be in the same currency as the capture.',
            '/amount/currency_code',
            input.amount.currency_code,
          ),
        };
    }
    const cents = input.amount ? centsOf(input.amount.value!) : left;
    if (cents > left)
      return {
        status: 422,
        payload: unprocessable(
          'payments',
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        ),
      };
    const refund: StandInRefund = {
      id: randomBytes(8).toString('hex').toUpperCase(),
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: valueOf(cents) },
      ...(input.custom_id ? { custom_id: input.custom_id } : {}),
      ...(requestId ? { requestId } : {}),
    };
    capture.refunds.push(refund);
    capture.status = cents === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return { status: 201, payload: this.refundView(capture, refund) };
  }

  private orderView(order: StandInOrder) {
    return {
      id: order.id,
      status: order.status,
      intent: 'CAPTURE',
      purchase_units: order.request.purchase_units.map((unit, i) => ({
        ...unit,
        ...(i === 0 && order.capture ? { payments: { captures: [this.captureView(order.capture)] } } : {}),
      })),
      links: [
        { rel: 'self', href: `${this.baseUrl}/v2/checkout/orders/${order.id}`, method: 'GET' },
        ...(order.status === 'PAYER_ACTION_REQUIRED'
          ? [{ rel: 'payer-action', href: `${this.baseUrl}/checkoutnow?token=${order.id}`, method: 'GET' }]
          : []),
      ],
    };
  }

  constructor(
    readonly clientId = 'stand-in-client',
    readonly clientSecret = 'stand-in-secret',
    readonly webhookId = 'WH-STAND-IN',
  ) {}

  /** A dispute as Disputes v1 shows it: the HATEOAS links say what may be done now. */
  private disputeView(d: StandInDispute) {
    const self = `${this.baseUrl}/v1/customer/disputes/${d.dispute_id}`;
    return {
      ...d,
      links: [
        { href: self, rel: 'self', method: 'GET' },
        ...(d.status === 'WAITING_FOR_SELLER_RESPONSE'
          ? [{ href: `${self}/provide-evidence`, rel: 'provide_evidence', method: 'POST' }]
          : []),
        ...(d.status === 'UNDER_REVIEW' ? [{ href: `${self}/require-evidence`, rel: 'require_evidence', method: 'POST' }] : []),
      ],
    };
  }

  /** Sends a signed webhook, as PayPal does (failures are only counted). */
  private async emit(event_type: string, resource: unknown) {
    const event = {
      id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
      event_type,
      resource_type: 'dispute',
      resource,
      create_time: new Date().toISOString(),
    };
    const record = { id: event.id, event_type, delivered: 0 };
    this.webhooks.push(record);
    if (!this.webhookUrl) return;
    const body = JSON.stringify(event);
    try {
      record.delivered = (await fetch(this.webhookUrl, { method: 'POST', headers: this.headers(body), body })).status;
    } catch {
      record.delivered = -1;
    }
  }

  /** A buyer disputes a capture (no call of ours): CUSTOMER.DISPUTE.CREATED, waiting for the seller's evidence. */
  async openDispute(captureId: string, options: { reason?: string; dueInDays?: number } = {}) {
    const capture = this.captures.get(captureId);
    if (!capture) throw new Error(`No such capture: ${captureId}`);
    const now = new Date().toISOString();
    const dispute: StandInDispute = {
      dispute_id: `PP-D-${randomBytes(4).toString('hex').toUpperCase()}`,
      create_time: now,
      update_time: now,
      reason: options.reason ?? 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status: 'WAITING_FOR_SELLER_RESPONSE',
      dispute_amount: capture.amount,
      seller_response_due_date: new Date(Date.now() + (options.dueInDays ?? 10) * 86_400_000).toISOString(),
      dispute_life_cycle_stage: 'CHARGEBACK',
      disputed_transactions: [{ seller_transaction_id: capture.id }],
      evidences: [],
    };
    this.disputes.set(dispute.dispute_id, dispute);
    await this.emit('CUSTOMER.DISPUTE.CREATED', this.disputeView(dispute));
    return dispute;
  }

  /** PayPal moves a dispute on (e.g. asks the buyer first): CUSTOMER.DISPUTE.UPDATED. */
  async setDisputeStatus(disputeId: string, status: StandInDispute['status']) {
    const dispute = this.disputes.get(disputeId)!;
    dispute.status = status;
    dispute.update_time = new Date().toISOString();
    await this.emit('CUSTOMER.DISPUTE.UPDATED', this.disputeView(dispute));
  }

  /**
   * `provide-evidence` as Disputes v1 documents it: multipart/form-data with an `input` part (JSON
   * `{ evidences: [{ evidence_type, evidence_info?, notes? }] }`), only while the dispute waits for
   * the seller (its `provide_evidence` link). The evidence is kept, the dispute goes UNDER_REVIEW
   * and CUSTOMER.DISPUTE.UPDATED is sent. A repeated `PayPal-Request-Id` answers as the first did.
   */
  private async provideEvidence(dispute: StandInDispute, contentType: string, raw: string, requestId: string | undefined) {
    const again = requestId ? this.evidenceAnswers.get(requestId) : undefined;
    if (again) return again;
    const answer = await this.evidenceAnswer(dispute, contentType, raw, requestId);
    if (requestId && answer.status < 500) this.evidenceAnswers.set(requestId, answer);
    return answer;
  }

  private async evidenceAnswer(dispute: StandInDispute, contentType: string, raw: string, requestId: string | undefined) {
    const bad = (payload: unknown) => ({ status: 400, payload });
    if (!contentType.startsWith('multipart/form-data'))
      return bad(invalidRequest('INVALID_CONTENT_TYPE', 'Content-Type must be multipart/form-data.', 'Content-Type', contentType));
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    } catch {
      return bad(invalidRequest('MALFORMED_REQUEST', 'The multipart body could not be read.', 'input'));
    }
    const part = form.get('input');
    if (part === null) return bad(invalidRequest('MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', 'input'));
    let input: { evidences?: { evidence_type?: string; notes?: string; evidence_info?: { tracking_info?: Record<string, string>[] } }[] };
    try {
      input = JSON.parse(typeof part === 'string' ? part : await part.text());
    } catch {
      return bad(invalidRequest('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.', 'input'));
    }
    if (!Array.isArray(input.evidences) || input.evidences.length === 0)
      return bad(invalidRequest('MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', '/evidences'));
    for (const [i, e] of input.evidences.entries()) {
      if (!e.evidence_type || !EVIDENCE_TYPES.has(e.evidence_type))
        return bad(
          invalidRequest('INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', `/evidences/${i}/evidence_type`, e.evidence_type),
        );
      if (e.notes !== undefined && e.notes.length > 2000)
        return bad(invalidRequest('INVALID_STRING_MAX_LENGTH', 'The value of a field is too long.', `/evidences/${i}/notes`));
      if (NEEDS_INFO.has(e.evidence_type) && !e.evidence_info)
        return bad(
          invalidRequest('MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', `/evidences/${i}/evidence_info`),
        );
      for (const [j, t] of (e.evidence_info?.tracking_info ?? []).entries()) {
        const at = `/evidences/${i}/evidence_info/tracking_info/${j}`;
        if (!t.tracking_number)
          return bad(invalidRequest('MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', `${at}/tracking_number`));
        if (!t.carrier_name || !PAYPAL_CARRIERS.has(t.carrier_name))
          return bad(invalidRequest('INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', `${at}/carrier_name`, t.carrier_name));
        if (t.carrier_name === 'OTHER' && !t.carrier_name_other)
          return bad(invalidRequest('MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', `${at}/carrier_name_other`));
      }
    }
    if (dispute.status !== 'WAITING_FOR_SELLER_RESPONSE')
      return {
        status: 422,
        payload: unprocessable(
          'customer-disputes',
          'NOT_AUTHORIZED_TO_PROVIDE_EVIDENCE',
          `Evidence cannot be provided for a dispute in status ${dispute.status}.`,
        ),
      };
    const date = new Date().toISOString();
    for (const e of input.evidences)
      dispute.evidences.push({
        evidence_type: e.evidence_type!,
        source: 'SUBMITTED_BY_SELLER',
        date,
        ...(e.notes ? { notes: e.notes } : {}),
        ...(e.evidence_info ? { evidence_info: e.evidence_info } : {}),
      });
    dispute.status = 'UNDER_REVIEW';
    dispute.update_time = date;
    this.evidenceRequests.push({ disputeId: dispute.dispute_id, input, ...(requestId ? { requestId } : {}) });
    await this.emit('CUSTOMER.DISPUTE.UPDATED', this.disputeView(dispute));
    return {
      status: 200,
      payload: { links: [{ href: `${this.baseUrl}/v1/customer/disputes/${dispute.dispute_id}`, rel: 'self', method: 'GET' }] },
    };
  }

  static sign(webhookId: string, body: string) {
    return createHash('sha256').update(`${webhookId}|${body}`).digest('hex');
  }

  /** Headers PayPal sends with a webhook for `body`. */
  headers(body: string, signature = PayPalStandIn.sign(this.webhookId, body)) {
    return {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-STAND-IN',
      'paypal-transmission-id': `tx-${Math.random().toString(36).slice(2)}`,
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    };
  }

  async start(port = 0, host = '127.0.0.1') {
    this.server = createServer(async (req, res) => {
      const body = await read(req);
      this.calls.push({ method: req.method ?? '', path: req.url ?? '', body });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && req.url === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return json(401, { error: 'invalid_client' });
        return json(200, { access_token: 'A21-stand-in', token_type: 'Bearer', expires_in: 32_400 });
      }
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const bearer = req.headers.authorization === 'Bearer A21-stand-in';
      if (req.method === 'POST' && url.pathname === '/v2/checkout/orders' && bearer) {
        const requestId = req.headers['paypal-request-id'];
        const existing = [...this.orders.values()].find((o) => `payment-${o.request.purchase_units[0]?.custom_id}` === requestId);
        if (existing) return json(200, this.orderView(existing));
        const request = JSON.parse(body) as StandInOrder['request'];
        const refused = amountRefusal(request.purchase_units?.[0]?.amount);
        if (refused) return json(422, refused);
        const order: StandInOrder = {
          id: randomBytes(8).toString('hex').toUpperCase(),
          status: 'PAYER_ACTION_REQUIRED',
          request,
          capture: null,
        };
        this.orders.set(order.id, order);
        return json(200, this.orderView(order));
      }
      const orderMatch = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(url.pathname);
      if (orderMatch && bearer) {
        const order = this.orders.get(orderMatch[1]!);
        if (!order) return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        if (req.method === 'GET' && !orderMatch[2]) return json(200, this.orderView(order));
        if (req.method === 'POST' && orderMatch[2]) {
          if (order.status === 'COMPLETED') return json(200, this.orderView(order));
          if (order.status !== 'APPROVED')
            return json(422, {
              name: 'UNPROCESSABLE_ENTITY',
              details: [{ issue: 'ORDER_NOT_APPROVED' }],
              message: 'The requested action could not be performed',
            });
          order.capture = {
            id: randomBytes(8).toString('hex').toUpperCase(),
            status: this.captureStatus,
            amount: order.request.purchase_units[0]!.amount,
            orderId: order.id,
            refunds: [],
          };
          this.captures.set(order.capture.id, order.capture);
          // PayPal completes the order whatever became of its capture (COMPLETED, DECLINED, PENDING).
          order.status = 'COMPLETED';
          return json(201, this.orderView(order));
        }
      }
      const captureMatch = /^\/v2\/payments\/captures\/([A-Z0-9]+)(\/refund)?$/.exec(url.pathname);
      if (captureMatch && bearer) {
        const capture = this.captures.get(captureMatch[1]!);
        if (!capture)
          return json(404, {
            name: 'RESOURCE_NOT_FOUND',
            message: 'The specified resource does not exist.',
            details: [
              {
                issue: 'INVALID_RESOURCE_ID',
                description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
              },
            ],
          });
        if (req.method === 'GET' && !captureMatch[2]) return json(200, this.captureView(capture));
        if (req.method === 'POST' && captureMatch[2]) {
          const requestId = req.headers['paypal-request-id'];
          const { status, payload } = this.refundCapture(capture, body, typeof requestId === 'string' ? requestId : undefined);
          return json(status, payload);
        }
      }
      const disputeMatch = /^\/v1\/customer\/disputes\/([A-Za-z0-9-]+)(\/provide-evidence|\/require-evidence)?$/.exec(url.pathname);
      if (disputeMatch && bearer) {
        const dispute = this.disputes.get(disputeMatch[1]!);
        if (!dispute)
          return json(404, {
            name: 'RESOURCE_NOT_FOUND',
            message: 'The specified resource does not exist.',
            debug_id: randomBytes(6).toString('hex'),
            details: [
              {
                issue: 'INVALID_RESOURCE_ID',
                description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
              },
            ],
          });
        if (req.method === 'GET' && !disputeMatch[2]) return json(200, this.disputeView(dispute));
        if (req.method === 'POST' && disputeMatch[2] === '/provide-evidence') {
          const requestId = req.headers['paypal-request-id'];
          const answer = await this.provideEvidence(
            dispute,
            req.headers['content-type'] ?? '',
            body,
            typeof requestId === 'string' ? requestId : undefined,
          );
          return json(answer.status, answer.payload);
        }
        // Sandbox only at PayPal: a dispute under review asks for (more) evidence again.
        if (req.method === 'POST' && disputeMatch[2] === '/require-evidence') {
          const action = (JSON.parse(body || '{}') as { action?: string }).action;
          if (dispute.status !== 'UNDER_REVIEW' || (action !== 'SELLER_EVIDENCE' && action !== 'BUYER_EVIDENCE'))
            return json(422, unprocessable('customer-disputes', 'INVALID_DISPUTE_STATUS', 'The dispute is not under review.'));
          await this.setDisputeStatus(
            dispute.dispute_id,
            action === 'SELLER_EVIDENCE' ? 'WAITING_FOR_SELLER_RESPONSE' : 'WAITING_FOR_BUYER_RESPONSE',
          );
          return json(200, { links: [{ href: `${this.baseUrl}/v1/customer/disputes/${dispute.dispute_id}`, rel: 'self', method: 'GET' }] });
        }
      }
      if (req.method === 'GET' && url.pathname === '/checkoutnow') {
        const order = this.orders.get(url.searchParams.get('token') ?? '');
        const context = order?.request.payment_source?.paypal?.experience_context;
        if (!order || !context?.return_url || !context.cancel_url) return json(404, { name: 'RESOURCE_NOT_FOUND' });
        const unit = order.request.purchase_units[0]!;
        const cancel = `${context.cancel_url}?token=${order.id}`;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal (stand-in)</title></head><body>` +
            `<main><h1>PayPal (stand-in)</h1><p>Pay $${unit.amount.value} ${unit.amount.currency_code}: ${unit.description}</p>` +
            `<form method="post" action="/checkoutnow/approve?token=${order.id}"><button>Approve</button></form>` +
            `<a href="${cancel}">Cancel and return</a></main></body></html>`,
        );
      }
      if (req.method === 'POST' && url.pathname === '/checkoutnow/approve') {
        const order = this.orders.get(url.searchParams.get('token') ?? '');
        const returnUrl = order?.request.payment_source?.paypal?.experience_context?.return_url;
        if (!order || !returnUrl) return json(404, { name: 'RESOURCE_NOT_FOUND' });
        this.approve(order.id);
        res.writeHead(303, { location: `${returnUrl}?token=${order.id}&PayerID=STANDINPAYER` });
        return res.end();
      }
      if (req.method === 'POST' && req.url === '/v1/notifications/verify-webhook-signature') {
        const request = JSON.parse(body) as { transmission_sig: string; webhook_id: string; webhook_event: unknown };
        // The event must come back byte for byte: re-serialising here mirrors what PayPal signed.
        const event = body.slice(body.indexOf('"webhook_event":') + '"webhook_event":'.length, -1);
        const genuine = request.webhook_id === this.webhookId && request.transmission_sig === PayPalStandIn.sign(this.webhookId, event);
        return json(200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
      }
      json(404, { name: 'RESOURCE_NOT_FOUND' });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    const address = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });
}
