import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { CardMessage, cardOutcome } from '../../src/platform/payments/sandbox-cards';
import { STRIPE_API_VERSION } from '../../src/platform/payments/stripe-provider';

/*
 * Every object this stand-in answers is typed as the `stripe` SDK's own type (the version the store
 * pins), so a field Stripe's types require and the stand-in leaves out breaks `npm run typecheck`.
 * The narrowings below only say which of Stripe's alternatives the stand-in uses (ids, not
 * expanded objects; the charge's refunds listed).
 */
interface Intent extends Stripe.PaymentIntent {
  customer: string | null;
  payment_method: string | null;
  latest_charge: string | null;
}

interface Charge extends Stripe.Charge {
  payment_intent: string;
  refunds: Stripe.ApiList<Refund>;
}

interface Refund extends Stripe.Refund {
  payment_intent: string;
  charge: string;
}

interface PaymentMethod extends Stripe.PaymentMethod {
  type: 'card';
  customer: string | null;
  card: Stripe.PaymentMethod.Card;
}

interface SetupIntent extends Stripe.SetupIntent {
  customer: string | null;
  payment_method: string | null;
  latest_attempt: string | null;
  mandate: string | null;
  single_use_mandate: string | null;
  application: string | null;
  on_behalf_of: string | null;
}

interface Customer extends Stripe.Customer {
  invoice_settings: Stripe.Customer.InvoiceSettings & { default_payment_method: string | null };
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A local stand-in for the part of Stripe's API this store uses, following Stripe's documented
 * requests and answers (form-encoded bodies, `Bearer sk_…` for the server, `key=pk_…` plus the
 * client secret for Stripe.js in the browser, `{ error: { type, code, message } }` failures). Card
 * outcomes follow Stripe's test cards; every change is sent to the webhook URL as a signed event
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`), like Stripe does.
 *
 * Not Stripe: `POST /v1/payment_intents/:id/authenticate` (`result=complete|fail`) stands for the
 * issuer's 3-D Secure page, which the Stripe.js stand-in shows.
 */
export class StripeStandIn {
  private server: Server | null = null;
  baseUrl = '';
  readonly intents = new Map<string, Intent>();
  readonly charges = new Map<string, Charge>();
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly setupIntents = new Map<string, SetupIntent>();
  readonly disputes = new Map<string, Stripe.Dispute>();
  /** Every accepted dispute update, with the evidence as it stood after it (what the bank would get). */
  readonly evidenceSubmissions: { disputeId: string; submitted: boolean; evidence: Record<string, string | null> }[] = [];
  /** The test card number behind each PaymentMethod (Stripe keeps it; its outcomes follow it). */
  private readonly cardNumbers = new Map<string, string>();
  readonly deletedCustomers = new Set<string>();
  readonly events: { id: string; type: string; apiVersion: string; delivered: number }[] = [];
  private readonly idempotent = new Map<string, unknown>();
  /** What each idempotency key was first used for: Stripe refuses the key for anything else. */
  private readonly keyUses = new Map<string, string>();
  /** Idempotency keys whose first request is still being answered (Stripe answers a second one 409). */
  private readonly inFlight = new Set<string>();
  /** How long creating a customer takes, so parallel first payments overlap as they do over the network. */
  customerLatencyMs = 0;
  /**
   * While set, an off-session charge that would succeed answers `processing` instead (Stripe's
   * intents may: the bank has not decided yet); `settleProcessing` then ends it by webhook.
   */
  holdOffSessionCharges = false;
  /** Every request the server made (method and path), to see what was asked of Stripe. */
  readonly requests: { method: string; path: string; idempotencyKey?: string; stripeVersion?: string }[] = [];
  /**
   * An outage: the server requests it matches are recorded, then answered 500 `api_error` with
   * `Stripe-Should-Retry: false` (as Stripe does when its idempotency layer would replay the error).
   */
  outage: ((method: string, path: string) => boolean) | null = null;
  /** The API version its objects and events follow: the one the store pins (events carry it as `api_version`). */
  readonly apiVersion = STRIPE_API_VERSION;
  /** Where events go (the product's /api/pay/stripe/webhook); may be set after start. */
  webhookUrl: string | null = null;

  constructor(
    readonly secretKey = 'sk_test_stand_in',
    readonly publishableKey = 'pk_test_stand_in',
    readonly webhookSecret = 'whsec_stand_in',
  ) {}

  /** The store's settings that point it at this stand-in (after `start`). */
  get appEnv() {
    return {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_PUBLISHABLE_KEY: this.publishableKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_BASE: this.baseUrl,
    };
  }

  async start(port = 0, host = '127.0.0.1') {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((err: unknown) => send(res, 500, { error: { type: 'api_error', message: String(err) } }));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    const address = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** A saved card of a customer, as a completed SetupIntent or an earlier payment would leave it. */
  addCard(customer: string, card: { brand?: string; last4: string; exp_month?: number; exp_year?: number; number?: string }) {
    const pm = cardMethod(customer, {
      brand: card.brand ?? 'visa',
      last4: card.last4,
      exp_month: card.exp_month ?? 12,
      exp_year: card.exp_year ?? 2034,
    });
    this.paymentMethods.set(pm.id, pm);
    this.cardNumbers.set(pm.id, card.number ?? `424242424242${card.last4}`);
    return pm;
  }

  /** Charges made (succeeded PaymentIntents' charges) and refunds made, as Stripe's dashboard would count them. */
  get chargeCount() {
    return this.charges.size;
  }

  get refundCount() {
    return [...this.charges.values()].reduce((n, c) => n + c.refunds.data.length, 0);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = await read(req);
    const body = new URLSearchParams(raw);
    // Stripe.js calls from the browser: simple CORS requests (form bodies, no custom headers).
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-headers', 'authorization, content-type, idempotency-key, stripe-version');
      res.setHeader('access-control-allow-methods', 'GET, POST, DELETE');
      res.writeHead(204).end();
      return;
    }
    const server = req.headers.authorization === `Bearer ${this.secretKey}`;
    const browserKey = body.get('key') ?? url.searchParams.get('key');
    const browser = browserKey === this.publishableKey;
    if (!server && !browser) return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const key = req.headers['idempotency-key'];
    const version = req.headers['stripe-version'];
    if (server)
      this.requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
        ...(typeof version === 'string' ? { stripeVersion: version } : {}),
      });
    if (server && this.outage?.(req.method ?? 'GET', url.pathname)) {
      res.setHeader('stripe-should-retry', 'false');
      return send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    }
    // Stripe refuses a version it does not know; this stand-in answers in the store's pinned version only.
    if (server && typeof version === 'string' && version !== this.apiVersion)
      return send(res, 400, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid Stripe API version: ${version}. This stand-in answers ${this.apiVersion}.`,
        },
      });
    const cacheKey = typeof key === 'string' ? `${req.method} ${url.pathname} ${key}` : null;
    if (typeof key === 'string' && server) {
      const use = `${req.method} ${url.pathname} ${[...body].sort(([a], [b]) => a.localeCompare(b)).join('&')}`;
      const first = this.keyUses.get(key);
      if (first && first !== use)
        return send(res, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      this.keyUses.set(key, use);
    }
    if (cacheKey && this.idempotent.has(cacheKey)) return send(res, 200, this.idempotent.get(cacheKey));
    if (cacheKey && this.inFlight.has(cacheKey))
      return send(res, 409, {
        error: {
          type: 'idempotency_error',
          message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${String(key)}. Please try again later.`,
        },
      });
    const ok = (payload: unknown) => {
      if (cacheKey) this.idempotent.set(cacheKey, payload);
      send(res, 200, payload);
    };
    const parts = url.pathname.split('/').filter(Boolean); // v1, resource, id, action
    const [, resource, resourceId, action] = parts;
    const method = req.method ?? 'GET';

    if (resource === 'payment_intents') {
      if (method === 'POST' && !resourceId && server) {
        // Stripe's minimum charge amounts (in the smallest unit) for the currencies the store might use.
        const currency = body.get('currency') ?? 'usd';
        const minimum = MINIMUM_CHARGE[currency] ?? 50;
        const amount = Number(body.get('amount'));
        if (!Number.isInteger(amount) || amount < minimum)
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_small',
              param: 'amount',
              message: `Amount must be at least ${currency === 'usd' ? `$${(minimum / 100).toFixed(2)}` : minimum} ${currency}`,
            },
          });
        if (body.get('confirm') !== 'true') return ok(this.createIntent(body));
        // Created and confirmed at once (a saved card charged off-session): one answer per key, even in parallel.
        if (cacheKey && this.inFlight.has(cacheKey)) return send(res, 409, inProgress(String(key)));
        if (cacheKey) this.inFlight.add(cacheKey);
        try {
          const { status, payload } = await this.createAndConfirm(body);
          if (status === 200) return ok(payload);
          if (cacheKey) this.idempotent.set(cacheKey, payload);
          return send(res, status, payload);
        } finally {
          if (cacheKey) this.inFlight.delete(cacheKey);
        }
      }
      const intent = resourceId ? this.intents.get(resourceId) : undefined;
      if (!intent)
        return send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      // The browser proves it may see the intent with its client secret.
      if (!server && (body.get('client_secret') ?? url.searchParams.get('client_secret')) !== intent.client_secret)
        return send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      if (method === 'GET' && !action) {
        const expand = url.searchParams.getAll('expand[]').concat(url.searchParams.getAll('expand[0]'));
        const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
        if (!charge || !expand.some((e) => e.startsWith('latest_charge'))) return ok(intent);
        // Stripe's fee on a card charge in the US: 2.9% + 30¢, on its balance transaction.
        const balance = {
          id: charge.balance_transaction,
          object: 'balance_transaction',
          amount: charge.amount,
          fee: Math.round(charge.amount * 0.029) + 30,
          net: charge.amount - (Math.round(charge.amount * 0.029) + 30),
          currency: charge.currency,
        };
        return ok({
          ...intent,
          latest_charge: expand.includes('latest_charge.balance_transaction') ? { ...charge, balance_transaction: balance } : charge,
        });
      }
      if (method === 'POST' && action === 'confirm') return this.confirm(res, intent, body);
      if (method === 'POST' && action === 'authenticate') return this.authenticate(res, intent, body.get('result') === 'complete');
    }
    if (resource === 'setup_intents') {
      if (method === 'POST' && !resourceId && server) {
        const customer = body.get('customer');
        if (customer && !this.customers.has(customer)) return missing(res, 'customer', customer);
        return ok(this.createSetupIntent(body));
      }
      const si = resourceId ? this.setupIntents.get(resourceId) : undefined;
      if (!si) return missing(res, 'setup_intent', resourceId);
      if (!server && (body.get('client_secret') ?? url.searchParams.get('client_secret')) !== si.client_secret)
        return missing(res, 'setup_intent', resourceId);
      if (method === 'GET' && !action) return ok(si);
      if (method === 'POST' && action === 'confirm') return this.confirmSetup(res, si, body);
      if (method === 'POST' && action === 'authenticate') return this.authenticateSetup(res, si, body.get('result') === 'complete');
    }
    if (resource === 'refunds' && method === 'POST' && server) {
      const refused = this.refusal(body);
      if (refused) return send(res, 400, { error: refused });
      return ok(await this.refund(body));
    }
    if (resource === 'refunds' && method === 'GET' && server && !resourceId) {
      const intent = url.searchParams.get('payment_intent');
      const data = [...this.charges.values()].filter((c) => !intent || c.payment_intent === intent).flatMap((c) => c.refunds.data);
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' } satisfies Stripe.ApiList<Stripe.Refund>);
    }
    if (resource === 'customers' && server) {
      if (method === 'POST' && !resourceId) {
        if (cacheKey) this.inFlight.add(cacheKey);
        try {
          if (this.customerLatencyMs) await new Promise((r) => setTimeout(r, this.customerLatencyMs));
          const customer: Customer = {
            id: id('cus'),
            object: 'customer',
            balance: 0,
            created: now(),
            default_source: null,
            description: body.get('description'),
            email: body.get('email'),
            livemode: false,
            metadata: metadataOf(body),
            invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
            shipping: null,
          };
          this.customers.set(customer.id, customer);
          return ok(customer);
        } finally {
          if (cacheKey) this.inFlight.delete(cacheKey);
        }
      }
      // A deleted customer can still be retrieved, as a stub saying so; nothing else finds it.
      if (method === 'GET' && !action && resourceId && this.deletedCustomers.has(resourceId))
        return ok({ id: resourceId, object: 'customer', deleted: true } satisfies Stripe.DeletedCustomer);
      const customer = resourceId ? this.customers.get(resourceId) : undefined;
      if (!customer) return missing(res, 'customer', resourceId);
      if (method === 'GET' && !action) return ok(customer);
      if (method === 'DELETE' && !action) {
        // Deleting a customer detaches its payment methods; they cannot be used again.
        this.customers.delete(customer.id);
        this.deletedCustomers.add(customer.id);
        for (const pm of this.paymentMethods.values()) if (pm.customer === customer.id) pm.customer = null;
        return ok({ id: customer.id, object: 'customer', deleted: true } satisfies Stripe.DeletedCustomer);
      }
      if (method === 'POST' && !action) {
        const chosen = body.get('invoice_settings[default_payment_method]');
        if (chosen) {
          const pm = this.paymentMethods.get(chosen);
          if (!pm || pm.customer !== customer.id)
            return send(res, 400, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                param: 'invoice_settings[default_payment_method]',
                message: `The customer does not have a payment method with the ID ${chosen}. The payment method must be attached to the customer.`,
              },
            });
        }
        if (chosen !== null) customer.invoice_settings.default_payment_method = chosen || null;
        return ok(customer);
      }
      if (method === 'GET' && action === 'payment_methods') {
        const pmId = parts[4];
        if (pmId) {
          // Retrieve a Customer's PaymentMethod: only one attached to this customer is found.
          const pm = this.paymentMethods.get(pmId);
          return pm && pm.customer === customer.id ? ok(pm) : missing(res, 'PaymentMethod', pmId);
        }
        const type = url.searchParams.get('type');
        const max = Math.min(Number(url.searchParams.get('limit') ?? 10), 100);
        // Newest first, like Stripe (within one second, the later one first).
        const data = [...this.paymentMethods.values()]
          .reverse()
          .filter((pm) => pm.customer === customer.id && (!type || pm.type === type))
          .sort((a, b) => b.created - a.created);
        return ok({
          object: 'list',
          data: data.slice(0, max),
          has_more: data.length > max,
          url: url.pathname,
        } satisfies Stripe.ApiList<Stripe.PaymentMethod>);
      }
    }
    if (resource === 'disputes' && server && resourceId && !action) {
      const dispute = this.disputes.get(resourceId);
      if (!dispute) return missing(res, 'dispute', resourceId);
      if (method === 'GET') return ok(dispute);
      if (method === 'POST') {
        const refused = disputeUpdateRefusal(dispute, body);
        if (refused) return send(res, 400, { error: refused });
        return ok(await this.updateDispute(dispute, body));
      }
    }
    if (resource === 'payment_methods' && server && resourceId) {
      const pm = this.paymentMethods.get(resourceId);
      if (!pm) return missing(res, 'PaymentMethod', resourceId);
      if (method === 'GET' && !action) return ok(pm);
      if (method === 'POST' && action === 'detach') {
        if (!pm.customer)
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
            },
          });
        const owner = this.customers.get(pm.customer);
        if (owner?.invoice_settings.default_payment_method === pm.id) owner.invoice_settings.default_payment_method = null;
        pm.customer = null;
        return ok(pm);
      }
    }
    send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname})` } });
  }

  private createIntent(body: URLSearchParams): Intent {
    const intentId = id('pi');
    const intent: Intent = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      currency: body.get('currency') ?? 'usd',
      amount_capturable: 0,
      amount_received: 0,
      allowed_payment_method_types: null,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: body.get('automatic_payment_methods[enabled]') === 'true' ? { enabled: true } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      confirmation_method: 'automatic',
      description: body.get('description'),
      excluded_payment_method_types: null,
      managed_payments: null,
      metadata: metadataOf(body),
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      status: 'requires_payment_method',
      customer: body.get('customer'),
      customer_account: null,
      on_behalf_of: null,
      setup_future_usage: (body.get('setup_future_usage') as Intent['setup_future_usage']) ?? null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      payment_record: null,
      processing: null,
      receipt_email: null,
      review: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      transfer_group: null,
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      created: now(),
      livemode: false,
    };
    this.intents.set(intent.id, intent);
    return intent;
  }

  /** Confirms with the card the Payment Element collected (`payment_method_data[card][number]`), by Stripe's test cards. */
  private async confirm(res: ServerResponse, intent: Intent, body: URLSearchParams) {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_action') {
      return send(res, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${intent.status} and cannot be confirmed.`,
          payment_intent: intent,
        },
      });
    }
    // A saved card brought back on-session (`payment_method`: the customer's own), or a new one typed.
    const saved = body.get('payment_method');
    let pm: PaymentMethod;
    if (saved) {
      const found = this.paymentMethods.get(saved);
      if (!found || (found.customer && found.customer !== intent.customer)) return missing(res, 'PaymentMethod', saved);
      pm = found;
    } else {
      pm = this.cardFromBody(body);
    }
    const number = this.cardNumbers.get(pm.id) ?? '';
    const outcome = onSessionOutcome(number);
    intent.payment_method = pm.id;
    intent.last_payment_error = null;
    if (outcome === 'requires_action') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
      await this.emit('payment_intent.requires_action', intent);
      return send(res, 200, intent);
    }
    if (outcome === 'declined' || outcome === 'insufficient_funds') {
      const decline = outcome === 'declined' ? 'generic_decline' : 'insufficient_funds';
      return this.fail(res, intent, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline,
        message: outcome === 'declined' ? CardMessage.declined : CardMessage.insufficientFunds,
      });
    }
    await this.succeed(intent);
    send(res, 200, intent);
  }

  /** Stripe makes a PaymentMethod of the card a confirmation carries (`payment_method_data[card]`). */
  private cardFromBody(body: URLSearchParams): PaymentMethod {
    const number = (body.get('payment_method_data[card][number]') ?? '').replace(/\D/g, '');
    const pm = cardMethod(null, {
      brand: brandOf(number),
      last4: number.slice(-4),
      exp_month: Number(body.get('payment_method_data[card][exp_month]') ?? 12),
      // Stripe.js sends the year as typed (two digits); Stripe keeps four.
      exp_year: fullYear(Number(body.get('payment_method_data[card][exp_year]') ?? 34)),
    });
    this.paymentMethods.set(pm.id, pm);
    this.cardNumbers.set(pm.id, number);
    return pm;
  }

  private createSetupIntent(body: URLSearchParams): SetupIntent {
    const siId = id('seti');
    const si: SetupIntent = {
      id: siId,
      object: 'setup_intent',
      allowed_payment_method_types: null,
      application: null,
      automatic_payment_methods:
        body.get('automatic_payment_methods[enabled]') === 'true' ? { allow_redirects: 'always', enabled: true } : null,
      cancellation_reason: null,
      client_secret: `${siId}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      customer: body.get('customer'),
      description: body.get('description'),
      excluded_payment_method_types: null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: metadataOf(body),
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      single_use_mandate: null,
      status: 'requires_payment_method',
      // Stripe's default: the card is set up to be charged later without the customer.
      usage: body.get('usage') ?? 'off_session',
    };
    this.setupIntents.set(si.id, si);
    return si;
  }

  /**
   * Confirms a SetupIntent with a card (Stripe's test cards: 0002 is declined, 3155 and 3184 ask for
   * 3-D Secure first, the rest are set up). A succeeded one attaches the card to its customer.
   */
  private async confirmSetup(res: ServerResponse, si: SetupIntent, body: URLSearchParams) {
    if (si.status !== 'requires_payment_method' && si.status !== 'requires_action')
      return send(res, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'setup_intent_unexpected_state',
          message: `This SetupIntent's status is ${si.status} and cannot be confirmed.`,
          setup_intent: si,
        },
      });
    const pm = this.cardFromBody(body);
    const number = this.cardNumbers.get(pm.id) ?? '';
    si.payment_method = pm.id;
    si.last_setup_error = null;
    if (number === DECLINED_CARD) {
      si.status = 'requires_payment_method';
      si.last_setup_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: CardMessage.declined };
      await this.emit('setup_intent.setup_failed', si);
      return send(res, 402, { error: { ...si.last_setup_error, setup_intent: si } });
    }
    if (number === AUTH_ON_SETUP || number === AUTH_ALWAYS) {
      si.status = 'requires_action';
      si.next_action = { type: 'use_stripe_sdk' };
      await this.emit('setup_intent.requires_action', si);
      return send(res, 200, si);
    }
    await this.setupSucceeded(si);
    send(res, 200, si);
  }

  private async authenticateSetup(res: ServerResponse, si: SetupIntent, complete: boolean) {
    if (si.status !== 'requires_action') return send(res, 200, si);
    si.next_action = null;
    if (!complete) {
      si.status = 'requires_payment_method';
      si.last_setup_error = { type: 'card_error', code: 'setup_intent_authentication_failure', message: CardMessage.authenticationFailed };
      await this.emit('setup_intent.setup_failed', si);
      return send(res, 402, { error: { ...si.last_setup_error, setup_intent: si } });
    }
    await this.setupSucceeded(si);
    send(res, 200, si);
  }

  private async setupSucceeded(si: SetupIntent) {
    const pm = si.payment_method ? this.paymentMethods.get(si.payment_method) : undefined;
    if (pm && si.customer) pm.customer = si.customer;
    si.status = 'succeeded';
    await this.emit('setup_intent.succeeded', si);
  }

  /**
   * A PaymentIntent created with `confirm=true` (a saved card charged with `off_session=true`, as
   * Stripe documents it): it succeeds, or fails with 402 and a `card_error` whose code is
   * `authentication_required` (the bank wants 3-D Secure: bring the customer back) or
   * `card_declined`, leaving the intent in `requires_payment_method` with its `last_payment_error`.
   */
  private async createAndConfirm(body: URLSearchParams): Promise<{ status: number; payload: unknown }> {
    const pmId = body.get('payment_method');
    const customer = body.get('customer');
    const pm = pmId ? this.paymentMethods.get(pmId) : undefined;
    if (!pm)
      return {
        status: 400,
        payload: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_method',
            message: `No such PaymentMethod: '${pmId ?? ''}'`,
          },
        },
      };
    if (pm.customer !== customer)
      return {
        status: 400,
        payload: {
          error: {
            type: 'invalid_request_error',
            param: 'payment_method',
            message: `The provided PaymentMethod ${pm.id} does not belong to the Customer ${customer ?? ''}. Please use a PaymentMethod attached to this Customer.`,
          },
        },
      };
    const intent = this.createIntent(body);
    intent.payment_method = pm.id;
    const offSession = body.get('off_session') === 'true';
    const number = this.cardNumbers.get(pm.id) ?? '';
    const outcome = offSession ? offSessionOutcome(number) : onSessionOutcome(number);
    if (outcome === 'succeeded' && offSession && this.holdOffSessionCharges) {
      intent.status = 'processing';
      return { status: 200, payload: intent };
    }
    if (outcome === 'succeeded') {
      await this.succeed(intent);
      return { status: 200, payload: intent };
    }
    if (outcome === 'requires_action') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
      await this.emit('payment_intent.requires_action', intent);
      return { status: 200, payload: intent };
    }
    const error: NonNullable<Intent['last_payment_error']> =
      outcome === 'authentication_required'
        ? { type: 'card_error', code: 'authentication_required', decline_code: 'authentication_required', message: AUTHENTICATION_REQUIRED }
        : {
            type: 'card_error',
            code: 'card_declined',
            decline_code: outcome === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline',
            message: outcome === 'insufficient_funds' ? CardMessage.insufficientFunds : CardMessage.declined,
          };
    error.payment_method = pm;
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    await this.emit('payment_intent.payment_failed', intent);
    return { status: 402, payload: { error: { ...error, payment_intent: intent } } };
  }

  private async authenticate(res: ServerResponse, intent: Intent, complete: boolean) {
    if (intent.status !== 'requires_action') return send(res, 200, intent);
    intent.next_action = null;
    if (!complete)
      return this.fail(res, intent, {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: CardMessage.authenticationFailed,
      });
    await this.succeed(intent);
    send(res, 200, intent);
  }

  private async succeed(intent: Intent) {
    const chargeId = id('ch');
    const charge: Charge = {
      id: chargeId,
      object: 'charge',
      payment_intent: intent.id,
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: id('txn'),
      billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
      calculated_statement_descriptor: 'PEDESTAL',
      captured: true,
      created: now(),
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: null,
      failure_message: null,
      fraud_details: {},
      livemode: false,
      metadata: { ...intent.metadata },
      on_behalf_of: null,
      outcome: null,
      paid: true,
      payment_method: intent.payment_method,
      payment_method_details: null,
      receipt_email: null,
      receipt_number: null,
      receipt_url: null,
      refunded: false,
      refunds: { object: 'list', data: [], has_more: false, url: `/v1/charges/${chargeId}/refunds` },
      review: null,
      shipping: null,
      source: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'succeeded',
      transfer_data: null,
      transfer_group: null,
    };
    intent.amount_received = intent.amount;
    this.charges.set(charge.id, charge);
    const pm = intent.payment_method ? this.paymentMethods.get(intent.payment_method) : undefined;
    if (pm && intent.customer && intent.setup_future_usage) pm.customer = intent.customer;
    intent.status = 'succeeded';
    intent.latest_charge = charge.id;
    await this.emit('payment_intent.succeeded', intent);
  }

  private async fail(res: ServerResponse, intent: Intent, error: NonNullable<Intent['last_payment_error']>) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    await this.emit('payment_intent.payment_failed', intent);
    send(res, 402, { error: { ...error, payment_intent: intent } });
  }

  /** What Stripe refuses of a refund (its texts): an unpaid intent, a charge refunded already, more than is left. */
  private refusal(body: URLSearchParams) {
    const intent = this.intents.get(body.get('payment_intent') ?? '');
    const charge = intent?.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!intent || !charge)
      return {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `This PaymentIntent (${body.get('payment_intent')}) does not have a successful charge to refund.`,
      };
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0)
      return { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge.id} has already been refunded.` };
    const amount = Number(body.get('amount') ?? left);
    if (!Number.isInteger(amount) || amount < 1)
      return { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid positive integer' };
    if (amount > left)
      return {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      };
    return null;
  }

  private async refund(body: URLSearchParams) {
    const intent = this.intents.get(body.get('payment_intent') ?? '')!;
    const charge = this.charges.get(intent.latest_charge!)!;
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount: Number(body.get('amount') ?? charge.amount - charge.amount_refunded),
      balance_transaction: id('txn'),
      currency: charge.currency,
      customer: charge.customer,
      customer_account: null,
      payment_intent: intent.id,
      payment_method: charge.payment_method,
      charge: charge.id,
      reason: (body.get('reason') as Stripe.Refund.Reason | null) ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
      metadata: metadataOf(body),
      created: now(),
    };
    charge.amount_refunded += refund.amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    charge.refunds.data.unshift(refund);
    await this.emit('charge.refunded', charge);
    return refund;
  }

  /** A refund made in Stripe's dashboard (no call of ours): the charge.refunded event tells the store. */
  /** The bank's late answer to a `processing` intent: succeeded, or failed with a decline (each by its webhook). */
  async settleProcessing(intentId: string, outcome: 'succeeded' | 'declined') {
    const intent = this.intents.get(intentId);
    if (intent?.status !== 'processing') throw new Error(`${intentId} is not processing`);
    if (outcome === 'succeeded') return this.succeed(intent);
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: CardMessage.declined,
    };
    await this.emit('payment_intent.payment_failed', intent);
  }

  async refundFromDashboard(intentId: string, amount: number) {
    const body = new URLSearchParams({ payment_intent: intentId, amount: String(amount) });
    const refused = this.refusal(body);
    if (refused) throw new Error(refused.message);
    return this.refund(body);
  }

  /** Confirms a PaymentIntent as Stripe.js does once the Payment Element collected `card` (a Stripe test card). */
  confirmAsBrowser(clientSecret: string, card = '4242424242424242') {
    const intentId = clientSecret.split('_secret_')[0]!;
    return fetch(`${this.baseUrl}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: this.publishableKey, client_secret: clientSecret, 'payment_method_data[card][number]': card }),
    });
  }

  /**
   * A chargeback of an intent's charge, as a cardholder's bank opens it (no call of ours): Stripe
   * sends `charge.dispute.created` with the evidence deadline (`evidence_details.due_by`).
   */
  async openDispute(intentId: string, options: { amount?: number; reason?: string; dueInDays?: number } = {}) {
    const intent = this.intents.get(intentId);
    const charge = intent?.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!intent || !charge) throw new Error(`No charge to dispute for ${intentId}`);
    const dispute: Stripe.Dispute = {
      id: id('dp'),
      object: 'dispute',
      amount: options.amount ?? charge.amount,
      balance_transactions: [],
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      enhanced_eligibility_types: [],
      evidence: emptyEvidence(),
      evidence_details: {
        due_by: now() + (options.dueInDays ?? 7) * 86_400,
        enhanced_eligibility: {},
        has_evidence: false,
        past_due: false,
        submission_count: 0,
        submission_method: 'not_submitted',
      },
      intended_submission_method: null,
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: intent.id,
      reason: options.reason ?? 'product_not_received',
      status: 'needs_response',
    };
    charge.disputed = true;
    this.disputes.set(dispute.id, dispute);
    await this.emit('charge.dispute.created', dispute);
    return dispute;
  }

  /**
   * Update a dispute (`POST /v1/disputes/:id`): the `evidence[...]` given replace Stripe's fields;
   * with `submit=true` the evidence goes to the bank and the dispute is under review (an inquiry's
   * `warning_under_review`), told by `charge.dispute.updated`. Without it the evidence is staged.
   */
  private async updateDispute(dispute: Stripe.Dispute, body: URLSearchParams) {
    const evidence = dispute.evidence as unknown as Record<string, string | null>;
    for (const [k, v] of body) {
      const m = /^evidence\[(\w+)\]$/.exec(k);
      if (m) evidence[m[1]!] = v || null;
    }
    for (const [k, v] of Object.entries(metadataOf(body))) dispute.metadata[k] = v;
    dispute.evidence_details.has_evidence = Object.values(evidence).some((v) => typeof v === 'string' && v !== '');
    if (body.get('submit') === 'true') {
      dispute.status = dispute.status === 'warning_needs_response' ? 'warning_under_review' : 'under_review';
      dispute.evidence_details.submission_count += 1;
      dispute.evidence_details.submission_method = 'manual';
    }
    this.evidenceSubmissions.push({ disputeId: dispute.id, submitted: body.get('submit') === 'true', evidence: { ...evidence } });
    await this.emit('charge.dispute.updated', dispute);
    return dispute;
  }

  /** The bank decided: `charge.dispute.closed` with `won` or `lost` (a lost dispute's money is gone). */
  async closeDispute(disputeId: string, status: 'won' | 'lost') {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw new Error(`No such dispute: ${disputeId}`);
    dispute.status = status;
    await this.emit('charge.dispute.closed', dispute);
    return dispute;
  }

  /** Sends a signed event to the webhook URL, as Stripe does (failures are only counted). */
  private async emit(type: Stripe.Event['type'], object: Intent | Charge | SetupIntent | Stripe.Dispute) {
    // Typed as the SDK's event (all but the pairing of type and object, which the union fixes per type).
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: this.apiVersion,
      type,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    } satisfies Omit<Stripe.Event, 'type' | 'data'> & { type: Stripe.Event['type']; data: { object: Stripe.Event.Data.Object } };
    const record = { id: event.id, type, apiVersion: event.api_version, delivered: 0 };
    this.events.push(record);
    if (!this.webhookUrl) return;
    const payload = JSON.stringify(event);
    const t = now();
    const signature = createHmac('sha256', this.webhookSecret).update(`${t}.${payload}`).digest('hex');
    try {
      const res = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${signature}` },
        body: payload,
      });
      record.delivered = res.status;
    } catch {
      record.delivered = -1;
    }
  }
}

/** The text fields of `evidence[...]` (the files, `*_documentation`, `receipt`…, take a File id: not used by the store). */
const EVIDENCE_TEXT = new Set(
  Object.keys(emptyEvidence()).filter(
    (k) => !/(_documentation|_file|_policy|receipt|customer_signature|customer_communication|enhanced_evidence)$/.test(k),
  ),
);
/** Stripe's limit on all the text evidence of one dispute, in characters. */
const EVIDENCE_TEXT_MAX = 150_000;

/**
 * What Stripe refuses of a dispute update: a parameter it does not know (`evidence[foo]`), a boolean
 * that is not one, too much text, and any change once the evidence was submitted or the dispute closed.
 */
function disputeUpdateRefusal(dispute: Stripe.Dispute, body: URLSearchParams) {
  let text = 0;
  for (const [k, v] of body) {
    const m = /^evidence\[(\w+)\]$/.exec(k);
    if (m ? !EVIDENCE_TEXT.has(m[1]!) : k !== 'submit' && !/^metadata\[.+\]$/.test(k) && !/^expand\[\d*\]$/.test(k))
      return { type: 'invalid_request_error', code: 'parameter_unknown', param: k, message: `Received unknown parameter: ${k}` };
    if (m) text += v.length;
  }
  const submit = body.get('submit');
  if (submit !== null && submit !== 'true' && submit !== 'false')
    return { type: 'invalid_request_error', code: 'parameter_invalid_boolean', param: 'submit', message: 'Invalid boolean: ' + submit };
  if (text > EVIDENCE_TEXT_MAX)
    return {
      type: 'invalid_request_error',
      code: 'parameter_invalid_string_too_long',
      param: 'evidence',
      message: `The text evidence of a dispute is limited to ${EVIDENCE_TEXT_MAX} characters in all.`,
    };
  if (dispute.status === 'won' || dispute.status === 'lost' || dispute.status === 'warning_closed')
    return {
      type: 'invalid_request_error',
      message: `This dispute is already closed. You can't update evidence for dispute ${dispute.id}.`,
    };
  if (dispute.status === 'under_review' || dispute.status === 'warning_under_review')
    return {
      type: 'invalid_request_error',
      message: `This dispute's evidence has already been submitted. You can't update evidence for dispute ${dispute.id}.`,
    };
  return null;
}

/** A dispute's evidence before the merchant answers: every field Stripe's type has, empty. */
function emptyEvidence(): Stripe.Dispute.Evidence {
  return {
    access_activity_log: null,
    billing_address: null,
    cancellation_policy: null,
    cancellation_policy_disclosure: null,
    cancellation_rebuttal: null,
    customer_communication: null,
    customer_email_address: null,
    customer_name: null,
    customer_purchase_ip: null,
    customer_signature: null,
    duplicate_charge_documentation: null,
    duplicate_charge_explanation: null,
    duplicate_charge_id: null,
    enhanced_evidence: {},
    product_description: null,
    receipt: null,
    refund_policy: null,
    refund_policy_disclosure: null,
    refund_refusal_explanation: null,
    service_date: null,
    service_documentation: null,
    shipping_address: null,
    shipping_carrier: null,
    shipping_date: null,
    shipping_documentation: null,
    shipping_tracking_number: null,
    uncategorized_file: null,
    uncategorized_text: null,
  };
}

/** A card PaymentMethod with the fields Stripe's type requires (what a test card tells: no checks, no wallet). */
function cardMethod(customer: string | null, card: { brand: string; last4: string; exp_month: number; exp_year: number }): PaymentMethod {
  return {
    id: id('pm'),
    object: 'payment_method',
    type: 'card',
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    customer,
    customer_account: null,
    card: {
      ...card,
      checks: null,
      country: 'US',
      display_brand: card.brand,
      funding: 'credit',
      generated_from: null,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: now(),
    livemode: false,
    metadata: {},
  };
}

/** Stripe's test cards for saved cards (docs.stripe.com/testing#authentication-and-setup). */
const DECLINED_CARD = '4000000000000002';
/** Asks for 3-D Secure when set up; then charges off-session without it. */
const AUTH_ON_SETUP = '4000002500003155';
/** Asks for 3-D Secure on every payment: off-session it fails with `authentication_required`. */
const AUTH_ALWAYS = '4000002760003184';
/** Set up and attached fine; every charge of it is declined. */
const DECLINED_AFTER_ATTACH = '4000000000000341';
const AUTHENTICATION_REQUIRED = 'Your card was declined. This transaction requires authentication.';

type ChargeOutcome = 'succeeded' | 'requires_action' | 'declined' | 'insufficient_funds' | 'authentication_required';

/** A saved card charged with the customer away (`off_session=true`). */
function offSessionOutcome(number: string): ChargeOutcome {
  if (number === AUTH_ALWAYS) return 'authentication_required';
  if (number === AUTH_ON_SETUP) return 'succeeded';
  if (number === DECLINED_AFTER_ATTACH) return 'declined';
  const outcome = cardOutcome(number);
  return outcome === 'requires_action' ? 'authentication_required' : outcome;
}

/** A card confirmed with the customer present (Stripe.js): 3-D Secure is shown instead of failing. */
function onSessionOutcome(number: string): ChargeOutcome {
  if (number === AUTH_ALWAYS) return 'requires_action';
  if (number === DECLINED_AFTER_ATTACH) return 'declined';
  return cardOutcome(number);
}

const inProgress = (key: string) => ({
  error: {
    type: 'idempotency_error',
    message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
  },
});

/** The card network by the number's prefix, as Stripe names it. */
function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^35/.test(number)) return 'jcb';
  if (/^(30|36|38)/.test(number)) return 'diners';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

function missing(res: ServerResponse, what: string, resourceId: string | undefined) {
  send(res, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${resourceId ?? ''}'` },
  });
}

/** Stripe's documented minimum charge per currency, in its smallest unit (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). */
const MINIMUM_CHARGE: Record<string, number> = { usd: 50, eur: 50, gbp: 30, cny: 400, jpy: 50, hkd: 400, cad: 50, aud: 50 };

function metadataOf(body: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [k, v] of body) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) metadata[m[1]!] = v;
  }
  return metadata;
}

function send(res: ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify(payload));
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });
}
